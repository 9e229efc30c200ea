import { NativeSelect } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { mantineInputProps } from './widget-props.ts';

/** Long option lists: a native select (keyboard and screen-reader behaviour for free, no extra JS). */
export function SelectWidget(props: WidgetProps) {
  const { value, options, placeholder, onChange } = props;
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((choice) => choice.value === value);
  return (
    <NativeSelect
      {...mantineInputProps(props)}
      value={index === -1 ? '' : String(index)}
      onChange={(event) => {
        const chosen = choices[Number(event.currentTarget.value)];
        onChange(event.currentTarget.value === '' || !chosen ? undefined : chosen.value);
      }}
      data={[
        { value: '', label: placeholder || 'Select an option' },
        ...choices.map((choice, position) => ({ value: String(position), label: choice.label })),
      ]}
    />
  );
}
