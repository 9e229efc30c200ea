/**
 * The plain-text report the firm receives: every answer grouped by section under its visible
 * label, with the submission time; empty optional answers get the form's default texts.
 */
import { isMonthField, monthText } from './dates.ts';
import { isBlank, optionLabel, type Answers, type FormDefinition } from './definition.ts';
import { isMatrixField, matrixLines } from './matrix.ts';
import { isRecordsField, recordLines } from './records.ts';
import { fieldState, isSectionShown } from './reveals.ts';

interface Mark {
  readonly value: number;
  readonly label: string;
}

function marksOf(definition: FormDefinition, field: string): readonly Mark[] {
  const ui = definition.ui[field] as { 'ui:options'?: { marks?: readonly Mark[] } } | undefined;
  return ui?.['ui:options']?.marks ?? [];
}

/** The field's report label from form.json, else its question title. */
function labelOf(definition: FormDefinition, field: string): string {
  return definition.form.report.labels?.[field] ?? definition.schema.properties[field]?.title ?? field;
}

/**
 * An answer of a shape the field's own formatting does not cover (a record kept by the form, or
 * data the catalogue check did not expect), in words: keys with their values, records apart, so the
 * firm never reads JavaScript's "[object Object]" or raw JSON.
 */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    const separator = value.some((item) => typeof item === 'object' && item !== null) ? '; ' : ', ';
    return value
      .map(plainText)
      .filter((text) => text !== '')
      .join(separator);
  }
  if (typeof value === 'object') {
    return Object.entries(value)
      .filter(([, item]) => !isBlank(item) || typeof item === 'boolean')
      .map(([key, item]) => `${key}: ${plainText(item)}`)
      .join(', ');
  }
  return String(value);
}

/**
 * Stored answers the lead's form version does not place (no question of that version has the
 * key): each with its key and its value in plain text, so no answer is ever out of view.
 */
export function otherAnswers(definition: FormDefinition, answers: Answers): [key: string, text: string][] {
  return Object.entries(answers)
    .filter(([key, value]) => !(key in definition.schema.properties) && (!isBlank(value) || value === false))
    .map(([key, value]) => [key, plainText(value)]);
}

export function formatValue(definition: FormDefinition, field: string, value: unknown): string {
  const schema = definition.schema.properties[field];
  if (schema?.type === 'boolean' && value === undefined) return 'No';
  if (isMatrixField(definition, field) && !isBlank(value)) {
    return matrixLines(definition, field, value, definition.form.report.empty).join('\n');
  }
  if (isRecordsField(definition, field) && recordLines(definition, field, value).length > 0) {
    // one line per record, never the records' raw data
    return recordLines(definition, field, value).join('\n');
  }
  if (isBlank(value) && typeof value !== 'boolean') {
    return definition.form.report.emptyByField[field] ?? definition.form.report.empty;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    if (value.some((item) => typeof item === 'object' && item !== null)) return plainText(value);
    return value.map((item) => optionLabel(schema?.items, item)).join(', ');
  }
  if (typeof value === 'number') {
    const mark = marksOf(definition, field).find((candidate) => candidate.value === value);
    return mark && mark.label !== String(value) ? mark.label : String(value);
  }
  if (typeof value === 'object' && value !== null) return plainText(value);
  if (typeof value === 'string' && isMonthField(definition, field)) return monthText(value);
  return optionLabel(schema, value).replace(/\r\n?/g, '\n');
}

/** Every character a mail program may show as a line break. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;

function isMultiLine(definition: FormDefinition, field: string): boolean {
  if (isMatrixField(definition, field) || isRecordsField(definition, field)) return true;
  return (definition.ui[field] as { 'ui:widget'?: string } | undefined)?.['ui:widget'] === 'textarea';
}

/**
 * One answer under its label. A visitor's text never starts a line of its own: single-line
 * answers lose their line breaks, multi-line answers are indented under the label.
 */
function answerLines(label: string, value: string, multiLine: boolean): string {
  if (!multiLine) return `${label}: ${value.replace(LINE_BREAK, ' ')}`;
  const answerRows = value.split(LINE_BREAK);
  return answerRows.length === 1
    ? `${label}: ${value}`
    : `${label}:\n${answerRows.map((row) => `  ${row}`).join('\n')}`;
}

export function buildReport(definition: FormDefinition, answers: Answers, submittedAt: Date): string {
  const { form } = definition;
  const lines: string[] = [form.report.title, `Submitted: ${submittedAt.toISOString()}`];
  for (const section of form.sections) {
    // a section skipped for these answers (its condition unmet) leaves no heading behind
    if (!isSectionShown(definition, section, answers)) continue;
    lines.push('', section.title.toUpperCase(), '-'.repeat(Math.min(section.title.length, 60)));
    for (const field of section.fields) {
      if (fieldState(definition, field, answers) !== 'active') continue;
      const value = formatValue(definition, field, answers[field]);
      const label = labelOf(definition, field);
      lines.push(answerLines(label, value, isMultiLine(definition, field)));
    }
  }
  // A form whose consent line is not part of its report (form.json consent "sent": false) keeps it
  // out; the server still receives and checks the consent in the answers.
  if (form.consent?.sent) {
    lines.push('', `Consent to be contacted: ${answers[form.consent.field] === true ? 'Yes' : 'No'}`);
  }
  const others = otherAnswers(definition, answers);
  if (others.length > 0) {
    lines.push('', 'OTHER ANSWERS', '-------------');
    for (const [key, text] of others) lines.push(answerLines(key, text, false));
  }
  return `${lines.join('\n')}\n`;
}
