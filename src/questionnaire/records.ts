/**
 * A repeating group: a list of small records (a site's name, country and headcount), written in
 * schema.json as a list ("type": "array") whose "items" is an object of plain fields (text,
 * number, yes/no, single choice), with "minItems" and "maxItems" bounding how many. The visitor
 * adds and removes records; the answer is the list of records as entered. A "count" step checks
 * the number of records against the bounds, a "records" step each record's required fields (the
 * items' own "required"). The group counts as one question; everywhere an answer is read, a
 * record is one readable line ("Site name: Head office; Country: United Kingdom; Headcount: 120").
 */
import { isBlank, optionLabel, type Answers, type FieldSchema, type FormDefinition } from './definition.ts';

export interface RecordField {
  readonly id: string;
  readonly title: string;
  readonly schema: FieldSchema;
  readonly required: boolean;
}

/** What ui.json's "ui:options" of a repeating group names: the record, the add and remove buttons. */
export interface RecordWords {
  /** A record's heading, "{n}" its position from 1: "Site {n}". */
  readonly record: string;
  /** The add button: "Add a site". */
  readonly add: string;
  /** The remove button of one record, "{n}" its position: "Remove site {n}". */
  readonly remove: string;
}

function isRecordsSchema(schema: FieldSchema | undefined): boolean {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  return type === 'array' && schema?.items?.type === 'object';
}

/** Whether a field is a repeating group: a list whose items are records. */
export function isRecordsField(definition: FormDefinition, field: string): boolean {
  return isRecordsSchema(definition.schema.properties[field]);
}

/** The fields of one record, in schema order (none for another field). */
export function recordFields(definition: FormDefinition, field: string): readonly RecordField[] {
  const schema = definition.schema.properties[field];
  if (!isRecordsSchema(schema)) return [];
  const items = schema?.items;
  const required = new Set(items?.required ?? []);
  return Object.entries(items?.properties ?? {}).map(([id, child]) => ({
    id,
    title: child.title ?? id,
    schema: child,
    required: required.has(id),
  }));
}

const MOST_BLANK_RECORDS = 5;

/**
 * How many records a page offers before its scripts run, and without them, when no button can add
 * one: the group's maximum, at most five (and at least its minimum). Blank ones are not answers.
 */
export function recordsWithoutScripts(definition: FormDefinition, field: string): number {
  const schema = definition.schema.properties[field];
  return Math.max(schema?.minItems ?? 0, Math.min(schema?.maxItems ?? MOST_BLANK_RECORDS, MOST_BLANK_RECORDS));
}

/** The answers with each repeating group filled up with blank records to recordsWithoutScripts. */
export function withBlankRecords(definition: FormDefinition, answers: Answers): Answers {
  const filled: Record<string, unknown> = { ...answers };
  for (const field of Object.keys(definition.schema.properties)) {
    if (!isRecordsField(definition, field)) continue;
    const records = recordsOf(answers[field]);
    const blank = Math.max(0, recordsWithoutScripts(definition, field) - records.length);
    filled[field] = [...records, ...Array.from({ length: blank }, () => ({}))];
  }
  return filled;
}

/**
 * The answers without blank records: those where no field holds more than the form starts with
 * (nothing, an unticked box, the field's default). What the form reports while it still draws
 * withBlankRecords' records, so they never become answers.
 */
export function withoutBlankRecords(definition: FormDefinition, answers: Answers): Answers {
  const untouched = (field: string, record: Record<string, unknown>) =>
    recordFields(definition, field).every(({ id, schema }) => {
      const value = record[id];
      return isBlank(value) || value === false || value === schema.default;
    });
  return Object.fromEntries(
    Object.entries(answers).flatMap(([field, value]) => {
      if (!isRecordsField(definition, field) || !Array.isArray(value)) return [[field, value]];
      const records = recordsOf(value).filter((record) => !untouched(field, record));
      return records.length > 0 ? [[field, records]] : [];
    }),
  );
}

/** The records of an answer: its plain objects, in order (none when it is no list). */
export function recordsOf(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item),
  );
}

/** The words a repeating group shows, from ui.json; "{n}" is replaced by the record's position. */
export function recordWords(definition: FormDefinition, field: string): RecordWords {
  const options = (definition.ui[field] as { 'ui:options'?: Partial<RecordWords> } | undefined)?.['ui:options'];
  const title = definition.schema.properties[field]?.title ?? field;
  return {
    record: options?.record ?? `${title} {n}`,
    add: options?.add ?? `+ ${title}`,
    remove: options?.remove ?? `− ${title} {n}`,
  };
}

/** A record's word with its position: "Site 2", "Remove site 2". */
export function numbered(words: string, position: number): string {
  return words.replaceAll('{n}', String(position));
}

/** One record as one readable line: each answered field as "Title: answer", joined by "; ". */
export function recordLine(definition: FormDefinition, field: string, record: Record<string, unknown>): string {
  return recordFields(definition, field)
    .filter((child) => !isBlank(record[child.id]) || typeof record[child.id] === 'boolean')
    .map((child) => {
      const value = record[child.id];
      const text = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : optionLabel(child.schema, value);
      return `${child.title}: ${text.replace(/\s+/g, ' ').trim()}`;
    })
    .join('; ');
}

/** A repeating group's answer as lines, one per record that holds anything. */
export function recordLines(definition: FormDefinition, field: string, value: unknown): string[] {
  return recordsOf(value)
    .map((record) => recordLine(definition, field, record))
    .filter((line) => line !== '');
}

/** Whether the number of records is within the group's "minItems" and "maxItems". */
export function isCountWithin(definition: FormDefinition, field: string, value: unknown): boolean {
  const schema = definition.schema.properties[field];
  const count = Array.isArray(value) ? value.length : 0;
  return count >= (schema?.minItems ?? 0) && (schema?.maxItems === undefined || count <= schema.maxItems);
}

/** Whether every record has its required fields (a yes/no counts when ticked, as in a required step). */
export function areRecordsComplete(definition: FormDefinition, field: string, value: unknown): boolean {
  const required = recordFields(definition, field).filter((child) => child.required);
  const list = Array.isArray(value) ? value : [];
  return list.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      required.every((child) => !isBlank((item as Record<string, unknown>)[child.id])),
  );
}
