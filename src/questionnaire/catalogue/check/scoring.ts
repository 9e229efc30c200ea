/**
 * form.json "scoring": every input and condition names a real field; option values exist among
 * the field's options; a scale maps only an integer field with a minimum and a maximum (or a
 * repeating group's number of records, between its minItems and maxItems); area ids
 * are unique and conditions name real areas; the priority's medium threshold is below its high one.
 * The shape itself (value ranges 0-100, weights 1-10) is the meta-schema's.
 */
import type { FieldInfo } from './fields.ts';
import { isFieldRef, itemValues, optionValues, schemaType } from './fields.ts';
import { asArray, isObject, pointerOf, quote, quoteList, type JsonObject } from './json.ts';
import type { FormReport } from './problem.ts';
import { suggest } from './suggest.ts';

function notAnOption(value: unknown, field: string, options: readonly unknown[]): string {
  const strings = options.map(String);
  const guess = suggest(String(value), strings);
  const list = options.length <= 12 ? ` (options: ${quoteList(options)})` : '';
  return `${quote(value)} is not an option of ${quote(field)}${guess ? `; did you mean ${quote(guess)}?` : `: use one of its values${list}`}`;
}

/** The options a field's answer takes: its own for a single choice, its items' for a multi choice. */
function choicesOf(property: JsonObject | undefined): unknown[] | undefined {
  return schemaType(property) === 'array' ? itemValues(property) : optionValues(property);
}

/**
 * The schema an input or condition reads: the field's, or with "row" one row of a matrix field
 * (reported when the field is no matrix or has no such row). Undefined when reported.
 */
function scoredSchema(
  report: FormReport,
  ref: JsonObject,
  at: (...rest: (string | number)[]) => string,
  fields: FieldInfo,
): { name: string; property: JsonObject | undefined } | undefined {
  const field = ref['field'];
  if (!isFieldRef(report, at('field'), field, fields)) return undefined;
  const property = fields.properties[field];
  const row = ref['row'];
  const items = property?.['items'];
  if (row === undefined && schemaType(property) === 'array' && isObject(items) && items['type'] === 'object') {
    // a repeating group is scored by its number of records, a whole number within its bounds
    const count: JsonObject = { type: 'integer', minimum: property?.['minItems'] ?? 0 };
    if (property?.['maxItems'] !== undefined) count['maximum'] = property['maxItems'];
    return { name: `${field} (its number of records)`, property: count };
  }
  if (row === undefined) return { name: field, property };
  const rows = property?.['properties'];
  if (schemaType(property) !== 'object' || !isObject(rows)) {
    report.add('form.json', at('row'), `${quote(field)} is not a matrix: remove "row", or name a matrix field`);
    return undefined;
  }
  if (typeof row !== 'string' || !isObject(rows[row])) {
    const names = Object.keys(rows);
    const guess = typeof row === 'string' ? suggest(row, names) : undefined;
    report.add(
      'form.json',
      at('row'),
      `${quote(row)} is not a row of ${quote(field)}${guess ? `; did you mean ${quote(guess)}?` : `: use one of ${quoteList(names)}`}`,
    );
    return undefined;
  }
  return { name: `${field}.${row}`, property: rows[row] as JsonObject };
}

function checkInput(
  report: FormReport,
  input: JsonObject,
  at: (...rest: (string | number)[]) => string,
  fields: FieldInfo,
) {
  const scored = scoredSchema(report, input, at, fields);
  if (!scored) return;
  const { name: field, property } = scored;
  if ('scale' in input) {
    const isInteger = schemaType(property) === 'integer' || schemaType(property) === 'number';
    if (!isInteger || typeof property?.['minimum'] !== 'number' || typeof property['maximum'] !== 'number') {
      report.add(
        'form.json',
        at('scale'),
        `a scale maps an integer field with a "minimum" and a "maximum" (a 1-to-5 slider), but ${quote(field)} is not one: give its options "values" instead`,
      );
    }
    return;
  }
  const values = input['values'];
  if (!isObject(values)) return;
  const options = choicesOf(property);
  if (!options) {
    report.add(
      'form.json',
      at('values'),
      `${quote(field)} has no fixed options (no "enum" or "oneOf" in schema.json): score a choice field, or a slider with "scale"`,
    );
    return;
  }
  const known = options.map(String);
  for (const key of Object.keys(values)) {
    if (!known.includes(key)) report.add('form.json', at('values', key), notAnOption(key, field, options));
  }
}

function checkCondition(
  report: FormReport,
  condition: JsonObject,
  at: (...rest: (string | number)[]) => string,
  fields: FieldInfo,
  areas: readonly string[],
) {
  if ('area' in condition) {
    const area = condition['area'];
    if (typeof area === 'string' && !areas.includes(area)) {
      const guess = suggest(area, areas);
      report.add(
        'form.json',
        at('area'),
        `${quote(area)} is not an area of this scoring block${guess ? `; did you mean ${quote(guess)}?` : `: use one of ${quoteList(areas)}`}`,
      );
    }
    return;
  }
  const scored = scoredSchema(report, condition, at, fields);
  if (!scored) return;
  const { name: field, property } = scored;
  const isList = schemaType(property) === 'array';
  for (const key of ['in', 'includes'] as const) {
    if (!Array.isArray(condition[key])) continue;
    if (key === 'in' && isList) {
      report.add('form.json', at('in'), `${quote(field)} is a multi choice: use "includes" instead of "in"`);
      return;
    }
    if (key === 'includes' && !isList) {
      report.add('form.json', at('includes'), `${quote(field)} is a single answer: use "in" instead of "includes"`);
      return;
    }
    const options = choicesOf(property);
    const type = schemaType(property);
    if (!options && (type === 'integer' || type === 'number')) {
      asArray(condition[key]).forEach((value, v) => {
        if (typeof value !== 'number') {
          report.add('form.json', at(key, v), `${quote(field)} is a number: compare it with numbers`);
        }
      });
      continue;
    }
    if (!options) {
      report.add(
        'form.json',
        at(key),
        `${quote(field)} has no fixed options (no "enum" or "oneOf" in schema.json): use "blank", or a choice field`,
      );
      continue;
    }
    asArray(condition[key]).forEach((value, v) => {
      if (!options.includes(value)) report.add('form.json', at(key, v), notAnOption(value, field, options));
    });
  }
}

function checkIds(report: FormReport, list: readonly unknown[], path: string, what: string): string[] {
  const seen = new Map<string, number>();
  list.forEach((item, index) => {
    if (!isObject(item) || typeof item['id'] !== 'string') return;
    const first = seen.get(item['id']);
    if (first === undefined) seen.set(item['id'], index);
    else
      report.add(
        'form.json',
        pointerOf('scoring', path, index, 'id'),
        `${what} id ${quote(item['id'])} is also used by /scoring/${path}/${first}: give each ${what} its own id`,
      );
  });
  return [...seen.keys()];
}

export function checkScoring(report: FormReport, form: JsonObject, fields: FieldInfo): void {
  const scoring = form['scoring'];
  if (!isObject(scoring)) return;
  if (form['kind'] === 'contact') {
    report.add('form.json', '/scoring', 'the contact form asks no readiness questions: remove "scoring"');
  }
  const areaList = asArray(scoring['areas']);
  const areas = checkIds(report, areaList, 'areas', 'area');
  areaList.forEach((area, a) => {
    if (!isObject(area)) return;
    asArray(area['inputs']).forEach((input, i) => {
      if (isObject(input))
        checkInput(report, input, (...rest) => pointerOf('scoring', 'areas', a, 'inputs', i, ...rest), fields);
    });
  });
  const flagList = asArray(scoring['flags']);
  checkIds(report, flagList, 'flags', 'flag');
  flagList.forEach((flag, f) => {
    if (!isObject(flag)) return;
    asArray(flag['when']).forEach((condition, c) => {
      if (isObject(condition))
        checkCondition(
          report,
          condition,
          (...rest) => pointerOf('scoring', 'flags', f, 'when', c, ...rest),
          fields,
          areas,
        );
    });
  });
  const priority = scoring['priority'];
  if (!isObject(priority)) return;
  for (const factor of ['urgency', 'budget', 'fit']) {
    asArray(priority[factor]).forEach((input, i) => {
      if (isObject(input))
        checkInput(report, input, (...rest) => pointerOf('scoring', 'priority', factor, i, ...rest), fields);
    });
  }
  const { high, medium } = priority;
  if (typeof high === 'number' && typeof medium === 'number' && medium >= high) {
    report.add(
      'form.json',
      '/scoring/priority/medium',
      `medium (${medium}) must be below high (${high}): a lead is high from "high", medium from "medium"`,
    );
  }
}
