/**
 * The rows of `leads export`: one per submission of a form, with stable columns taken from the
 * form itself: id, received_at, status, consent_at (with marketing_at and marketing_withdrawn_at
 * on a form with a marketing opt-in), then every schema property in the order of
 * form.json's sections, then the properties outside every section in schema order ('Other'
 * texts, hidden record fields, consent...). Columns are named by the field names (the keys of
 * the stored answers), the same in CSV and JSON, so a column never moves or changes name when a
 * question's wording changes.
 *
 * A matrix has one column per row ("maturity.access"), in CSV and JSON alike. A repeating group
 * is one column: in JSON its records as stored, in CSV one line per record in the cell
 * ("Site name: Head office; Country: United Kingdom").
 * JSON keeps the values as stored (strings, numbers, booleans, arrays; null when unanswered).
 * CSV cells are text: arrays joined with "; ", booleans yes/no, unanswered empty; option values
 * are the stored ones (not their labels), as in JSON.
 */
import type { Answers, FormDefinition } from '../../questionnaire/definition.ts';
import { isMatrixField, matrixRows, rowAnswer } from '../../questionnaire/matrix.ts';
import { isRecordsField, recordLines } from '../../questionnaire/records.ts';
import type { StoredSubmission } from '../storage/store.ts';
import { toCsv } from './csv.ts';

export const FIXED_COLUMNS = ['id', 'received_at', 'status', 'consent_at'] as const;

/** The answer fields of a form, in section order, then the fields outside every section. */
export function answerColumns(definition: FormDefinition): string[] {
  const properties = Object.keys(definition.schema.properties);
  const columns: string[] = [];
  for (const section of definition.form.sections) {
    for (const field of section.fields) {
      if (properties.includes(field) && !columns.includes(field)) columns.push(field);
    }
  }
  for (const field of properties) if (!columns.includes(field)) columns.push(field);
  return columns;
}

/** The marketing consent's columns, on a form that declares a marketing opt-in. */
export const MARKETING_COLUMNS = ['marketing_at', 'marketing_withdrawn_at'] as const;

function recordColumns(definition: FormDefinition): string[] {
  return [...FIXED_COLUMNS, ...(definition.form.marketingOptIn ? MARKETING_COLUMNS : [])];
}

/**
 * The answer columns of an export: the answer fields, a matrix as one column per row, named
 * "<field>.<row>" (maturity.access), so each rating sorts and filters on its own.
 */
function answerCells(definition: FormDefinition): { column: string; value: (answers: Answers) => unknown }[] {
  return answerColumns(definition).flatMap((field) =>
    isMatrixField(definition, field)
      ? matrixRows(definition, field).map((row) => ({
          column: `${field}.${row.id}`,
          value: (answers: Answers) => rowAnswer(answers, field, row.id),
        }))
      : [{ column: field, value: (answers: Answers) => answers[field] }],
  );
}

export function exportColumns(definition: FormDefinition): string[] {
  return [...recordColumns(definition), ...answerCells(definition).map((cell) => cell.column)];
}

export type ExportRow = Record<string, unknown>;

export interface ExportTable {
  readonly columns: readonly string[];
  readonly rows: readonly ExportRow[];
  /** Stored answers whose field is no longer in the form's schema (left out of the export). */
  readonly unknownFields: readonly string[];
}

function parseAnswers(submission: StoredSubmission): Record<string, unknown> {
  const parsed: unknown = JSON.parse(submission.answers);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/** A lead with the form version it was answered on. */
export interface VersionedSubmission {
  readonly submission: StoredSubmission;
  readonly definition: FormDefinition;
}

/**
 * One object per submission with every column (null when unanswered), values as stored. With the
 * leads' versions, the columns are the union over them in the order of the newest lead's version,
 * a question an edit removed keeping its column after those, and each row names its version
 * (`form_version`, the last column).
 */
export function exportTable(
  definition: FormDefinition,
  submissions: readonly StoredSubmission[],
  versioned?: readonly VersionedSubmission[],
): ExportTable {
  // The leads' own versions, the newest lead's first; today's form when there are none.
  const own = [...new Set((versioned ?? []).map((lead) => lead.definition).reverse())];
  const definitions = own.length > 0 ? own : [definition];
  const fields = [...new Set(definitions.flatMap(answerColumns))];
  const cells = definitions
    .flatMap(answerCells)
    .filter((cell, index, all) => all.findIndex((other) => other.column === cell.column) === index);
  const unknown = new Set<string>();
  const versionOf = new Map((versioned ?? []).map((lead) => [lead.submission.id, lead.submission.formVersion]));
  const rows = submissions.map((submission) => {
    const answers = parseAnswers(submission);
    for (const key of Object.keys(answers)) if (!fields.includes(key)) unknown.add(key);
    const row: ExportRow = {
      id: submission.id,
      received_at: submission.receivedAt,
      status: submission.status,
      consent_at: submission.consentAt,
    };
    if (definition.form.marketingOptIn) {
      row.marketing_at = submission.marketingAt;
      row.marketing_withdrawn_at = submission.marketingWithdrawnAt;
    }
    for (const cell of cells) row[cell.column] = cell.value(answers) ?? null;
    if (versioned) row.form_version = versionOf.get(submission.id) ?? null;
    return row;
  });
  const columns = [...recordColumns(definition), ...cells.map((cell) => cell.column)];
  return { columns: versioned ? [...columns, 'form_version'] : columns, rows, unknownFields: [...unknown].sort() };
}

/** A stored value as CSV text: arrays joined with "; ", booleans yes/no, nothing as empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A table as CSV; a repeating group's cell holds one readable line per record (by the newest version that has it). */
export function tableToCsv(
  table: ExportTable,
  definition: FormDefinition,
  older: readonly FormDefinition[] = [],
): string {
  const recordsOf = (column: string) =>
    [definition, ...older].find((candidate) => column in candidate.schema.properties);
  const text = (column: string, value: unknown): string => {
    const owner = recordsOf(column);
    return owner && isRecordsField(owner, column) ? recordLines(owner, column, value).join('\n') : cellText(value);
  };
  return toCsv(
    table.columns,
    table.rows.map((row) => table.columns.map((column) => text(column, row[column]))),
  );
}

export function tableToJson(table: ExportTable): string {
  return `${JSON.stringify(table.rows, null, 2)}\n`;
}
