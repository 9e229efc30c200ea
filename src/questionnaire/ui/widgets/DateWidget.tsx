import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { mantineInputProps } from './widget-props.ts';

/** A native date input: the browser's own picker, ISO yyyy-mm-dd values, no date library. */
export function DateWidget(props: WidgetProps) {
  const { value, onChange } = props;
  return (
    <TextInput
      {...mantineInputProps(props)}
      type="date"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
    />
  );
}
