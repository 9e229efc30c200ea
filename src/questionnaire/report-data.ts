/**
 * A lead's report as data: its sections, each question's answer in the shape it was asked (one
 * value, several choices, a matrix's rows, a repeating group's records, or the form's text for a
 * question left unanswered), the consent line, the stored answers its version does not place, and
 * the readiness snapshot. Every view of a lead (the plain-text report, the email's HTML part, the
 * desk's lead page and print view) is drawn from this one structure. Plain data, so it travels as
 * JSON.
 */
import { isMonthField, monthText } from './dates.ts';
import { isBlank, optionLabel, type Answers, type FormDefinition } from './definition.ts';
import { isMatrixField, matrixRows, rowAnswer } from './matrix.ts';
import { isRecordsField, recordFields, recordsOf } from './records.ts';
import { fieldState, isSectionShown } from './reveals.ts';
import { readinessSnapshot, type ReadinessSnapshot } from './scoring.ts';

export type ReportAnswer =
  /** One value in words: a choice's label, a number's mark, a date, typed text. */
  | { readonly kind: 'text'; readonly text: string }
  /** Left unanswered: the form's text for that ("Not specified"). */
  | { readonly kind: 'empty'; readonly text: string }
  /** Several choices, each by its label. */
  | { readonly kind: 'choices'; readonly items: readonly string[] }
  /** A matrix: each row with its answer's label, null when that row was left unanswered. */
  | {
      readonly kind: 'matrix';
      readonly rows: readonly { readonly title: string; readonly answer: string | null }[];
      /** What an unanswered row reads as in text. */
      readonly empty: string;
    }
  /** A repeating group: its fields' titles, then one row per record (null where a field is empty). */
  | {
      readonly kind: 'records';
      readonly columns: readonly string[];
      readonly rows: readonly (readonly (string | null)[])[];
    };

export interface ReportItem {
  readonly field: string;
  readonly label: string;
  /** Whether the text report keeps the answer's line breaks (long text, a matrix, records). */
  readonly multiLine: boolean;
  readonly answer: ReportAnswer;
}

export interface ReportSection {
  readonly id: string;
  readonly title: string;
  readonly items: readonly ReportItem[];
}

export interface LeadReport {
  readonly title: string;
  /** ISO 8601. */
  readonly submittedAt: string;
  readonly sections: readonly ReportSection[];
  /** The consent line (whether the box was ticked), null for a form that keeps it out of its report. */
  readonly consent: boolean | null;
  /** Stored answers this version has no question for, by key, in plain text. */
  readonly others: readonly { readonly key: string; readonly text: string }[];
  /** Null for a form without scoring. */
  readonly snapshot: ReadinessSnapshot | null;
}

interface Mark {
  readonly value: number;
  readonly label: string;
}

function marksOf(definition: FormDefinition, field: string): readonly Mark[] {
  const ui = definition.ui[field] as { 'ui:options'?: { marks?: readonly Mark[] } } | undefined;
  return ui?.['ui:options']?.marks ?? [];
}

/** The field's report label from form.json, else its question title. */
export function labelOf(definition: FormDefinition, field: string): string {
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

/** A repeating group's records as table rows, each field's answer in words; records holding nothing are left out. */
function recordRows(definition: FormDefinition, field: string, value: unknown): (string | null)[][] {
  const fields = recordFields(definition, field);
  return recordsOf(value)
    .map((record) =>
      fields.map((child) => {
        const item = record[child.id];
        if (isBlank(item) && typeof item !== 'boolean') return null;
        const text = typeof item === 'boolean' ? (item ? 'Yes' : 'No') : optionLabel(child.schema, item);
        return text.replace(/\s+/g, ' ').trim();
      }),
    )
    .filter((row) => row.some((cell) => cell !== null));
}

/** One answer in the shape it was asked. */
export function reportAnswer(definition: FormDefinition, field: string, value: unknown): ReportAnswer {
  const schema = definition.schema.properties[field];
  const text = (words: string): ReportAnswer => ({ kind: 'text', text: words });
  if (schema?.type === 'boolean' && value === undefined) return text('No');
  const { empty, emptyByField } = definition.form.report;
  if (isMatrixField(definition, field) && !isBlank(value)) {
    const rows = matrixRows(definition, field).map((row) => {
      const answer = rowAnswer({ [field]: value }, field, row.id);
      return { title: row.title, answer: isBlank(answer) ? null : optionLabel(row.schema, answer) };
    });
    return { kind: 'matrix', rows, empty };
  }
  const records = isRecordsField(definition, field) ? recordRows(definition, field, value) : [];
  if (records.length > 0) {
    return { kind: 'records', columns: recordFields(definition, field).map((child) => child.title), rows: records };
  }
  if (isBlank(value) && typeof value !== 'boolean') return { kind: 'empty', text: emptyByField[field] ?? empty };
  if (typeof value === 'boolean') return text(value ? 'Yes' : 'No');
  if (Array.isArray(value)) {
    if (value.some((item) => typeof item === 'object' && item !== null)) return text(plainText(value));
    return { kind: 'choices', items: value.map((item) => optionLabel(schema?.items, item)) };
  }
  if (typeof value === 'number') {
    const mark = marksOf(definition, field).find((candidate) => candidate.value === value);
    return text(mark && mark.label !== String(value) ? mark.label : String(value));
  }
  if (typeof value === 'object' && value !== null) return text(plainText(value));
  if (typeof value === 'string' && isMonthField(definition, field)) return text(monthText(value));
  return text(optionLabel(schema, value).replace(/\r\n?/g, '\n'));
}

/** An answer in plain text, as the text report and `leads show` carry it: a matrix or records one line each. */
export function answerText(answer: ReportAnswer): string {
  switch (answer.kind) {
    case 'text':
    case 'empty':
      return answer.text;
    case 'choices':
      return answer.items.join(', ');
    case 'matrix':
      return answer.rows.map((row) => `${row.title}: ${row.answer ?? answer.empty}`).join('\n');
    case 'records':
      return answer.rows
        .map((row) =>
          answer.columns
            .flatMap((column, index) => (row[index] == null ? [] : [`${column}: ${row[index]}`]))
            .join('; '),
        )
        .join('\n');
  }
}

function isMultiLine(definition: FormDefinition, field: string): boolean {
  if (isMatrixField(definition, field) || isRecordsField(definition, field)) return true;
  return (definition.ui[field] as { 'ui:widget'?: string } | undefined)?.['ui:widget'] === 'textarea';
}

/** The report of these answers on this form version. */
export function leadReport(definition: FormDefinition, answers: Answers, submittedAt: Date): LeadReport {
  const { form } = definition;
  const sections = form.sections
    // a section skipped for these answers (its condition unmet) leaves no heading behind
    .filter((section) => isSectionShown(definition, section, answers))
    .map((section) => ({
      id: section.id,
      title: section.title,
      items: section.fields
        .filter((field) => fieldState(definition, field, answers) === 'active')
        .map((field) => ({
          field,
          label: labelOf(definition, field),
          multiLine: isMultiLine(definition, field),
          answer: reportAnswer(definition, field, answers[field]),
        })),
    }));
  return {
    title: form.report.title,
    submittedAt: submittedAt.toISOString(),
    sections,
    // A form whose consent line is not part of its report (form.json consent "sent": false) keeps it
    // out; the server still receives and checks the consent in the answers.
    consent: form.consent?.sent ? answers[form.consent.field] === true : null,
    others: otherAnswers(definition, answers).map(([key, text]) => ({ key, text })),
    snapshot: readinessSnapshot(definition, answers),
  };
}
