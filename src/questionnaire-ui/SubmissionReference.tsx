import { Text } from '@mantine/core';

/** The short reference of a sent form, the same one the firm sees: what a visitor quotes when they write. */
export function SubmissionReference({ reference }: { reference: string }) {
  return (
    <Text size="sm" mt={8} c="gray.8" data-testid="submission-reference">
      Your reference:{' '}
      <Text span fw={700} ff="monospace" c="navy.9" data-testid="reference-code">
        {reference}
      </Text>
    </Text>
  );
}
