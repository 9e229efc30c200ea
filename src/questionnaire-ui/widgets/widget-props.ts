import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** The message a widget shows under itself (Mantine's `error` also sets aria-invalid). */
export function fieldError(rawErrors: readonly string[] | undefined): string | undefined {
  return rawErrors && rawErrors.length > 0 ? rawErrors.join(' ') : undefined;
}

/** What every single control passes to Mantine: id, label, required, state, help, error. */
export function controlProps({ id, label, required, disabled, readonly, rawErrors }: WidgetProps) {
  return {
    id,
    name: id,
    label,
    required,
    disabled: disabled || readonly,
    'aria-describedby': ariaDescribedByIds(id),
    error: fieldError(rawErrors),
  };
}

/** Text-like inputs also show the required mark beside their label. */
export function mantineInputProps(props: WidgetProps) {
  return { ...controlProps(props), withAsterisk: props.required };
}

/** What the radio and checkbox groups pass to their fieldset. */
export function choiceGroupProps({ id, label, required, rawErrors, options }: WidgetProps) {
  return {
    id,
    label,
    required: required ?? false,
    invalid: (rawErrors?.length ?? 0) > 0,
    columns: (options.enumOptions?.length ?? 0) > 4 ? (2 as const) : (1 as const),
    describedBy: ariaDescribedByIds(id),
    error: fieldError(rawErrors),
  };
}
