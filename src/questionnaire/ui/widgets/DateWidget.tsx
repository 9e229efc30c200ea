import { fieldError } from './field-error.ts';
import { TextInput } from '@mantine/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** A native date input: the browser's own picker, ISO yyyy-mm-dd values, no date library. */
export function DateWidget({ id, value, label, required, disabled, readonly, onChange, rawErrors }: WidgetProps) {
  return (
    <TextInput
      id={id}
      name={id}
      type="date"
      label={label}
      required={required}
      withAsterisk={required}
      disabled={disabled || readonly}
      value={typeof value === 'string' ? value : ''}
      aria-describedby={ariaDescribedByIds(id)}
      error={fieldError(rawErrors)}
      onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
    />
  );
}
