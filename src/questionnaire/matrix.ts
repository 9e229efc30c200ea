/**
 * A matrix: several rows answered on one scale (a 0-5 maturity rating per control area, or named
 * levels), written in schema.json as an object field whose properties are the rows, each with its
 * title and the same scale (an integer with a minimum and a maximum, or options), shown with
 * "ui:field": "matrix". The answer is an object of the rows answered ({ "access": 3 }). Rows the
 * matrix's own "required" lists must be answered when a "required" step names the matrix; without
 * such a list, one answered row is enough.
 */
import { isBlank, optionLabel, type Answers, type FieldSchema, type FormDefinition } from './definition.ts';

export interface MatrixRow {
  readonly id: string;
  readonly title: string;
  readonly schema: FieldSchema;
  readonly required: boolean;
}

export interface ScalePoint {
  readonly value: string | number;
  readonly label: string;
}

export function isMatrixField(definition: FormDefinition, field: string): boolean {
  return (definition.ui[field] as { 'ui:field'?: string } | undefined)?.['ui:field'] === 'matrix';
}

/** The rows of a matrix field, in schema order (none for another field). */
export function matrixRows(definition: FormDefinition, field: string): readonly MatrixRow[] {
  if (!isMatrixField(definition, field)) return [];
  const schema = definition.schema.properties[field];
  const required = new Set(schema?.required ?? []);
  return Object.entries(schema?.properties ?? {}).map(([id, row]) => ({
    id,
    title: row.title ?? id,
    schema: row,
    required: required.has(id),
  }));
}

/** The points of a scale: its options, or every whole number from its minimum to its maximum. */
export function scalePoints(row: FieldSchema | undefined): readonly ScalePoint[] {
  if (!row) return [];
  if (row.oneOf)
    return row.oneOf.map((option) => ({ value: option.const, label: option.title ?? String(option.const) }));
  if (row.enum) return row.enum.map((value) => ({ value, label: String(value) }));
  const { minimum, maximum } = row;
  if (minimum === undefined || maximum === undefined || maximum < minimum) return [];
  return Array.from({ length: maximum - minimum + 1 }, (_, index) => ({
    value: minimum + index,
    label: String(minimum + index),
  }));
}

/** One row's answer, if the matrix answer has it. */
export function rowAnswer(answers: Answers, field: string, row: string): unknown {
  const value = answers[field];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[row]
    : undefined;
}

/** Whether a required step finds the matrix answered: its required rows, or at least one row. */
export function isMatrixComplete(definition: FormDefinition, field: string, answers: Answers): boolean {
  const rows = matrixRows(definition, field);
  const answered = (row: MatrixRow) => !isBlank(rowAnswer(answers, field, row.id));
  const required = rows.filter((row) => row.required);
  return required.length > 0 ? required.every(answered) : rows.some(answered);
}

/** A matrix answer as report lines, one per row: "Access control: 3", "Cryptography: Not specified". */
export function matrixLines(definition: FormDefinition, field: string, value: unknown, empty: string): string[] {
  return matrixRows(definition, field).map((row) => {
    const answer = rowAnswer({ [field]: value }, field, row.id);
    return `${row.title}: ${isBlank(answer) ? empty : optionLabel(row.schema, answer)}`;
  });
}
