/**
 * What an edit changes between two versions of a form, as a consultant reads it: questions added,
 * removed or moved to another section; options added, removed or reworded (choices and a scale's
 * marks); reveals and required rules changed. The workbench and `schemas:check --changes` list it.
 */
import type { FieldSchema, FormDefinition } from './definition.ts';
import { canonicalJson } from './versions.ts';

export type ChangeKind =
  | 'question added'
  | 'question removed'
  | 'question moved'
  | 'option added'
  | 'option removed'
  | 'option reworded'
  | 'reveal changed'
  | 'required changed';

export interface VersionChange {
  readonly kind: ChangeKind;
  readonly field: string;
  /** The option's value, for an option's change. */
  readonly value?: string | number;
  /** What a consultant reads: the labels before and after, the sections. */
  readonly detail: string;
}

/** A field's options by value: its choices (or its items' choices), or a scale's marks. */
function optionsOf(definition: FormDefinition, field: string): Map<string | number, string> {
  const schema: FieldSchema | undefined = definition.schema.properties[field];
  const choices = schema?.oneOf ?? schema?.items?.oneOf;
  if (choices) return new Map(choices.map((option) => [option.const, option.title ?? String(option.const)]));
  const values = schema?.enum ?? schema?.items?.enum;
  if (values) return new Map(values.map((value) => [value, String(value)]));
  const ui = definition.ui[field] as { 'ui:options'?: { marks?: { value: number; label: string }[] } } | undefined;
  return new Map((ui?.['ui:options']?.marks ?? []).map((mark) => [mark.value, mark.label]));
}

function sectionOf(definition: FormDefinition, field: string): string | undefined {
  return definition.form.sections.find((section) => section.fields.includes(field))?.title;
}

const labelOf = (definition: FormDefinition, field: string) => definition.schema.properties[field]?.title ?? field;

/** Canonical: a stored version's keys are sorted, the files' are not. */
function revealOf(definition: FormDefinition, field: string): string {
  return canonicalJson(definition.form.reveals.find((reveal) => reveal.field === field) ?? null);
}

/** The reveal as a consultant reads it: "shown when sponsorship is "yes"", "always shown". */
function revealText(definition: FormDefinition, field: string): string {
  const reveal = definition.form.reveals.find((each) => each.field === field);
  if (!reveal) return 'always shown';
  const condition =
    reveal.includes !== undefined
      ? `includes ${JSON.stringify(reveal.includes)}`
      : `is ${(reveal.equals ?? []).map((value) => JSON.stringify(value)).join(' or ')}`;
  return `${reveal.mode === 'show' ? 'shown' : 'enabled'} when ${reveal.when} ${condition}`;
}

function isRequired(definition: FormDefinition, field: string): boolean {
  return definition.form.pipeline.some((step) => step.check === 'required' && step.fields.includes(field));
}

export function versionChanges(before: FormDefinition, after: FormDefinition): VersionChange[] {
  const changes: VersionChange[] = [];
  const old = Object.keys(before.schema.properties);
  const now = Object.keys(after.schema.properties);
  for (const field of now.filter((each) => !old.includes(each))) {
    changes.push({ kind: 'question added', field, detail: `"${labelOf(after, field)}"` });
  }
  for (const field of old.filter((each) => !now.includes(each))) {
    changes.push({ kind: 'question removed', field, detail: `"${labelOf(before, field)}"` });
  }
  for (const field of old.filter((each) => now.includes(each))) {
    const [from, to] = [sectionOf(before, field), sectionOf(after, field)];
    if (from !== to) changes.push({ kind: 'question moved', field, detail: `from "${from ?? '-'}" to "${to ?? '-'}"` });
    const [was, is] = [optionsOf(before, field), optionsOf(after, field)];
    for (const [value, label] of is) {
      const earlier = was.get(value);
      if (earlier === undefined) changes.push({ kind: 'option added', field, value, detail: `"${label}"` });
      else if (earlier !== label)
        changes.push({ kind: 'option reworded', field, value, detail: `"${earlier}" is now "${label}"` });
    }
    for (const [value, label] of was) {
      if (!is.has(value)) changes.push({ kind: 'option removed', field, value, detail: `"${label}"` });
    }
    if (revealOf(before, field) !== revealOf(after, field)) {
      changes.push({
        kind: 'reveal changed',
        field,
        detail: `was ${revealText(before, field)}, now ${revealText(after, field)}`,
      });
    }
    if (isRequired(before, field) !== isRequired(after, field)) {
      changes.push({
        kind: 'required changed',
        field,
        detail: isRequired(after, field) ? 'now required' : 'now optional',
      });
    }
  }
  return changes;
}

/**
 * What stored leads may have answered that a change concerns: the question a removal takes away,
 * or the option a rewording or removal touches. Undefined for changes no stored answer reads
 * differently (a question added or moved, an option added, a reveal or required rule changed).
 */
export function answeredItem(change: VersionChange): { field: string; value?: string | number } | undefined {
  if (change.kind === 'question removed') return { field: change.field };
  if (change.kind === 'option reworded' || change.kind === 'option removed') {
    return change.value === undefined ? undefined : { field: change.field, value: change.value };
  }
  return undefined;
}

/** What a consultant reads about the stored leads a change concerns; empty when none answered it. */
export function leadsSentence(count: number | undefined): string {
  if (count === undefined || count === 0) return '';
  return `${count} stored lead${count === 1 ? '' : 's'} answered it, and their answers stay readable as they were answered`;
}

/** The list as lines, with how many stored leads answered each removed or reworded item when known. */
export function changeLines(
  formId: string,
  changes: readonly VersionChange[],
  counts?: readonly (number | undefined)[],
): string[] {
  if (changes.length === 0) return [`${formId}: no change since the version the server last served`];
  const lines = [
    `${formId}: ${changes.length} change${changes.length === 1 ? '' : 's'} since the version the server last served`,
  ];
  changes.forEach((change, index) => {
    const value = change.value === undefined ? '' : ` (${String(change.value)})`;
    const leads = leadsSentence(counts?.[index]);
    lines.push(`  ${change.kind}: ${change.field}${value} ${change.detail}${leads ? `; ${leads}` : ''}`);
  });
  return lines;
}
