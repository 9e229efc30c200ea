/**
 * Ajv's errors for form.json, rewritten as sentences a consultant can act on: the key that is
 * unknown (with a "did you mean"), missing (with what it is for, from the meta-schema's
 * descriptions), or of the wrong type. Combinators' inner branches are left out as noise.
 */
import type { AnySchemaObject, ErrorObject } from 'ajv';
import { asArray, asString, isObject, quote, quoteList, typeName } from './json.ts';
import type { Problem } from './problem.ts';
import { suggest } from './suggest.ts';

/** Every property description of a schema by key, for "missing key" hints. */
export function collectDescriptions(schema: unknown, into = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(schema)) {
    for (const item of schema) collectDescriptions(item, into);
    return into;
  }
  if (!isObject(schema)) return into;
  const properties = schema['properties'];
  if (isObject(properties)) {
    for (const [key, sub] of Object.entries(properties)) {
      const description = isObject(sub) ? asString(sub['description']) : undefined;
      if (description && !into.has(key)) into.set(key, description);
    }
  }
  for (const value of Object.values(schema)) collectDescriptions(value, into);
  return into;
}

function expected(type: unknown): string {
  const names: Record<string, string> = {
    string: 'a string',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    array: 'a list [...]',
    object: 'an object {...}',
    null: 'null',
  };
  const list = Array.isArray(type) ? type : [type];
  return list.map((entry) => names[String(entry)] ?? String(entry)).join(' or ');
}

/** A meta-schema description as a parenthesised hint: "Name of the field." -> "(name of the field)". */
function hint(description: string | undefined): string {
  if (!description) return '';
  const text = description.replace(/\.$/, '');
  const lower = /^[A-Z][a-z]/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text;
  return ` (${lower})`;
}

function lastSegment(pointer: string): string {
  const parts = pointer.split('/');
  return (parts[parts.length - 1] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
}

function describeError(error: ErrorObject, descriptions: Map<string, string>): string | undefined {
  const params = error.params as Record<string, unknown>;
  const parent: AnySchemaObject | undefined = error.parentSchema;
  const data: unknown = error.data;
  const describe = (key: string): string | undefined => {
    const properties = parent?.['properties'];
    const own =
      isObject(properties) && isObject(properties[key]) ? asString(properties[key]['description']) : undefined;
    return own ?? descriptions.get(key);
  };
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params['additionalProperty']);
      const properties = parent?.['properties'];
      const allowed = isObject(properties) ? Object.keys(properties) : [];
      const guess = suggest(key, allowed);
      const allowedList = `(allowed: ${allowed.join(', ')})`;
      return guess
        ? `unknown key ${quote(key)}: did you mean ${quote(guess)}? Otherwise remove it ${allowedList}`
        : `unknown key ${quote(key)}: remove it or check its spelling ${allowedList}`;
    }
    case 'required': {
      const key = String(params['missingProperty']);
      return `missing key ${quote(key)}: add it${hint(describe(key))}`;
    }
    case 'type':
      return `must be ${expected(params['type'])}, found ${typeName(data)}: change the value`;
    case 'enum': {
      const allowed = asArray(params['allowedValues']);
      const guess = typeof data === 'string' ? suggest(data, allowed.map(String)) : undefined;
      return `${quote(data)} is not allowed: use one of ${quoteList(allowed)}${guess ? `; did you mean ${quote(guess)}?` : ''}`;
    }
    case 'const':
      return `must be ${quote(params['allowedValue'])}`;
    case 'pattern': {
      const description = asString(parent?.['description']);
      return `${quote(data)} does not have the expected form${description ? `: ${description}` : ` (pattern ${String(params['pattern'])})`}`;
    }
    case 'minLength':
      return `is ${typeof data === 'string' ? data.length : 0} characters long: write at least ${String(params['limit'])}`;
    case 'maxLength':
      return `is ${typeof data === 'string' ? data.length : 0} characters long: shorten it to at most ${String(params['limit'])}`;
    case 'minItems':
      return `has ${asArray(data).length} items: give at least ${String(params['limit'])}`;
    case 'uniqueItems': {
      const list = asArray(data);
      return `lists ${quote(list[Number(params['j'])])} twice (items ${String(params['j'])} and ${String(params['i'])}): remove the duplicate`;
    }
    case 'minimum':
      return `is ${quote(data)}: must be at least ${String(params['limit'])}`;
    case 'maximum':
      return `is ${quote(data)}: must be at most ${String(params['limit'])}`;
    case 'propertyNames':
      return `key ${quote(params['propertyName'])} is not snake_case: rename it, e.g. "job_title"`;
    case 'anyOf': {
      const keys = asArray(error.schema).flatMap((branch) => (isObject(branch) ? asArray(branch['required']) : []));
      return keys.length > 0
        ? `needs one of the keys ${quoteList(keys)}: add one`
        : 'does not match any of the allowed shapes: compare it with form.meta.schema.json';
    }
    case 'not': {
      const schema: unknown = error.schema;
      if (isObject(schema) && Array.isArray(schema['required'])) {
        return `give only one of the keys ${quoteList(schema['required'])}: remove the other`;
      }
      const description = asString(parent?.['description']);
      return `key ${quote(lastSegment(error.instancePath))} does not belong here: remove it${hint(description)}`;
    }
    case 'if':
      return undefined; // reported by the failing "then" keyword itself
    default:
      return `${error.message ?? 'is invalid'}: compare it with form.meta.schema.json`;
  }
}

/** Ajv errors as problems of one file, without the noise of combinators' inner branches. */
export function explainErrors(
  errors: readonly ErrorObject[],
  file: string,
  descriptions: Map<string, string>,
): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (/\/(anyOf|oneOf)\/\d+\//.test(error.schemaPath)) continue;
    if (error.propertyName !== undefined && error.keyword !== 'propertyNames') continue;
    const message = describeError(error, descriptions);
    if (message === undefined) continue;
    const problem = { file, pointer: error.instancePath || '/', message };
    const key = `${problem.pointer}\u0000${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}
