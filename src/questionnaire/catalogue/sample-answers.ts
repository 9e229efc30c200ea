/**
 * Deterministic answer sets built from a form's own schema, for the preview command
 * (`npm run schemas:check -- --preview <form>`), the snapshot and the browser tests: "full" answers
 * every field (first choices, 'Other' where offered so reveals open), "minimal" answers only what
 * the pipeline demands.
 */
import type { Answers, FieldSchema, FormDefinition } from '../definition.ts';
import { dateStepOf, isMonthField, localToday } from '../dates.ts';
import { isHiddenField } from '../definition.ts';
import { isMatrixField, matrixRows, scalePoints } from '../matrix.ts';
import { isRecordsField, recordFields } from '../records.ts';

export function optionValues(field: FieldSchema | undefined): (string | number)[] {
  if (!field) return [];
  if (field.oneOf) return field.oneOf.map((option) => option.const);
  return [...(field.enum ?? [])];
}

/**
 * A day for a date field: a fixed one, unless the field's date step bounds it from today; then
 * the first day of next month, inside any bounds (a month field stores its first day).
 */
function sampleDay(definition: FormDefinition, field: string): string {
  const step = dateStepOf(definition, field);
  if (!step?.notPast && step?.withinYears === undefined)
    return isMonthField(definition, field) ? '2027-03-01' : '2027-03-31';
  const today = localToday().from;
  const next = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1));
  return next.toISOString().slice(0, 10);
}

/** A sample for one field of a record, the record's position making each record differ. */
function sampleOf(schema: FieldSchema, index: number): unknown {
  const options = optionValues(schema);
  if (options.length > 0) return options[index % options.length];
  if (schema.type === 'boolean') return index % 2 === 0;
  if (schema.type === 'integer' || schema.type === 'number') {
    return Math.min(schema.maximum ?? 10 * (index + 1), Math.max(schema.minimum ?? 1, 10 * (index + 1)));
  }
  return `Sample ${schema.title ?? 'answer'} ${index + 1}`;
}

/** A value for one field: the option that opens a reveal when there is one, else the first. */
export function sampleValue(definition: FormDefinition, field: string): unknown {
  const schema = definition.schema.properties[field];
  if (!schema) return undefined;
  const opening = definition.form.reveals.filter((reveal) => reveal.when === field);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (isRecordsField(definition, field)) {
    // as many records as the group needs (two when it needs fewer), each field given a sample
    const count = Math.min(Math.max(schema.minItems ?? 0, 2), schema.maxItems ?? 2);
    return Array.from({ length: count }, (_, index) =>
      Object.fromEntries(recordFields(definition, field).map((child) => [child.id, sampleOf(child.schema, index)])),
    );
  }
  if (type === 'array') {
    const options = optionValues(schema.items);
    const wanted = opening.map((reveal) => reveal.includes).filter((value) => value !== undefined);
    return [...new Set([options[0], ...wanted])].filter((value) => value !== undefined);
  }
  if (isMatrixField(definition, field)) {
    // each row a point from the middle of the scale, so every row is answered and shows in the preview
    return Object.fromEntries(
      matrixRows(definition, field).map((row) => {
        const points = scalePoints(row.schema);
        return [row.id, points[Math.floor(points.length / 2)]?.value];
      }),
    );
  }
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return Math.min(schema.maximum ?? 4, Math.max(schema.minimum ?? 1, 4));
  const options = optionValues(schema);
  if (options.length > 0) return opening[0]?.equals?.[0] ?? options[1] ?? options[0];
  if (schema.format === 'date') return sampleDay(definition, field);
  const ui = definition.ui[field] as { 'ui:widget'?: string } | undefined;
  if (ui?.['ui:widget'] === 'email' || /email/i.test(field)) return 'jane.doe@example.org';
  return `Sample answer for ${field}`;
}

/** What a form holds before the visitor types anything: its schema's defaults (sliders, numbers). */
export function defaultAnswers(definition: FormDefinition): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(definition.schema.properties).flatMap(([field, schema]) =>
      schema.default === undefined ? [] : [[field, schema.default]],
    ),
  );
}

export function fullAnswers(definition: FormDefinition): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const field of Object.keys(definition.schema.properties)) {
    if (isHiddenField(definition, field)) continue;
    answers[field] = sampleValue(definition, field);
  }
  return answers;
}

export function minimalAnswers(definition: FormDefinition): Answers {
  const answers: Record<string, unknown> = {};
  for (const step of definition.form.pipeline) {
    const fields = step.check === 'required' ? step.fields : [step.field];
    for (const field of fields) answers[field] = sampleValue(definition, field);
  }
  return answers;
}
