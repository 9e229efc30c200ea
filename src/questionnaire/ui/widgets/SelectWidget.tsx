import { fieldError } from './field-error.ts';
import { NativeSelect } from '@mantine/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** Long option lists: a native select (keyboard and screen-reader behaviour for free, no extra JS). */
export function SelectWidget({
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
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((choice) => choice.value === value);
  return (
    <NativeSelect
      id={id}
      name={id}
      label={label}
      required={required}
      withAsterisk={required}
      disabled={disabled || readonly}
      value={index === -1 ? '' : String(index)}
      aria-describedby={ariaDescribedByIds(id)}
      error={fieldError(rawErrors)}
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
