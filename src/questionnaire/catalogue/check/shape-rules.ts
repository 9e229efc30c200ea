/**
 * What every question shape shares: the JSON Schema keywords the engine reads for each type, what
 * to write instead of a construct it does not read, and the checks of a single choice and of
 * keywords out of place. The shapes themselves are described in shapes.ts.
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
export const JSON_SCHEMA_KEYWORDS = new Set(
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
export const ROOT_KEYWORDS = new Set([
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
export const COMMON = ['title', 'description', 'type', 'default', 'examples', 'readOnly', '$comment'];

/** Keywords each type of field may carry, besides COMMON. */
export const TYPE_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  string: ['enum', 'oneOf', 'minLength', 'maxLength', 'pattern', 'format'],
  integer: ['enum', 'oneOf', 'minimum', 'maximum', 'multipleOf'],
  number: ['enum', 'oneOf', 'minimum', 'maximum', 'multipleOf'],
  boolean: [],
  array: ['items', 'uniqueItems', 'minItems', 'maxItems'],
};

/** Formats a text field may have: the date picker and the email box. */
export const FORMATS = ['date', 'email'];

export const FILE =
  'file uploads are not supported: ask for a link to the document (a text field), or ask for the file by email once you are in touch';
const CONDITION =
  'conditions between answers belong in form.json "reveals" (a field shown when another answer matches), not in schema.json';

/** What to write instead of a construct the engine does not read, by keyword. */
export const INSTEAD: Readonly<Record<string, string>> = {
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

export function isHidden(ui: unknown, name: string): boolean {
  const entry = isObject(ui) ? ui[name] : undefined;
  return isObject(entry) && entry['ui:widget'] === 'hidden';
}

export function uiOf(ui: unknown, name: string): JsonObject | undefined {
  const entry = isObject(ui) ? ui[name] : undefined;
  return isObject(entry) ? entry : undefined;
}

/** Whether a schema is a single choice: an `enum`, or a `oneOf` of `{ const, title }` options only. */
export function choiceProblem(schema: JsonObject, at: readonly (string | number)[]): ShapeProblem | undefined {
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
export function unexpectedKeyword(
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
