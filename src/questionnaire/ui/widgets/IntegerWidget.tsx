import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { mantineInputProps } from './widget-props.ts';

/** Whole numbers; an empty or non-numeric entry is recorded as 0 (document 2: ISO 9001 locations). */
export function parseWholeNumber(text: string): number {
  const parsed = Number.parseInt(text, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

export function IntegerWidget(props: WidgetProps) {
  const { value, options, onChange } = props;
  // The visitor's own text is shown as typed; the record holds its number (0 when empty).
  const [text, setText] = useState(typeof value === 'number' && value !== 0 ? String(value) : '');
  return (
    <TextInput
      {...mantineInputProps(props)}
      placeholder={props.placeholder}
      type="number"
      inputMode="numeric"
      step={1}
      min={typeof options.min === 'number' ? options.min : undefined}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(parseWholeNumber(event.currentTarget.value));
      }}
    />
  );
}
