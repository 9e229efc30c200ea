/**
 * A route's schema refusal as one sentence naming the field: Fastify's `schemaErrorFormatter`.
 * Fastify stops at the first error (Ajv without allErrors), so the sentence speaks of that one;
 * the answer is a 400 `{error}` through the error handler like every other refusal.
 */
import type { FastifySchemaValidationError } from 'fastify';

/** Where Fastify found the error: the part of the request the schema describes. */
type RequestPart = 'body' | 'headers' | 'params' | 'querystring';

const WHERE: Readonly<Record<RequestPart, string>> = {
  body: '',
  querystring: 'query parameter ',
  params: 'path parameter ',
  headers: 'header ',
};

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

/** `/a/0/b` as `a[0].b`: the way a person names a field of a JSON body. */
function fieldName(pointer: string, child?: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) parts.push(child);
  return parts.reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

function expected(type: unknown): string {
  const list = Array.isArray(type) ? type : [type];
  return list.map((entry) => EXPECTED[String(entry)] ?? String(entry)).join(' or ');
}

/** The sentence for one Ajv error, `field` already named. */
function describe(error: FastifySchemaValidationError, field: string): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${field} is missing.`;
    case 'type':
      return `${field} must be ${expected(params.type)}.`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'const':
      return `${field} must be ${String(params.allowedValue)}.`;
    case 'minLength':
      return Number(params.limit) === 1
        ? `${field} must not be empty.`
        : `${field} must be at least ${String(params.limit)} characters long.`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters long.`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}.`;
    case 'minItems':
      return `${field} must hold at least ${String(params.limit)} items.`;
    case 'maxItems':
      return `${field} must hold at most ${String(params.limit)} items.`;
    case 'pattern':
    case 'format':
      return `${field} is not in the expected form${params.format ? ` (${String(params.format)})` : ''}.`;
    case 'additionalProperties':
      return `${field} is not a field this request takes.`;
    default:
      return `${field} ${error.message ?? 'is not valid'}.`;
  }
}

export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: RequestPart): Error {
  const [error] = errors;
  if (!error) return new Error('The request is not valid.');
  const params = error.params as Record<string, unknown>;
  const child =
    error.keyword === 'required'
      ? String(params.missingProperty)
      : error.keyword === 'additionalProperties'
        ? String(params.additionalProperty)
        : undefined;
  const name = fieldName(error.instancePath, child);
  const where = WHERE[dataVar];
  const field = name === '' ? (dataVar === 'body' ? 'The request body' : `The ${dataVar}`) : `${where}${name}`;
  const sentence = describe(error, field);
  return new Error(sentence.charAt(0).toUpperCase() + sentence.slice(1));
}
