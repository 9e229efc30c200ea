import { fieldError } from './field-error.ts';
import { Checkbox } from '@mantine/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** A single yes/no box such as consent; its label is the statement being agreed to. */
export function CheckboxWidget({ id, value, label, required, disabled, readonly, onChange, rawErrors }: WidgetProps) {
  return (
    <Checkbox
      id={id}
      name={id}
      label={label}
      required={required}
      checked={value === true}
      disabled={disabled || readonly}
      aria-describedby={ariaDescribedByIds(id)}
      error={fieldError(rawErrors)}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
