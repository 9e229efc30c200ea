import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { mantineInputProps } from './widget-props.ts';

/**
 * Whole numbers. An empty or non-numeric entry is recorded as the field's ui:emptyValue (ui.json),
 * or left unanswered when it has none.
 */
export function parseWholeNumber(text: string, emptyValue?: number): number | undefined {
  const parsed = Number.parseInt(text, 10);
  return Number.isNaN(parsed) ? emptyValue : parsed;
}

export function IntegerWidget(props: WidgetProps) {
  const { value, options, onChange } = props;
  const emptyValue = typeof options.emptyValue === 'number' ? options.emptyValue : undefined;
  // The visitor's own text is shown as typed; the record holds its number.
  const [text, setText] = useState(typeof value === 'number' && value !== emptyValue ? String(value) : '');
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
        onChange(parseWholeNumber(event.currentTarget.value, emptyValue));
      }}
    />
  );
}
