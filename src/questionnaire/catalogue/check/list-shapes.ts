/** The list shapes: a multi choice (a list of options) and a repeating group (a list of records). */
import { isObject, pointerOf, quote, type JsonObject } from './json.ts';
import {
  choiceProblem,
  COMMON,
  FORMATS,
  INSTEAD,
  TYPE_KEYWORDS,
  unexpectedKeyword,
  type ShapeProblem,
} from './shape-rules.ts';

/** The options of a multi choice: one schema, a single choice of strings or numbers. */
export function itemsProblem(
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
