import { Checkbox } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { controlProps } from './widget-props.ts';

/** A single yes/no box such as consent; its label is the statement being agreed to. */
export function CheckboxWidget(props: WidgetProps) {
  const { value, onChange } = props;
  return (
    <Checkbox
      {...controlProps(props)}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
