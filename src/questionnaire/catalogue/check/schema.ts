/**
 * schema.json: one flat object of answers, each with a title and a type, compiling as JSON Schema
 * (draft-07), defaults that fit, "required" naming real fields, and multi-choice answers bounded
 * by their options (uniqueItems, maxItems), so no answer can list an option twice or grow without
 * limit.
 */
import { compileStrict } from './ajv.ts';
import type { FieldInfo } from './fields.ts';
import { itemValues, notAField, schemaType } from './fields.ts';
import { asArray, isObject, pointerOf, quote, typeName, type JsonObject } from './json.ts';
import type { FormReport } from './problem.ts';
import { unsupportedShapes } from './shapes.ts';
import { suggest } from './suggest.ts';

/** Draft-07 keywords, for "did you mean" hints on misspelt ones. */
const SCHEMA_KEYWORDS = `
  title description type enum const default oneOf anyOf allOf not items properties required
  additionalProperties minimum maximum minLength maxLength pattern format minItems maxItems
  uniqueItems examples definitions dependencies if then else multipleOf readOnly
`
  .trim()
  .split(/\s+/);

/** Pointer to the first object holding the key, for errors that name a keyword but not its place. */
function findKey(value: unknown, key: string, at: (string | number)[] = []): string | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findKey(item, key, [...at, index]);
      if (found) return found;
    }
  } else if (isObject(value)) {
    if (key in value) return pointerOf(...at, key);
    for (const [name, item] of Object.entries(value)) {
      const found = findKey(item, key, [...at, name]);
      if (found) return found;
    }
  }
  return undefined;
}

function compiles(report: FormReport, schema: JsonObject): boolean {
  try {
    compileStrict(schema);
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^strict mode: /, '') : String(error);
    const keyword = /keyword: "([^"]+)"/.exec(reason)?.[1];
    const where = keyword !== undefined ? findKey(schema, keyword) : undefined;
    const guess = keyword !== undefined ? suggest(keyword, SCHEMA_KEYWORDS) : undefined;
    const fix = guess ? `did you mean ${quote(guess)}?` : 'fix or remove it';
    report.add('schema.json', where ?? '/', `does not compile as JSON Schema: ${reason}; ${fix}`);
    return false;
  }
}

function checkDefault(report: FormReport, name: string, property: JsonObject): void {
  const { default: value, ...rest } = property;
  try {
    const validate = compileStrict(rest);
    if (validate(value)) return;
    const first = validate.errors?.[0];
    const detail = [first?.instancePath, first?.message ?? 'invalid'].filter(Boolean).join(' ');
    report.add(
      'schema.json',
      pointerOf('properties', name, 'default'),
      `${quote(value)} does not fit the field (${detail}): change the default`,
    );
  } catch {
    // the whole schema compiled, so a failure here comes from a reference outside the property
  }
}

/** A multi choice (a list of fixed options) must say that options are unique and how many exist. */
function checkMultiChoice(report: FormReport, name: string, property: JsonObject): void {
  if (schemaType(property) !== 'array') return;
  const options = itemValues(property);
  if (!options) return;
  const count = options.length;
  const unique = property['uniqueItems'] === true;
  const max = property['maxItems'];
  const at = pointerOf('properties', name);
  const why = 'so that no answer lists an option twice or more options than exist';
  if (!unique && max === undefined) {
    report.add(
      'schema.json',
      at,
      `${quote(name)} is a multi choice of ${count} options: add "uniqueItems": true and "maxItems": ${count}, ${why}`,
    );
  } else if (!unique) {
    report.add('schema.json', at, `${quote(name)} is a multi choice: add "uniqueItems": true, ${why}`);
  } else if (max === undefined) {
    report.add(
      'schema.json',
      at,
      `${quote(name)} is a multi choice of ${count} options: add "maxItems": ${count}, ${why}`,
    );
  } else if (max !== count) {
    report.add(
      'schema.json',
      pointerOf('properties', name, 'maxItems'),
      `is ${quote(max)} but ${quote(name)} has ${count} options: set it to ${count}`,
    );
  }
}

/** The schema without what the shape check refused, so that the compile check does not report it again. */
function withoutRefused(schema: JsonObject, pointers: readonly string[]): JsonObject {
  const root = pointers.filter((pointer) => !pointer.startsWith('/properties/')).map((pointer) => pointer.slice(1));
  const fields = new Set(
    pointers.filter((pointer) => pointer.startsWith('/properties/')).map((pointer) => pointer.split('/')[2]),
  );
  const properties = isObject(schema['properties']) ? schema['properties'] : {};
  return {
    ...Object.fromEntries(Object.entries(schema).filter(([key]) => !root.includes(key))),
    properties: Object.fromEntries(
      Object.entries(properties).filter(([name]) => !fields.has(pointerOf(name).slice(1))),
    ),
  };
}

/**
 * Checks schema.json and returns what the other files' checks need to know about its fields. The
 * ui.json object, when read, tells which object fields are hidden records (the one object shape
 * the engine takes).
 */
export function checkSchema(report: FormReport, schema: unknown, ui?: unknown): FieldInfo | undefined {
  if (!isObject(schema)) {
    report.add('schema.json', '/', `must be a JSON object describing the answers, found ${typeName(schema)}`);
    return undefined;
  }
  if (schema['type'] !== 'object') {
    report.add('schema.json', '/type', 'must be "object": one flat record of answers ("type": "object")');
  }
  const properties = schema['properties'];
  if (!isObject(properties)) {
    report.add('schema.json', '/properties', 'is missing or not an object: list every answer under "properties"');
    return undefined;
  }
  if (schema['additionalProperties'] !== false) {
    report.add(
      'schema.json',
      '/additionalProperties',
      'must be false so that answers outside the form are rejected: add "additionalProperties": false',
    );
  }
  const shapes = unsupportedShapes(schema, ui);
  for (const problem of shapes) report.add('schema.json', problem.pointer, problem.message);
  const refused = shapes.map((problem) => problem.pointer);
  const valid = compiles(report, refused.length > 0 ? withoutRefused(schema, refused) : schema);
  const names = Object.keys(properties);
  const fields: Record<string, JsonObject> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (!isObject(property)) {
      report.add('schema.json', pointerOf('properties', name), 'must be an object describing the field');
      continue;
    }
    fields[name] = property;
    // a refused field has its one problem; its other checks would only repeat it
    const at = pointerOf('properties', name);
    if (refused.some((pointer) => pointer === at || pointer.startsWith(`${at}/`))) continue;
    if (typeof property['title'] !== 'string' || property['title'].trim() === '') {
      report.add('schema.json', pointerOf('properties', name), 'has no "title": add the question label visitors read');
    }
    if (property['type'] === undefined) {
      report.add(
        'schema.json',
        pointerOf('properties', name),
        'has no "type": add "string", "integer", "boolean", "array" or "object"',
      );
    }
    if (valid && 'default' in property) checkDefault(report, name, property);
    checkMultiChoice(report, name, property);
  }
  const required: string[] = [];
  asArray(schema['required']).forEach((name, index) => {
    if (typeof name === 'string' && name in properties) required.push(name);
    else report.add('schema.json', pointerOf('required', index), notAField(name, names));
  });
  return { names, properties: fields, required };
}
