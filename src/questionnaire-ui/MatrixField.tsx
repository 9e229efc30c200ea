import { Radio } from '@mantine/core';
import { ariaDescribedByIds, type FieldProps } from '@rjsf/utils';
import type { CSSProperties } from 'react';
import { matrixRows, scalePoints, type MatrixRow } from '../questionnaire/matrix.ts';
import type { EngineContext } from './form-context.ts';
import classes from './MatrixField.module.css';

/**
 * A matrix (ui:field "matrix"): a fieldset named by the question holding one radio group per row,
 * each named by its row, its radios named by the scale's points. Wide screens lay the
 * rows out as a grid under one header of the scale (the header is for the eye; each radio keeps
 * its own name); narrow screens stack each row above its labelled choices.
 */
export function MatrixField(props: FieldProps) {
  const { name, formData, registry, fieldPathId, required, disabled, readonly, rawErrors, schema, onChange } = props;
  const definition = (registry.formContext as EngineContext).definition;
  const rows: readonly MatrixRow[] = matrixRows(definition, name);
  const points = scalePoints(rows[0]?.schema);
  const named = points.some((point) => point.label !== String(point.value));
  const id = fieldPathId.$id;
  const value = (typeof formData === 'object' && formData !== null ? formData : {}) as Record<string, unknown>;
  const error = rawErrors && rawErrors.length > 0 ? rawErrors.join(' ') : undefined;
  const choose = (row: string, point: string | number) => {
    onChange({ ...value, [row]: point }, fieldPathId.path);
  };
  const describedBy = ariaDescribedByIds(id);
  return (
    <fieldset
      id={id}
      className={classes.matrix}
      aria-describedby={error ? `${id}__error ${describedBy}` : describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className={classes.legend}>
        {schema.title ?? name}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={classes.grid} style={{ '--matrix-points': points.length } as CSSProperties}>
        <div className={classes.head} aria-hidden="true">
          <span />
          {points.map((point) => (
            <span key={String(point.value)}>{point.label}</span>
          ))}
        </div>
        {rows.map((row) => (
          <div
            key={row.id}
            role="radiogroup"
            aria-labelledby={`${id}_${row.id}__label`}
            aria-required={(row.required && required) || undefined}
            className={classes.row}
            id={`${id}_${row.id}`}
          >
            <span id={`${id}_${row.id}__label`} className={classes.rowLegend}>
              {row.title}
              {row.required && required ? (
                <span className={classes.required} aria-hidden="true">
                  *
                </span>
              ) : null}
            </span>
            <div className={classes.points} data-named={named}>
              {points.map((point, index) => (
                <Radio
                  key={String(point.value)}
                  id={`${id}_${row.id}-${index}`}
                  name={`${id}_${row.id}`}
                  value={String(point.value)}
                  label={point.label}
                  className={classes.point}
                  classNames={{ label: classes.pointLabel }}
                  checked={value[row.id] === point.value}
                  disabled={disabled || readonly}
                  onChange={() => choose(row.id, point.value)}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}__error`} className={classes.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
