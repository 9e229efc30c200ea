import { fieldError } from './field-error.ts';
import { Checkbox } from '@mantine/core';
import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { ChoiceGroup } from './choice-group.tsx';

/** Several choices: stores the chosen option values, always in the options' own order. */
export function CheckboxesWidget({
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
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const toggle = (choiceValue: unknown, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(choiceValue);
    else next.delete(choiceValue);
    onChange(choices.map((choice) => choice.value).filter((candidate) => next.has(candidate)));
  };
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
        <Checkbox
          key={String(choice.value)}
          id={optionId(id, index)}
          name={id}
          value={String(choice.value)}
          label={choice.label}
          checked={selected.includes(choice.value)}
          disabled={disabled || readonly}
          onChange={(event) => toggle(choice.value, event.currentTarget.checked)}
        />
      ))}
    </ChoiceGroup>
  );
}
