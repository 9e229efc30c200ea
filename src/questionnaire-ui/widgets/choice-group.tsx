import type { ReactNode } from 'react';
import classes from './ChoiceGroup.module.css';

interface ChoiceGroupProps {
  readonly id: string;
  readonly label: string;
  readonly required: boolean;
  readonly invalid: boolean;
  readonly columns: 1 | 2;
  readonly describedBy?: string;
  readonly error?: string | undefined;
  readonly children: ReactNode;
}

/** Radio and checkbox groups: a fieldset whose legend is the question (announced with each option). */
export function ChoiceGroup({ id, label, required, invalid, columns, describedBy, error, children }: ChoiceGroupProps) {
  return (
    <fieldset
      id={id}
      className={classes.group}
      aria-describedby={error ? `${id}__error ${describedBy ?? ''}`.trim() : describedBy}
      aria-invalid={invalid || undefined}
    >
      <legend className={classes.legend}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={classes.options} data-columns={columns}>
        {children}
      </div>
      {error ? (
        <p id={`${id}__error`} className={classes.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface ChoiceOptionProps {
  readonly type: 'checkbox' | 'radio';
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly label: string;
  readonly checked: boolean;
  readonly required?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  readonly onChange: (checked: boolean) => void;
}

/**
 * One option of a group: a native input drawn in the site's style, and its label. Three elements
 * where Mantine's Checkbox and Radio take eight and a component tree each; a long questionnaire has
 * dozens of options, and each one costs its first layout and its hydration on a slow phone.
 */
export function ChoiceOption({
  type,
  id,
  name,
  value,
  label,
  checked,
  required,
  disabled,
  onChange,
}: ChoiceOptionProps) {
  return (
    <div className={classes.option}>
      <input
        className={classes.control}
        type={type}
        id={id}
        name={name}
        value={value}
        checked={checked}
        required={required}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
