import { Button } from '@mantine/core';
import { useContext, useEffect, useRef } from 'react';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { numbered, recordWords } from '../questionnaire/records.ts';
import { EngineStateContext, type EngineContext } from './form-context.ts';
import classes from './RecordsTemplates.module.css';

/** The repeating group a template belongs to: the first step of its path names the field. */
function groupOf(path: readonly (string | number)[]): string {
  return String(path[0] ?? '');
}

/**
 * A repeating group (a list of records): a fieldset named by the question, its description, one
 * fieldset per record and the add button, named by ui.json's words ("Add a site"); the button
 * goes once the group holds its "maxItems" records.
 */
export function RecordsTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, fieldPathId, schema, title, required, disabled, readonly, registry, rawErrors } =
    props;
  const { definition } = registry.formContext as EngineContext;
  const { beforeScripts } = useContext(EngineStateContext);
  const words = recordWords(definition, groupOf(fieldPathId.path));
  const id = fieldPathId.$id;
  // after "Add a site", the keyboard lands in the new record's first field
  const added = useRef(false);
  const records = useRef<HTMLDivElement>(null);
  // after "Remove site 2" the button is gone: the keyboard lands on the add button instead of the page's top
  const group = useRef<HTMLFieldSetElement>(null);
  const count = useRef(items.length);
  useEffect(() => {
    const removed = items.length < count.current;
    count.current = items.length;
    if (added.current) {
      added.current = false;
      records.current?.querySelector<HTMLElement>(':scope > :last-child :is(input, select, textarea)')?.focus();
    } else if (removed && (document.activeElement === null || document.activeElement === document.body)) {
      const add = group.current?.querySelector<HTMLElement>(`.${classes.add}`);
      (add ?? group.current?.querySelector<HTMLElement>('input, select'))?.focus();
    }
  }, [items.length]);
  const error = rawErrors !== undefined && rawErrors.length > 0;
  const describedBy = [error ? `${id}__error` : '', schema.description ? `${id}__description` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      ref={group}
      id={id}
      className={classes.group}
      aria-describedby={describedBy || undefined}
      aria-invalid={error || undefined}
    >
      <legend className={classes.legend}>
        {schema.title ?? title}
        {/* a group needing one record at least is as required as a required question */}
        {required || (schema.minItems ?? 0) > 0 ? (
          <span className={classes.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {schema.description ? (
        <p id={`${id}__description`} className={classes.description}>
          {schema.description}
        </p>
      ) : null}
      {beforeScripts ? (
        // No button adds or removes a record without scripts: the page offers blank ones instead.
        <p className={classes.description}>Fill in one for each you have; blank ones are left out.</p>
      ) : null}
      <div ref={records} className={classes.records}>
        {items}
      </div>
      {error ? (
        <p id={`${id}__error`} className={classes.error}>
          {rawErrors.join(' ')}
        </p>
      ) : null}
      {canAdd && !beforeScripts ? (
        <Button
          type="button"
          variant="light"
          color="teal"
          className={classes.add}
          disabled={disabled || readonly}
          onClick={(event) => {
            added.current = true;
            onAddClick(event);
          }}
        >
          {words.add}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** One record: a fieldset headed "Site 2" holding its fields, and its remove button "Remove site 2". */
export function RecordTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, index, buttonsProps, registry, disabled, readonly } = props;
  const { definition } = registry.formContext as EngineContext;
  const { beforeScripts } = useContext(EngineStateContext);
  const words = recordWords(definition, groupOf(buttonsProps.fieldPathId.path));
  return (
    <fieldset className={classes.record}>
      <legend className={classes.recordLegend}>{numbered(words.record, index + 1)}</legend>
      {children}
      {beforeScripts ? null : (
        <Button
          type="button"
          variant="subtle"
          color="red"
          size="compact-sm"
          className={classes.remove}
          disabled={disabled || readonly}
          onClick={buttonsProps.onRemoveItem}
        >
          {numbered(words.remove, index + 1)}
        </Button>
      )}
    </fieldset>
  );
}

/** The fields of one record, side by side on wide screens and stacked on narrow ones. */
export function RecordFields({ properties }: ObjectFieldTemplateProps) {
  return (
    <div className={classes.fields}>
      {properties
        .filter((property) => !property.hidden)
        .map((property) => (
          <div key={property.name}>{property.content}</div>
        ))}
    </div>
  );
}
