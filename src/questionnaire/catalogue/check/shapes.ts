/**
 * The question shapes the engine can render, validate, report, send and export, and a clear
 * refusal of every other JSON Schema construct. A field is one of:
 *
 * - a text (type "string"; a `date` or `email` format at most), a number (type "integer" or
 *   "number"), a yes/no (type "boolean"), each optionally a single choice (`enum`, or `oneOf` of
 *   `{ "const", "title" }` options);
 * - a multi choice (type "array" whose `items` is a single choice of strings or numbers);
 * - a repeating group (type "array" whose `items` is an object of plain fields, each a text,
 *   number, yes/no or single choice; see ../../records.ts);
 * - a matrix (type "object" with "ui:field": "matrix" in ui.json): rows under "properties", all on
 *   one scale (see ../../matrix.ts);
 * - a record the form keeps without asking, hidden with "ui:widget": "hidden": any of the above,
 *   a list of plain values, or an object of plain values (type "object").
 *
 * Anything else (files, references, maps, records inside records, lists inside records, nested groups, alternative shapes,
 * conditions between answers written in the schema) would reach the firm's email as raw data or
 * not at all, so the check names the field, the JSON pointer and what to write instead; one
 * problem per field, the first construct found.
 */
import { isObject, pointerOf, quote, type JsonObject } from './json.ts';

export interface ShapeProblem {
  readonly pointer: string;
  readonly message: string;
}

/**
 * The keywords of JSON Schema (draft-07, with the 2019 spellings consultants copy from newer
 * examples). Only these are refused here; a misspelt keyword fails the compile check, which
 * suggests the spelling.
 */
const JSON_SCHEMA_KEYWORDS = new Set(
  `
  $schema $id $ref $defs $comment definitions title description type enum const default examples readOnly
  writeOnly oneOf anyOf allOf not if then else items additionalItems contains properties
  patternProperties additionalProperties propertyNames dependencies dependentRequired dependentSchemas
  required minProperties maxProperties minimum maximum exclusiveMinimum exclusiveMaximum multipleOf
  minLength maxLength pattern format contentEncoding contentMediaType minItems maxItems uniqueItems
  unevaluatedProperties unevaluatedItems
`
    .trim()
    .split(/\s+/),
);

/** Keywords of the whole schema.json besides its fields. */
const ROOT_KEYWORDS = new Set([
  '$schema',
  '$id',
  'title',
  'description',
  'type',
  'properties',
  'required',
  'additionalProperties',
]);

/** Keywords every field may carry. */
const COMMON = ['title', 'description', 'type', 'default', 'examples', 'readOnly', '$comment'];

/** Keywords each type of field may carry, besides COMMON. */
const TYPE_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  string: ['enum', 'oneOf', 'minLength', 'maxLength', 'pattern', 'format'],
  integer: ['enum', 'oneOf', 'minimum', 'maximum', 'multipleOf'],
  number: ['enum', 'oneOf', 'minimum', 'maximum', 'multipleOf'],
  boolean: [],
  array: ['items', 'uniqueItems', 'minItems', 'maxItems'],
};

/** Formats a text field may have: the date picker and the email box. */
const FORMATS = ['date', 'email'];

const FILE =
  'file uploads are not supported: ask for a link to the document (a text field), or ask for the file by email once you are in touch';
const CONDITION =
  'conditions between answers belong in form.json "reveals" (a field shown when another answer matches), not in schema.json';

/** What to write instead of a construct the engine does not read, by keyword. */
const INSTEAD: Readonly<Record<string, string>> = {
  $ref: 'the engine reads each field as written, so a reference to another schema is not followed: write the field out here in full',
  definitions:
    'shared definitions are not read by the engine: write each field out in full under "properties" and remove this',
  $defs:
    'shared definitions are not read by the engine: write each field out in full under "properties" and remove this',
  patternProperties:
    'answers named by a pattern cannot be labelled, reported or exported: list each answer as a named property with its own "title"',
  propertyNames:
    'answers with free-form names cannot be labelled, reported or exported: list each answer as a named property with its own "title"',
  anyOf: 'write the options as "oneOf", each { "const": <code stored>, "title": <label shown> }',
  allOf: 'write the field\'s rules once, in one schema, without "allOf"',
  not: 'say what the answer may be ("enum", "oneOf", "minimum", "pattern") rather than what it may not be',
  if: CONDITION,
  then: CONDITION,
  else: CONDITION,
  dependencies: CONDITION,
  dependentRequired: CONDITION,
  dependentSchemas: CONDITION,
  contentEncoding: FILE,
  contentMediaType: FILE,
  const: 'a fixed answer asks nothing: remove "const", or make the field a yes/no ("type": "boolean") or a choice',
  additionalItems: 'a list is a multi choice: "items" gives its options (one schema, not a list of positions)',
  contains: 'a list is a multi choice: say how many options may be ticked with "minItems" and "maxItems" instead',
  minProperties: 'an object field is a record the form keeps, not a question: ask one question per answer',
  maxProperties: 'an object field is a record the form keeps, not a question: ask one question per answer',
  exclusiveMinimum:
    'write the lowest allowed value as "minimum" (a whole number field with "exclusiveMinimum": 0 is "minimum": 1)',
  exclusiveMaximum: 'write the highest allowed value as "maximum"',
};

function isHidden(ui: unknown, name: string): boolean {
  const entry = isObject(ui) ? ui[name] : undefined;
  return isObject(entry) && entry['ui:widget'] === 'hidden';
}

/** Whether a schema is a single choice: an `enum`, or a `oneOf` of `{ const, title }` options only. */
function choiceProblem(schema: JsonObject, at: readonly (string | number)[]): ShapeProblem | undefined {
  const variants = schema['oneOf'];
  if (variants === undefined) return undefined;
  if (!Array.isArray(variants)) return undefined; // not JSON Schema; the compile check reports it
  for (const [index, variant] of variants.entries()) {
    const extra = isObject(variant) ? Object.keys(variant).filter((key) => key !== 'const' && key !== 'title') : [];
    if (!isObject(variant) || !('const' in variant) || extra.length > 0) {
      return {
        pointer: pointerOf(...at, 'oneOf', index),
        message:
          'answers of alternative shapes are not supported: each "oneOf" entry is one option, { "const": <code stored>, "title": <label shown> }, and nothing else',
      };
    }
  }
  return undefined;
}

/** The first keyword of a schema outside the allowed ones, with what to write instead. */
function unexpectedKeyword(
  schema: JsonObject,
  allowed: readonly string[],
  at: readonly (string | number)[],
  kind: string,
): ShapeProblem | undefined {
  const key = Object.keys(schema).find(
    (candidate) => JSON_SCHEMA_KEYWORDS.has(candidate) && !allowed.includes(candidate),
  );
  if (key === undefined) return undefined;
  const instead =
    INSTEAD[key] ??
    `remove it (a ${kind} reads ${allowed
      .filter((name) => name !== '$comment')
      .map((name) => quote(name))
      .join(', ')})`;
  return { pointer: pointerOf(...at, key), message: `${quote(key)} is not supported in a ${kind}: ${instead}` };
}

/** The options of a multi choice: one schema, a single choice of strings or numbers. */
function itemsProblem(
  name: string,
  items: unknown,
  at: readonly (string | number)[],
  hidden: boolean,
): ShapeProblem | undefined {
  const where = [...at, 'items'];
  if (items === undefined) {
    return {
      pointer: pointerOf(...at),
      message: `${quote(name)} is a list without options: a list is a multi choice, so add "items" with its options ("enum", or "oneOf" of { "const", "title" }), or make it a text field with "ui:widget": "textarea" for free text`,
    };
  }
  if (!isObject(items)) {
    return {
      pointer: pointerOf(...where),
      message: `a list of fixed positions is not supported: "items" is one schema giving the options of the multi choice`,
    };
  }
  if ('$ref' in items)
    return { pointer: pointerOf(...where, '$ref'), message: `"$ref" is not supported: ${INSTEAD['$ref']}` };
  const type = items['type'];
  if (type === 'object' || isObject(items['properties'])) return recordProblem(name, items, where);
  if (type === 'array') {
    return {
      pointer: pointerOf(...where),
      message: `${quote(name)} is a list of lists, nested deeper than the engine reads: use a multi choice (a list of options) or separate questions`,
    };
  }
  if (type !== 'string' && type !== 'integer' && type !== 'number') {
    return {
      pointer: pointerOf(...where, 'type'),
      message: `the options of a multi choice are "string" (or "integer") values, found ${quote(type)}: set "type": "string"`,
    };
  }
  // a hidden list is a record the form keeps, so it needs no options
  if (!hidden && !Array.isArray(items['enum']) && !Array.isArray(items['oneOf'])) {
    return {
      pointer: pointerOf(...where),
      message: `${quote(name)} is a list of free ${type === 'string' ? 'texts' : 'numbers'}, which is not supported: give the options ("enum", or "oneOf" of { "const", "title" }) for a multi choice, or make it one text field with "ui:widget": "textarea" (one item per line)`,
    };
  }
  return (
    choiceProblem(items, where) ??
    unexpectedKeyword(
      items,
      ['type', 'enum', 'oneOf', 'title', 'description', '$comment'],
      where,
      "multi choice's options",
    )
  );
}

/** The field types a record of a repeating group may hold: plain answers, nothing nested. */
const RECORD_FIELD_TYPES = ['string', 'integer', 'number', 'boolean'];

/**
 * A repeating group's record: "type": "object", its fields under "properties" (each a text,
 * number, yes/no or single choice with its "title"), "required" naming some of them, and
 * "additionalProperties": false.
 */
function recordProblem(name: string, items: JsonObject, at: readonly (string | number)[]): ShapeProblem | undefined {
  const keyword = unexpectedKeyword(
    items,
    ['type', 'title', 'description', 'properties', 'required', 'additionalProperties', '$comment'],
    at,
    'record of a repeating group',
  );
  if (keyword) return keyword;
  if (items['type'] !== 'object') {
    return { pointer: pointerOf(...at, 'type'), message: 'a record of a repeating group is "type": "object"' };
  }
  const fields = items['properties'];
  if (!isObject(fields) || Object.keys(fields).length === 0) {
    return {
      pointer: pointerOf(...at),
      message: `${quote(name)} is a list of records without fields: list each field of a record under "properties", with its "title"`,
    };
  }
  if (items['additionalProperties'] !== false) {
    return {
      pointer: pointerOf(...at, 'additionalProperties'),
      message:
        'a record open to fields it does not list is not supported: add "additionalProperties": false so that it holds its own fields only',
    };
  }
  for (const [id, child] of Object.entries(fields)) {
    const where = [...at, 'properties', id];
    if (!isObject(child)) return { pointer: pointerOf(...where), message: 'must be an object describing the field' };
    const type = child['type'];
    if (typeof type !== 'string' || !RECORD_FIELD_TYPES.includes(type)) {
      return {
        pointer: pointerOf(...where, 'type'),
        message: `${quote(id)} is ${type === 'object' || type === 'array' ? 'nested deeper than the engine reads' : 'of no type the engine reads'}: a field of a record is "string", "integer", "number" or "boolean" (a text, a number, a yes/no or a single choice); ask for a list inside a record as a separate question`,
      };
    }
    if (typeof child['title'] !== 'string' || child['title'].trim() === '') {
      return { pointer: pointerOf(...where), message: 'has no "title": add the label visitors read' };
    }
    const format = child['format'];
    if (format !== undefined && !FORMATS.includes(format as string)) {
      return {
        pointer: pointerOf(...where, 'format'),
        message: `the format ${quote(format)} is not supported: use "date" or "email", or remove "format" for free text`,
      };
    }
    const problem =
      unexpectedKeyword(child, [...COMMON, ...(TYPE_KEYWORDS[type] ?? [])], where, 'field of a record') ??
      choiceProblem(child, where);
    if (problem) return problem;
  }
  const required = items['required'];
  if (required !== undefined) {
    const list: unknown[] = Array.isArray(required) ? required : [];
    const index = list.findIndex((id) => typeof id !== 'string' || !(id in fields));
    if (!Array.isArray(required) || index >= 0) {
      return {
        pointer: pointerOf(...at, 'required', ...(index >= 0 ? [index] : [])),
        message: `lists the fields each record must have: name fields of the record (${Object.keys(fields)
          .map((id) => quote(id))
          .join(', ')})`,
      };
    }
  }
  return undefined;
}

function uiOf(ui: unknown, name: string): JsonObject | undefined {
  const entry = isObject(ui) ? ui[name] : undefined;
  return isObject(entry) ? entry : undefined;
}

/** Keywords a matrix row may carry: its label and its scale. */
const ROW_KEYWORDS = ['title', 'description', 'type', 'enum', 'oneOf', 'minimum', 'maximum', '$comment'];

/** The points of a row's scale, as text to compare rows by; a problem when it has none. */
function rowScale(row: JsonObject, at: readonly (string | number)[]): string | ShapeProblem {
  const keyword = unexpectedKeyword(row, ROW_KEYWORDS, at, 'matrix row');
  if (keyword) return keyword;
  const choice = choiceProblem(row, at);
  if (choice) return choice;
  if (typeof row['title'] !== 'string' || row['title'].trim() === '') {
    return { pointer: pointerOf(...at), message: 'has no "title": add the row label visitors read' };
  }
  const type = row['type'];
  if (Array.isArray(row['enum']) || Array.isArray(row['oneOf'])) {
    if (type !== 'string' && type !== 'integer') {
      return { pointer: pointerOf(...at, 'type'), message: 'a row of named levels is "type": "string" (or "integer")' };
    }
    return JSON.stringify(row['oneOf'] ?? row['enum']);
  }
  const { minimum, maximum } = row;
  if (type !== 'integer' || typeof minimum !== 'number' || typeof maximum !== 'number' || maximum <= minimum) {
    return {
      pointer: pointerOf(...at),
      message:
        'a matrix row is a rating ("type": "integer" with "minimum" and "maximum", such as 0 and 5) or named levels ("oneOf" of { "const", "title" })',
    };
  }
  if (maximum - minimum > 10) {
    return {
      pointer: pointerOf(...at, 'maximum'),
      message: `a rating of ${maximum - minimum + 1} points does not fit a row: keep to 11 points at most (0 to 10)`,
    };
  }
  return `${minimum}..${maximum}`;
}

/** A matrix: rows under "properties", all on one scale, no other answers. */
function matrixProblem(name: string, property: JsonObject, at: readonly (string | number)[]): ShapeProblem | undefined {
  const keyword = unexpectedKeyword(
    property,
    [...COMMON, 'properties', 'required', 'additionalProperties'],
    at,
    'matrix',
  );
  if (keyword) return keyword;
  const rows = property['properties'];
  if (!isObject(rows) || Object.keys(rows).length === 0) {
    return {
      pointer: pointerOf(...at),
      message: `${quote(name)} is a matrix without rows: list each row under "properties", with its "title" and the scale`,
    };
  }
  if (property['additionalProperties'] !== false) {
    return {
      pointer: pointerOf(...at, 'additionalProperties'),
      message: 'must be false so that a matrix holds its own rows only: add "additionalProperties": false',
    };
  }
  let first: { scale: string; row: string } | undefined;
  for (const [id, row] of Object.entries(rows)) {
    const where = [...at, 'properties', id];
    if (!isObject(row)) return { pointer: pointerOf(...where), message: 'must be an object describing the row' };
    const scale = rowScale(row, where);
    if (typeof scale !== 'string') return scale;
    if (!first) first = { scale, row: id };
    else if (scale !== first.scale) {
      return {
        pointer: pointerOf(...where),
        message: `the rows of a matrix share one scale, but ${quote(id)} differs from ${quote(first.row)}: give it the same "minimum" and "maximum" or the same options`,
      };
    }
  }
  const required = property['required'];
  if (required !== undefined) {
    const list: unknown[] = Array.isArray(required) ? required : [];
    const index = list.findIndex((row) => typeof row !== 'string' || !(row in rows));
    if (!Array.isArray(required) || index >= 0) {
      return {
        pointer: pointerOf(...at, 'required', ...(index >= 0 ? [index] : [])),
        message: `lists the rows a visitor must answer: name rows of ${quote(name)} (${Object.keys(rows)
          .map((row) => quote(row))
          .join(', ')})`,
      };
    }
  }
  return undefined;
}

/** The object fields the engine takes: a matrix, or a record the form keeps, hidden from the visitor. */
function objectProblem(
  name: string,
  property: JsonObject,
  ui: unknown,
  at: readonly (string | number)[],
): ShapeProblem | undefined {
  if (uiOf(ui, name)?.['ui:field'] === 'matrix') return matrixProblem(name, property, at);
  if (isObject(property['properties'])) {
    return {
      pointer: pointerOf(...at, 'properties'),
      message: `${quote(name)} groups answers inside one field, nested deeper than the engine reads: make each answer its own field under "properties" and group them with a section in form.json, or, for several rows rated on one scale, make it a matrix with "ui:field": "matrix" in ui.json`,
    };
  }
  const named = Object.keys(property).find((key) => key === 'patternProperties' || key === 'propertyNames');
  if (named !== undefined) {
    return { pointer: pointerOf(...at, named), message: `${quote(named)} is not supported: ${INSTEAD[named]}` };
  }
  if (!isHidden(ui, name)) {
    const map = property['additionalProperties'] !== undefined && property['additionalProperties'] !== false;
    return {
      pointer: pointerOf(...at, map ? 'additionalProperties' : 'type'),
      message: `${quote(name)} is ${map ? 'a free-form map of answers' : 'an object'}, which visitors cannot fill in and the report cannot label: ask one question per answer (a named property each, with its "title"), or a multi choice of the keys; an object is only a record the form keeps, hidden with "ui:widget": "hidden" in ui.json`,
    };
  }
  const value = property['additionalProperties'];
  if (isObject(value)) {
    const type = value['type'];
    if (type === 'object' || type === 'array' || isObject(value['properties'])) {
      return {
        pointer: pointerOf(...at, 'additionalProperties'),
        message: `the values of ${quote(name)} are nested deeper than the engine reads: keep them to "string", "integer", "number" or "boolean"`,
      };
    }
  }
  return unexpectedKeyword(property, [...COMMON, 'additionalProperties'], at, 'hidden record');
}

function fieldProblem(name: string, property: JsonObject, ui: unknown): ShapeProblem | undefined {
  const at = ['properties', name];
  if ('$ref' in property)
    return { pointer: pointerOf(...at, '$ref'), message: `"$ref" is not supported: ${INSTEAD['$ref']}` };
  const type = property['type'];
  if (Array.isArray(type)) {
    return {
      pointer: pointerOf(...at, 'type'),
      message: `${quote(name)} has several types (${type.map((item) => quote(item)).join(', ')}): give one ("string", "integer", "number", "boolean" or "array"); an unanswered question is simply left out`,
    };
  }
  if (type === 'object') return objectProblem(name, property, ui, at);
  if (typeof type !== 'string' || !(type in TYPE_KEYWORDS)) {
    // "has no type" and types JSON Schema does not know are reported by the schema check
    const key = Object.keys(property).find((candidate) => candidate in INSTEAD);
    return key === undefined
      ? undefined
      : { pointer: pointerOf(...at, key), message: `${quote(key)} is not supported in a field: ${INSTEAD[key]}` };
  }
  const kind = type === 'array' ? 'multi choice' : `${type} field`;
  const format = property['format'];
  if (type === 'string' && (format === 'data-url' || format === 'binary')) {
    return { pointer: pointerOf(...at, 'format'), message: `${quote(format)} is a file: ${FILE}` };
  }
  if (type === 'string' && format !== undefined && !FORMATS.includes(format as string)) {
    return {
      pointer: pointerOf(...at, 'format'),
      message: `the format ${quote(format)} is not supported: use "date" (a date picker) or "email", or remove "format" for free text`,
    };
  }
  const keyword = unexpectedKeyword(property, [...COMMON, ...(TYPE_KEYWORDS[type] ?? [])], at, kind);
  if (keyword) return keyword;
  if (type === 'array') return itemsProblem(name, property['items'], at, isHidden(ui, name));
  return choiceProblem(property, at);
}

/**
 * The constructs of schema.json the engine does not support, one problem per field (and one per
 * unsupported keyword of the whole schema), with the JSON pointer of the construct.
 */
export function unsupportedShapes(schema: JsonObject, ui: unknown): ShapeProblem[] {
  const problems: ShapeProblem[] = [];
  for (const key of Object.keys(schema)) {
    if (ROOT_KEYWORDS.has(key) || !JSON_SCHEMA_KEYWORDS.has(key)) continue;
    const instead =
      INSTEAD[key] ?? 'remove it: schema.json is one record of answers, each described under "properties"';
    problems.push({
      pointer: pointerOf(key),
      message: `${quote(key)} is not supported at the top of schema.json: ${instead}`,
    });
  }
  const properties = schema['properties'];
  if (!isObject(properties)) return problems;
  for (const [name, property] of Object.entries(properties)) {
    if (!isObject(property)) continue;
    const problem = fieldProblem(name, property, ui);
    if (problem) problems.push(problem);
  }
  return problems;
}
