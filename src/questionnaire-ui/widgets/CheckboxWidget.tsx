import { Checkbox } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { PrivacyNoticeLink } from '../../shared/PrivacyNoticeLink.tsx';
import type { EngineContext } from '../form-context.ts';
import { controlProps } from './widget-props.ts';

/** A single yes/no box such as consent; its label is the statement being agreed to. */
export function CheckboxWidget(props: WidgetProps) {
  const { value, onChange, name, registry } = props;
  // The consent box is given with the privacy notice beside it.
  const isConsent = (registry.formContext as EngineContext | undefined)?.definition.form.consent?.field === name;
  const control = controlProps(props);
  return (
    <Checkbox
      {...control}
      // Mantine's Checkbox shows `error` but does not mark the box invalid for assistive technology.
      aria-invalid={control.error ? true : undefined}
      description={isConsent ? <PrivacyNoticeLink /> : undefined}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
