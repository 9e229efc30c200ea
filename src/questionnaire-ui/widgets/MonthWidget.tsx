import { Group, NativeSelect } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useHydrated } from '../../shared/use-hydrated.ts';
import { dateBounds, dateStepOf, isDay, localToday, MONTH_NAMES } from '../../questionnaire/dates.ts';
import type { FormDefinition } from '../../questionnaire/definition.ts';
import type { EngineContext } from '../form-context.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { choiceGroupProps } from './widget-props.ts';

/** Years offered when the field's date step sets no bound: ten either side of this year. */
const OPEN_YEARS = 10;

/**
 * The day the site was built (vite.config.ts), unset where nothing is prerendered (the tests, the
 * workbench, the server's page for a form sent without scripts): until the page is hydrated it
 * stands for the visitor's today, so the prerendered years and the hydrating scripts' agree.
 */
const BUILT_ON: unknown = import.meta.env.VITE_BUILT_ON;

/** The years the field's "date" step allows from this day, and `spare` more after them. */
function yearsFrom(definition: FormDefinition | undefined, field: string, day: string, spare: number): string[] {
  const bounds = definition ? dateBounds(dateStepOf(definition, field), { from: day, to: day }, true) : {};
  const thisYear = Number(day.slice(0, 4));
  const first = bounds.min ? Number(bounds.min.slice(0, 4)) : thisYear - OPEN_YEARS;
  const last = (bounds.max ? Number(bounds.max.slice(0, 4)) : thisYear + OPEN_YEARS) + spare;
  return Array.from({ length: last - first + 1 }, (_, index) => String(first + index));
}

/**
 * A month: two native selects (month, year) in a fieldset whose legend is the question, so it
 * works the same in every browser (an <input type="month"> is a plain text box in some) and by
 * keyboard and screen reader. The answer is the month's first day ("2027-03-01"), given once both
 * are chosen. Each select is named (`<id>__month`, `<id>__year`), so the page's form carries the
 * month without scripts (form-fields.ts). The years follow the field's "date" step bounds from the
 * visitor's today once the page is hydrated; before, from the day the page was built, with a year
 * to spare, since a visitor without scripts may come a while after it (the server checks the bounds).
 */
export function MonthWidget(props: WidgetProps) {
  const { id, value, name, registry, disabled, readonly, onChange } = props;
  const hydrated = useHydrated();
  const stored = isDay(value) ? { month: value.slice(5, 7), year: value.slice(0, 4) } : { month: '', year: '' };
  // a month chosen without its year (or the reverse) is kept here until the other half comes
  const [partial, setPartial] = useState(stored);
  const shown = isDay(value) ? stored : partial;
  const definition = (registry.formContext as EngineContext | undefined)?.definition;
  const years = hydrated
    ? yearsFrom(definition, name, localToday().from, 0)
    : yearsFrom(definition, name, isDay(BUILT_ON) ? BUILT_ON : localToday().from, 1);
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
          name={`${id}__month`}
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
          name={`${id}__year`}
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
