import { Textarea } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { mantineInputProps } from './widget-props.ts';

export function TextareaWidget(props: WidgetProps) {
  const { value, options, onChange } = props;
  return (
    <Textarea
      {...mantineInputProps(props)}
      placeholder={props.placeholder}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      styles={{ input: { minHeight: 80 } }}
    />
  );
}
