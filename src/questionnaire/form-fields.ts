/**
 * Answers read from a form's own fields, as the browser holds them (FormData): what a visitor
 * typed, ticked or chose before the page's scripts took over. Each control is named after its
 * field's id (`<form id>_<field>`, a matrix row `<form id>_<field>_<row>`), as the renderer draws
 * it; a month is its two selects, `<control>__month` and `<control>__year`, a repeating group's
 * record fields `<control>_<position>_<field>`; a choice is matched to its option, a list of
 * choices keeps the options' order, and what no option or number fits is left unanswered rather
 * than guessed.
 */
import { isMonthField } from './dates.ts';
import { isHiddenField, type Answers, type FieldSchema, type FormDefinition } from './definition.ts';
import { isMatrixField, matrixRows, scalePoints } from './matrix.ts';
import { isRecordsField, recordFields, recordsWithoutScripts } from './records.ts';

/** The values a form holds under each control name (a name may hold several: ticked boxes). */
export type FieldValues = (name: string) => readonly string[];

/** The name a field's control carries in the page. */
export function controlName(definition: FormDefinition, field: string): string {
  return `${definition.id}_${field}`;
}

function optionValues(schema: FieldSchema | undefined): readonly (string | number)[] {
  if (!schema) return [];
  return schema.oneOf ? schema.oneOf.map((option) => option.const) : (schema.enum ?? []);
}

function widgetOf(definition: FormDefinition, field: string): string | undefined {
  return (definition.ui[field] as { 'ui:widget'?: string } | undefined)?.['ui:widget'];
}

function typeOf(schema: FieldSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : (schema.type as string | undefined);
}

/** One control's answer; `positions` when its options are a native select's, which carries their position. */
function oneAnswer(schema: FieldSchema, text: string, positions: boolean): unknown {
  const options = optionValues(schema);
  if (options.length > 0) {
    // A native select carries the option's position; radios carry the option's value.
    if (positions) return /^\d+$/.test(text) ? options[Number(text)] : undefined;
    return options.find((option) => String(option) === text);
  }
  const type = typeOf(schema);
  if (type === 'boolean') return text !== 'false' ? true : undefined;
  if (type === 'integer' || type === 'number') {
    const number = type === 'integer' ? Number.parseInt(text, 10) : Number.parseFloat(text);
    return Number.isNaN(number) ? undefined : number;
  }
  return text === '' ? undefined : text;
}

function matrixAnswer(definition: FormDefinition, field: string, values: FieldValues): unknown {
  const answer: Record<string, unknown> = {};
  for (const row of matrixRows(definition, field)) {
    const text = values(`${controlName(definition, field)}_${row.id}`)[0];
    const point = scalePoints(row.schema).find((candidate) => String(candidate.value) === text);
    if (point) answer[row.id] = point.value;
  }
  return Object.keys(answer).length > 0 ? answer : undefined;
}

/** A month's answer, its first day, once both its month and its year are chosen. */
function monthAnswer(definition: FormDefinition, field: string, values: FieldValues): string | undefined {
  const month = values(`${controlName(definition, field)}__month`)[0] ?? '';
  const year = values(`${controlName(definition, field)}__year`)[0] ?? '';
  return /^(0[1-9]|1[0-2])$/.test(month) && /^\d{4}$/.test(year) ? `${year}-${month}-01` : undefined;
}

/**
 * A repeating group's records, as a page without scripts offers them (blank records to fill,
 * recordsWithoutScripts): each record holding an answer, in order; blank ones are left out.
 */
function recordsAnswer(definition: FormDefinition, field: string, values: FieldValues): unknown {
  const childUi = (definition.ui[field] as { items?: Record<string, { 'ui:widget'?: string }> } | undefined)?.items;
  const records: Record<string, unknown>[] = [];
  for (let index = 0; index < recordsWithoutScripts(definition, field); index++) {
    const record: Record<string, unknown> = {};
    for (const child of recordFields(definition, field)) {
      const text = values(`${controlName(definition, field)}_${index}_${child.id}`)[0];
      // A choice in a record is a native select unless ui.json makes it radios.
      const answer =
        text === undefined ? undefined : oneAnswer(child.schema, text, childUi?.[child.id]?.['ui:widget'] !== 'radio');
      if (answer !== undefined) record[child.id] = answer;
    }
    if (Object.keys(record).length > 0) records.push(record);
  }
  return records.length > 0 ? records : undefined;
}

/** One field's answer from the form's values, or undefined when the form holds none for it. */
function fieldAnswer(definition: FormDefinition, field: string, values: FieldValues): unknown {
  const schema = definition.schema.properties[field];
  // Hidden fields hold no input.
  if (!schema || isHiddenField(definition, field)) return undefined;
  if (isRecordsField(definition, field)) return recordsAnswer(definition, field, values);
  if (isMatrixField(definition, field)) return matrixAnswer(definition, field, values);
  if (isMonthField(definition, field)) return monthAnswer(definition, field, values);
  const given = values(controlName(definition, field));
  if (typeOf(schema) === 'array') {
    const chosen = new Set(given);
    const picked = optionValues(schema.items).filter((option) => chosen.has(String(option)));
    return picked.length > 0 ? picked : undefined;
  }
  const text = given[0];
  return text === undefined ? undefined : oneAnswer(schema, text, widgetOf(definition, field) === 'select');
}

/** Every answer the form's fields hold, keyed by schema property; unanswered fields are left out. */
export function answersFromFields(definition: FormDefinition, values: FieldValues): Answers {
  const answers: Record<string, unknown> = {};
  for (const field of Object.keys(definition.schema.properties)) {
    const answer = fieldAnswer(definition, field, values);
    if (answer !== undefined) answers[field] = answer;
  }
  return answers;
}
