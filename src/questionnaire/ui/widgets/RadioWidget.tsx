import { fieldError } from './field-error.ts';
import { Radio } from '@mantine/core';
import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { ChoiceGroup } from './choice-group.tsx';

/** One choice among options: stores the option's value (a code, or the label text where the schema says so). */
export function RadioWidget({
  id,
  value,
  options,
  label,
  required,
  disabled,
  readonly,
  rawErrors,
  onChange,
}: WidgetProps) {
  const choices = options.enumOptions ?? [];
  return (
    <ChoiceGroup
      id={id}
      label={label}
      required={required ?? false}
      invalid={(rawErrors?.length ?? 0) > 0}
      columns={choices.length > 4 ? 2 : 1}
      describedBy={ariaDescribedByIds(id)}
      error={fieldError(rawErrors)}
    >
      {choices.map((choice, index) => (
        <Radio
          key={String(choice.value)}
          id={optionId(id, index)}
          name={id}
          value={String(choice.value)}
          label={choice.label}
          checked={value === choice.value}
          required={required}
          disabled={disabled || readonly}
          onChange={() => onChange(choice.value)}
        />
      ))}
    </ChoiceGroup>
  );
}
