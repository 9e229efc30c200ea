import { fieldError } from './field-error.ts';
import { TextInput } from '@mantine/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';

/** Whole numbers; an empty or non-numeric entry is recorded as 0 (document 2: ISO 9001 locations). */
export function parseWholeNumber(text: string): number {
  const parsed = Number.parseInt(text, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

export function IntegerWidget({
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
  // The visitor's own text is shown as typed; the record holds its number (0 when empty).
  const [text, setText] = useState(typeof value === 'number' && value !== 0 ? String(value) : '');
  return (
    <TextInput
      id={id}
      name={id}
      type="number"
      inputMode="numeric"
      step={1}
      min={typeof options.min === 'number' ? options.min : undefined}
      label={label}
      required={required}
      withAsterisk={required}
      disabled={disabled || readonly}
      placeholder={placeholder}
      value={text}
      aria-describedby={ariaDescribedByIds(id)}
      error={fieldError(rawErrors)}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(parseWholeNumber(event.currentTarget.value));
      }}
    />
  );
}
