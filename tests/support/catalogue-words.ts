/**
 * The wording of a real form, read from its JSON, for tests that check where a word shows up (the
 * report, the email, the page) without copying the word itself: a consultant's rewording then
 * changes the snapshots and nothing else.
 */
import type { FormDefinition, PipelineStep } from '../../src/questionnaire/definition.ts';

/** The question's title in schema.json. */
export function questionTitle(definition: FormDefinition, field: string): string {
  const title = definition.schema.properties[field]?.title;
  if (title === undefined) throw new Error(`${definition.id} has no title for ${field}`);
  return title;
}

/** An option's label in schema.json (a oneOf title, or the value of a plain enum). */
export function optionTitle(definition: FormDefinition, field: string, value: string | number): string {
  const schema = definition.schema.properties[field];
  const options = (schema?.type === 'array' ? schema.items : schema)?.oneOf;
  const option = options?.find((candidate) => candidate.const === value);
  if (option?.title !== undefined) return option.title;
  if (options === undefined) return String(value);
  throw new Error(`${definition.id} has no option ${String(value)} for ${field}`);
}

/** A section's title in form.json. */
export function sectionTitle(definition: FormDefinition, id: string): string {
  const section = definition.form.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`${definition.id} has no section ${id}`);
  return section.title;
}

/** What the report and payload say for a field left empty. */
export function emptyText(definition: FormDefinition, field: string): string {
  return definition.form.report.emptyByField[field] ?? definition.form.report.empty;
}

/** The message of the form's first pipeline step of this check. */
export function stepMessage(definition: FormDefinition, check: PipelineStep['check']): string {
  const step = definition.form.pipeline.find((candidate) => candidate.check === check);
  if (!step) throw new Error(`${definition.id} has no ${check} step`);
  return step.message;
}

/** The label ui.json gives a slider's mark at `value` (ui:options.marks). */
export function markLabel(definition: FormDefinition, field: string, value: number): string {
  const ui = definition.ui[field] as { 'ui:options'?: { marks?: { value: number; label: string }[] } } | undefined;
  const mark = ui?.['ui:options']?.marks?.find((candidate) => candidate.value === value);
  if (!mark) throw new Error(`${definition.id} has no mark ${value} for ${field}`);
  return mark.label;
}
