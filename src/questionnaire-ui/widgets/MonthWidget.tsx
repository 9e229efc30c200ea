import { Group, NativeSelect } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useHydrated } from '../../shared/use-hydrated.ts';
import { dateBounds, dateStepOf, isDay, localToday, MONTH_NAMES } from '../../questionnaire/dates.ts';
import type { EngineContext } from '../form-context.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { choiceGroupProps } from './widget-props.ts';

/** Years offered when the field's date step sets no bound: ten either side of this year. */
const OPEN_YEARS = 10;

/**
 * A month: two native selects (month, year) in a fieldset whose legend is the question, so it
 * works the same in every browser (an <input type="month"> is a plain text box in some) and by
 * keyboard and screen reader. The answer is the month's first day ("2027-03-01"), given once both
 * are chosen. The years follow the field's "date" step bounds from the visitor's today, once the
 * page is hydrated (the prerendered HTML was made on another day).
 */
export function MonthWidget(props: WidgetProps) {
  const { id, value, name, registry, disabled, readonly, onChange } = props;
  const hydrated = useHydrated();
  const stored = isDay(value) ? { month: value.slice(5, 7), year: value.slice(0, 4) } : { month: '', year: '' };
  // a month chosen without its year (or the reverse) is kept here until the other half comes
  const [partial, setPartial] = useState(stored);
  const shown = isDay(value) ? stored : partial;
  const definition = (registry.formContext as EngineContext | undefined)?.definition;
  const today = localToday();
  const bounds = definition ? dateBounds(dateStepOf(definition, name), today, true) : {};
  const thisYear = Number(today.from.slice(0, 4));
  const first = bounds.min ? Number(bounds.min.slice(0, 4)) : thisYear - OPEN_YEARS;
  const last = bounds.max ? Number(bounds.max.slice(0, 4)) : thisYear + OPEN_YEARS;
  const years = hydrated ? Array.from({ length: last - first + 1 }, (_, index) => String(first + index)) : [];
  if (shown.year !== '' && !years.includes(shown.year)) years.push(shown.year);
  const choose = (next: { month: string; year: string }) => {
    setPartial(next);
    onChange(next.month !== '' && next.year !== '' ? `${next.year}-${next.month}-01` : undefined);
  };
  const group = choiceGroupProps(props);
  return (
    <ChoiceGroup {...group} columns={1}>
      <Group gap="sm" grow wrap="nowrap" maw={360}>
        <NativeSelect
          id={`${id}__month`}
          label="Month"
          value={shown.month}
          disabled={disabled || readonly}
          error={group.invalid || undefined}
          onChange={(event) => choose({ ...shown, month: event.currentTarget.value })}
          data={[
            { value: '', label: 'Month' },
            ...MONTH_NAMES.map((month, index) => ({ value: String(index + 1).padStart(2, '0'), label: month })),
          ]}
        />
        <NativeSelect
          id={`${id}__year`}
          label="Year"
          value={shown.year}
          disabled={disabled || readonly}
          error={group.invalid || undefined}
          onChange={(event) => choose({ ...shown, year: event.currentTarget.value })}
          data={[{ value: '', label: 'Year' }, ...years.map((year) => ({ value: year, label: year }))]}
        />
      </Group>
    </ChoiceGroup>
  );
}
