/**
 * How the server checks each route's request schema (TypeBox, written beside the route): Ajv from
 * src/validation/ajv.ts, stopping at the first error, whose refusal is a 400 naming the field
 * (schema-errors.ts). A JSON body is checked as sent: never coerced (a number stays a number) and
 * a key the schema does not allow is refused, not dropped. Query strings, path parameters and
 * headers arrive as text, so a schema's number there is read from it.
 */
import type { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { boundaryAjv } from '../../validation/ajv.ts';
import { schemaErrorFormatter } from './schema-errors.ts';

function routeAjv(part: 'body' | 'text'): Ajv {
  return boundaryAjv({
    // Never every error of a request: a large body would cost as much work as it has wrong items.
    allErrors: false,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: part === 'body' ? false : 'array',
  });
}

/** Called on the server before any route is registered: every route's schema is checked this way. */
export function checkRouteSchemas(app: FastifyInstance): void {
  const body = routeAjv('body');
  const text = routeAjv('text');
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? body : text).compile(schema));
  app.setSchemaErrorFormatter(schemaErrorFormatter);
}

/** The request schema of a route that reads nothing from the request: any query string is ignored. */
export const READS_NOTHING = {
  querystring: Type.Object({}, { description: 'no parameters (any given are ignored)' }),
};

/** The request schema of a route under a wildcard (`/api/*`) that reads nothing else. */
export const WILDCARD_PATH = { ...READS_NOTHING, params: Type.Object({ '*': Type.String() }) };
