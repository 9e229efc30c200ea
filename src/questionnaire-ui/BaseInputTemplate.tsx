import { TextInput, type TextInputProps } from '@mantine/core';
import { SchemaExamples } from '@rjsf/core';
import { ariaDescribedByIds, examplesId, getInputProps, labelValue, type BaseInputTemplateProps } from '@rjsf/utils';
import type { MouseEvent } from 'react';

/**
 * The text input behind RJSF's text, email, URL and number widgets: RJSF's Mantine template, with
 * a plain input for numbers as well. Mantine's number input (and its number-formatting library,
 * 8 KB gzip on every form page) draws nothing a questionnaire uses: whole numbers have their own
 * widget (updown), and a number typed here becomes one in NumberField. Controlled from the first
 * render: an unanswered field shows '' rather than starting uncontrolled and switching when the
 * visitor types. The input takes the field's HTML attributes from the schema and ui.json (type, step,
 * bounds), not every ui:option as a Mantine prop: the engine's options are for its widgets.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, type, schema, value, placeholder, required, disabled, readonly, autofocus } = props;
  const { label, hideLabel, onChange, onChangeOverride, onBlur, onFocus, options, rawErrors, children, registry } =
    props;
  const { ClearButton } = registry.templates.ButtonTemplates;
  const handler = onChangeOverride ?? onChange;
  const { type: inputType, step, min, max, autoComplete, autoCapitalize } = getInputProps(schema, type, options, false);
  const input: TextInputProps = {
    id,
    name: htmlName ?? id,
    type: inputType,
    step,
    min,
    max,
    autoComplete,
    autoCapitalize,
    label: labelValue(label || undefined, hideLabel, false),
    description: hideLabel ? undefined : options.description || schema.description,
    required,
    autoFocus: autofocus,
    disabled: disabled || readonly,
    placeholder,
    error: rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined,
    list: schema.examples ? examplesId(id) : undefined,
    value: typeof value === 'string' || typeof value === 'number' ? value : '',
    'aria-describedby': ariaDescribedByIds(id, !!schema.examples),
  };
  if (!readonly) {
    input.onChange = (event) => handler(event.target.value === '' ? options.emptyValue : event.target.value);
    input.onBlur = (event) => onBlur(id, event.target.value);
    input.onFocus = (event) => onFocus(id, event.target.value);
  }
  const clear = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    onChange(options.emptyValue ?? '');
  };
  return (
    <>
      <TextInput {...input} />
      {options.allowClearTextInputs && !readonly && !disabled && value ? (
        <ClearButton registry={registry} onClick={clear} />
      ) : null}
      {children}
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}
