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
