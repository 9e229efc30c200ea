import { fieldError } from './field-error.ts';
import { Textarea } from '@mantine/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

export function TextareaWidget({
  id,
  value,
  options,
  label,
  required,
  disabled,
  readonly,
  placeholder,
  onChange,
  rawErrors,
}: WidgetProps) {
  return (
    <Textarea
      id={id}
      name={id}
      label={label}
      required={required}
      withAsterisk={required}
      disabled={disabled || readonly}
      placeholder={placeholder}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      value={typeof value === 'string' ? value : ''}
      aria-describedby={ariaDescribedByIds(id)}
      error={fieldError(rawErrors)}
      onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      styles={{ input: { minHeight: 80 } }}
    />
  );
}
