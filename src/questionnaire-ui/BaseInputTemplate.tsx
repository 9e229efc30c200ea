import { TextInput } from '@mantine/core';
import { SchemaExamples } from '@rjsf/core';
import { cleanupOptions } from '@rjsf/mantine/lib/utils.js';
import { ariaDescribedByIds, examplesId, getInputProps, labelValue, type BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent, MouseEvent } from 'react';

/**
 * The text input behind RJSF's text, email, URL and number widgets: RJSF's Mantine template, with
 * a plain input for numbers as well. Mantine's number input (and its number-formatting library,
 * 8 KB gzip on every form page) draws nothing a questionnaire uses: whole numbers have their own
 * widget (updown), and a number typed here becomes one in NumberField. Controlled from the first
 * render: an unanswered field shows '' rather than starting uncontrolled and switching when the
 * visitor types.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, type, schema, value, placeholder, required, disabled, readonly, autofocus } = props;
  const { label, hideLabel, onChange, onChangeOverride, onBlur, onFocus, options, rawErrors, children, registry } =
    props;
  const { ClearButton } = registry.templates.ButtonTemplates;
  const handler = onChangeOverride ?? onChange;
  const clear = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    onChange(options.emptyValue ?? '');
  };
  return (
    <>
      <TextInput
        id={id}
        name={htmlName ?? id}
        label={labelValue(label || undefined, hideLabel, false)}
        required={required}
        autoFocus={autofocus}
        disabled={disabled || readonly}
        onBlur={readonly ? undefined : (event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
        onFocus={readonly ? undefined : (event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
        placeholder={placeholder}
        error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
        list={schema.examples ? examplesId(id) : undefined}
        {...getInputProps(schema, type, options, false)}
        {...cleanupOptions(options)}
        description={hideLabel ? undefined : options.description || schema.description}
        value={value ?? ''}
        onChange={
          readonly
            ? undefined
            : (event: ChangeEvent<HTMLInputElement>) =>
                handler(event.target.value === '' ? options.emptyValue : event.target.value)
        }
        aria-describedby={ariaDescribedByIds(id, !!schema.examples)}
      />
      {options.allowClearTextInputs && !readonly && !disabled && value ? (
        <ClearButton registry={registry} onClick={clear} />
      ) : null}
      {children}
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}
