import { Text } from '@mantine/core';
import { helpId, type FieldHelpProps } from '@rjsf/utils';

/** Help under a question, in a grey dark enough for WCAG AA (Mantine's "dimmed" is not). */
export function HelpText({ fieldPathId, help }: FieldHelpProps) {
  if (!help) return null;
  return (
    <Text id={helpId(fieldPathId)} size="sm" mt={6} c="gray.7">
      {help}
    </Text>
  );
}
