/**
 * Ajv's errors as short phrases a person can act on, one per field, the same at every boundary:
 * a request's body (said back without the value sent), a server setting, the firm config, an
 * article's frontmatter. Each phrase follows the field's name, which the boundary writes its own
 * way ("Query parameter page", "RATE_LIMIT_MAX", "team[0].name:"): "is required", "is not a known
 * field", "must be a whole number from 1 to 100, got "abc"". A schema's `description` says what a
 * value must be where the schema alone would say it vaguely (a pattern); one marked `writeOnly`
 * (a secret) is never quoted.
 */
import type { AnySchemaObject, ErrorObject } from 'ajv';
import { suggest } from '../questionnaire/catalogue/check/suggest.ts';
import { FORMAT_EXPECTATIONS } from './formats.ts';

export interface Problem {
  /** The field as a person names it (`team[0].name`); '' for the value as a whole. */
  readonly field: string;
  /** What is wrong with it, to follow its name. */
  readonly text: string;
}

export interface WordingOptions {
  /** Whether the value found may be quoted back (never in an answer to an HTTP request). */
  readonly echo: boolean;
  /** The value to quote for a field instead of the one checked (a setting's text before it became a number). */
  readonly shown?: (field: string) => unknown;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `/a/0/b` as `a[0].b`. */
export function fieldName(pointer: string, child?: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) parts.push(child);
  return parts.reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

/** A value quoted back: text in quotes (shortened), numbers as they are, the rest by kind. */
function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return 'a list';
  return value === undefined ? 'nothing' : 'an object';
}

function range(schema: AnySchemaObject): string {
  const { minimum: min, maximum: max } = schema;
  if (typeof min === 'number' && typeof max === 'number') return ` from ${min} to ${max}`;
  if (typeof min === 'number') return ` (${min} or more)`;
  return typeof max === 'number' ? ` (at most ${max})` : '';
}

/** What a value of this schema must be, in words. */
function expectation(schema: AnySchemaObject): string {
  if (typeof schema.description === 'string') return schema.description;
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map(show).join(', ')}`;
  if ('const' in schema) return show(schema.const);
  if (Array.isArray(schema.anyOf)) {
    const branches = schema.anyOf.filter(isObject);
    return branches.every((branch) => 'const' in branch)
      ? `one of ${branches.map((branch) => show(branch.const)).join(', ')}`
      : branches.map(expectation).join(' or ');
  }
  const format = typeof schema.format === 'string' ? FORMAT_EXPECTATIONS[schema.format] : undefined;
  if (format) return format;
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types
    .map((type) =>
      type === 'integer' || type === 'number'
        ? `${TYPE_NAMES[type]}${range(schema)}`
        : (TYPE_NAMES[String(type)] ?? 'a value'),
    )
    .join(' or ');
}

function characters(schema: AnySchemaObject): string {
  const { minLength: min, maxLength: max } = schema;
  if (typeof min === 'number' && typeof max === 'number') return `must be ${min} to ${max} characters long`;
  if (min === 1) return 'must not be empty';
  return typeof min === 'number'
    ? `must be at least ${min} characters long`
    : `must be at most ${String(max)} characters long`;
}

/** The phrase for one error, and whether the value found may follow it. */
function phrase(error: ErrorObject, schema: AnySchemaObject, echo: boolean): { text: string; value: boolean } {
  const params: Record<string, unknown> = error.params;
  const data: unknown = error.data;
  const described = typeof schema.description === 'string';
  switch (error.keyword) {
    case 'required': {
      const properties: unknown = schema.properties;
      const property = isObject(properties) ? properties[String(params.missingProperty)] : undefined;
      const description = isObject(property) && typeof property.description === 'string' ? property.description : '';
      return { text: `is required${description ? `: ${description}` : ''}`, value: false };
    }
    case 'additionalProperties': {
      const properties: unknown = schema.properties;
      const guess = suggest(String(params.additionalProperty), isObject(properties) ? Object.keys(properties) : []);
      return { text: `is not a known field${guess ? `: did you mean "${guess}"?` : ''}`, value: false };
    }
    case 'minLength':
    case 'maxLength': {
      if (described) return { text: `must be ${expectation(schema)}`, value: true };
      const length = echo && typeof data === 'string' ? ` (it has ${data.length})` : '';
      return { text: `${characters(schema)}${params.limit === 1 ? '' : length}`, value: false };
    }
    case 'minItems':
      return { text: `must hold at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`, value: false };
    case 'maxItems':
      return { text: `must hold at most ${String(params.limit)} items`, value: false };
    case 'uniqueItems':
      return {
        text: Array.isArray(data) ? `lists ${show(data[Number(params.j)])} twice` : 'must not list an item twice',
        value: false,
      };
    case 'format':
      if (!described && params.format === 'non-blank') return { text: 'must not be empty', value: false };
      return described || FORMAT_EXPECTATIONS[String(params.format)]
        ? { text: `must be ${expectation(schema)}`, value: true }
        : { text: `is not in the expected form (${String(params.format)})`, value: true };
    case 'pattern':
      return { text: described ? `must be ${expectation(schema)}` : 'is not in the expected form', value: true };
    case 'not':
      return { text: described ? `must be ${expectation(schema)}` : 'is not allowed', value: true };
    default:
      return { text: `must be ${expectation(schema)}`, value: true };
  }
}

/** JSON's name for a value's type, as a schema's `type` would say it. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
}

/**
 * The one branch of a union the value is meant for, when only one takes its type (an object or
 * null): its own errors say more than "must be an object or null".
 */
function meantBranch(error: ErrorObject): number | undefined {
  const branches: unknown = error.schema;
  if (!Array.isArray(branches)) return undefined;
  const type = jsonType(error.data);
  const takes = branches.map((branch) => {
    if (!isObject(branch) || 'const' in branch || 'enum' in branch) return false;
    const types: unknown[] = Array.isArray(branch.type) ? branch.type : [branch.type];
    return types.includes(type) || (type === 'integer' && types.includes('number'));
  });
  return takes.filter(Boolean).length === 1 ? takes.indexOf(true) : undefined;
}

function collect(errors: readonly ErrorObject[], scope: string, options: WordingOptions, into: Map<string, Problem>) {
  for (const error of errors) {
    if (/\/(anyOf|oneOf)\/\d+\//.test(error.schemaPath.slice(scope.length)) || error.keyword === 'if') continue;
    const branch = error.keyword === 'anyOf' || error.keyword === 'oneOf' ? meantBranch(error) : undefined;
    if (branch !== undefined) {
      const inside = `${error.schemaPath}/${branch}/`;
      collect(
        errors.filter((each) => each.schemaPath.startsWith(inside)),
        inside,
        options,
        into,
      );
      continue;
    }
    const params: Record<string, unknown> = error.params;
    const child =
      error.keyword === 'required'
        ? String(params.missingProperty)
        : error.keyword === 'additionalProperties'
          ? String(params.additionalProperty)
          : undefined;
    const field = fieldName(error.instancePath, child);
    if (into.has(field)) continue;
    const schema: AnySchemaObject = error.parentSchema ?? {};
    const echo = options.echo && schema.writeOnly !== true;
    const { text, value } = phrase(error, schema, echo);
    const quoted = options.shown?.(field) ?? error.data;
    into.set(field, { field, text: value && echo ? `${text}, got ${show(quoted)}` : text });
  }
}

/**
 * Ajv's errors (from an Ajv with `verbose`), one problem per field, in Ajv's order. A union's
 * branches speak only when the value is meant for one of them; otherwise the union's own error
 * says what the value must be.
 */
export function wordErrors(errors: readonly ErrorObject[], options: WordingOptions): Problem[] {
  const problems = new Map<string, Problem>();
  collect(errors, '', options, problems);
  return [...problems.values()];
}
