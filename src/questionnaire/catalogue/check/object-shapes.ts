/** The object shapes: a matrix (rows on one scale) and a record the form keeps, hidden from the visitor. */
import { isObject, pointerOf, quote, type JsonObject } from './json.ts';
import { choiceProblem, COMMON, INSTEAD, isHidden, uiOf, unexpectedKeyword, type ShapeProblem } from './shape-rules.ts';

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
export function objectProblem(
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
