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
import { itemsProblem } from './list-shapes.ts';
import { objectProblem } from './object-shapes.ts';
import {
  choiceProblem,
  COMMON,
  FILE,
  FORMATS,
  INSTEAD,
  isHidden,
  JSON_SCHEMA_KEYWORDS,
  ROOT_KEYWORDS,
  TYPE_KEYWORDS,
  unexpectedKeyword,
  type ShapeProblem,
} from './shape-rules.ts';

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

/** The draft-07 names "$schema" may give; the browser's form engine is built without newer drafts' reference resolution. */
const DRAFT_07 = ['http://json-schema.org/draft-07/schema#', 'http://json-schema.org/draft-07/schema'];

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
  const version = schema['$schema'];
  if (version !== undefined && (typeof version !== 'string' || !DRAFT_07.includes(version))) {
    problems.push({
      pointer: pointerOf('$schema'),
      message: `${quote(version)} is not supported: the engine and the server read JSON Schema draft-07; write "${DRAFT_07[0]}" or remove "$schema"`,
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
