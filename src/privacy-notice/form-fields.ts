/**
 * What each form collects, as the notice states it: the questions' labels in the order the form
 * shows them, the ones it requires, and the forms that ask for marketing consent.
 */
import { formCounts } from '../questionnaire/counts.ts';
import { isHiddenField, type FormDefinition } from '../questionnaire/definition.ts';
import { matrixRows } from '../questionnaire/matrix.ts';
import { requiredFields } from '../questionnaire/progress.ts';
import { recordFields } from '../questionnaire/records.ts';
import type { Block } from './notice-blocks.ts';

/** A field's visible label: its schema title without the required mark some labels carry. */
function labelOf(definition: FormDefinition, field: string): string {
  const title = (definition.schema.properties[field]?.title ?? field).replace(/\s*\*\s*$/, '').trim();
  // a matrix names what it rates, its rows; a repeating group what each record holds, its fields
  const parts = [...matrixRows(definition, field), ...recordFields(definition, field)];
  return parts.length > 0 ? `${title} (${parts.map((part) => part.title).join(', ')})` : title;
}

function collectedFieldNames(definition: FormDefinition): string[] {
  const consent = definition.form.consent?.field;
  const inSections = definition.form.sections.flatMap((section) => section.fields);
  const rest = Object.keys(definition.schema.properties).filter((field) => !inSections.includes(field));
  return [...inSections, ...rest]
    .filter((field, index, all) => all.indexOf(field) === index)
    .filter((field) => field !== consent && !isHiddenField(definition, field));
}

/** The fields a visitor can fill in, in the order the form shows them; the consent box is stated apart. */
export function collectedFields(definition: FormDefinition): string[] {
  return collectedFieldNames(definition).map((field) => labelOf(definition, field));
}

/** The labels of the collected fields the form will not send without. */
export function requiredLabels(definition: FormDefinition): string[] {
  const required = new Set(requiredFields(definition));
  return collectedFieldNames(definition)
    .filter((field) => required.has(field))
    .map((field) => labelOf(definition, field));
}

/** The forms with a marketing opt-in (form.json marketingOptIn), with the opt-in's label. */
export function marketingForms(forms: readonly FormDefinition[]): { title: string; label: string }[] {
  return forms.flatMap((definition) => {
    const field = definition.form.marketingOptIn?.field;
    return field ? [{ title: definition.form.title, label: labelOf(definition, field) }] : [];
  });
}

export function formBlocks(forms: readonly FormDefinition[]): Block[] {
  const ordered = [...forms].sort(
    (a, b) =>
      Number(a.form.kind === 'questionnaire') - Number(b.form.kind === 'questionnaire') ||
      a.form.title.localeCompare(b.form.title),
  );
  return ordered.map((definition) => ({
    type: 'form',
    id: definition.id,
    title: definition.form.title,
    route: definition.form.route,
    fields: collectedFields(definition),
    required: requiredLabels(definition),
    counts: formCounts(definition),
  }));
}
