import { optionId, type WidgetProps } from '@rjsf/utils';
import { ChoiceGroup, ChoiceOption } from './choice-group.tsx';
import { choiceGroupProps } from './widget-props.ts';

/** Several choices: stores the chosen option values, always in the options' own order. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, onChange } = props;
  const choices = options.enumOptions ?? [];
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const toggle = (choiceValue: unknown, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(choiceValue);
    else next.delete(choiceValue);
    onChange(choices.map((choice) => choice.value).filter((candidate) => next.has(candidate)));
  };
  return (
    <ChoiceGroup {...choiceGroupProps(props)}>
      {choices.map((choice, index) => (
        <ChoiceOption
          key={String(choice.value)}
          type="checkbox"
          id={optionId(id, index)}
          name={id}
          value={String(choice.value)}
          label={choice.label}
          checked={selected.includes(choice.value)}
          disabled={disabled || readonly}
          onChange={(checked) => toggle(choice.value, checked)}
        />
      ))}
    </ChoiceGroup>
  );
}
