import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useHydrated } from '../../shared/use-hydrated.ts';
import { dateBounds, dateStepOf, localToday } from '../../questionnaire/dates.ts';
import type { EngineContext } from '../form-context.ts';
import { mantineInputProps } from './widget-props.ts';

/**
 * A native date input: the browser's own picker, ISO yyyy-mm-dd values, no date library. The
 * field's "date" step bounds the picker (min, max) from the visitor's today, set once the page is
 * hydrated: the prerendered HTML was made on another day.
 */
export function DateWidget(props: WidgetProps) {
  const { value, onChange, name, registry } = props;
  const hydrated = useHydrated();
  const definition = (registry.formContext as EngineContext | undefined)?.definition;
  const bounds = hydrated && definition ? dateBounds(dateStepOf(definition, name), localToday()) : {};
  return (
    <TextInput
      {...mantineInputProps(props)}
      type="date"
      min={bounds.min}
      max={bounds.max}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
    />
  );
}
