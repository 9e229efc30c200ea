import { optionId, type WidgetProps } from '@rjsf/utils';
import { ChoiceGroup, ChoiceOption } from './choice-group.tsx';
import { choiceGroupProps } from './widget-props.ts';

/** One choice among options: stores the option's value (a code, or the label text where the schema says so). */
export function RadioWidget(props: WidgetProps) {
  const { id, value, options, required, disabled, readonly, onChange } = props;
  return (
    <ChoiceGroup {...choiceGroupProps(props)}>
      {(options.enumOptions ?? []).map((choice, index) => (
        <ChoiceOption
          key={String(choice.value)}
          type="radio"
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
