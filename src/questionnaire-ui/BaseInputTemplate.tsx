import MantineBaseInputTemplate from '@rjsf/mantine/lib/templates/BaseInputTemplate.js';
import type { BaseInputTemplateProps } from '@rjsf/utils';

/**
 * RJSF's Mantine text input, controlled from the first render: an unanswered field shows '' rather
 * than starting uncontrolled (undefined) and switching when the visitor types.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  return <MantineBaseInputTemplate {...props} value={props.value ?? ''} />;
}
