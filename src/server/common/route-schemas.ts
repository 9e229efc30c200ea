/**
 * How the server checks each route's request schema (TypeBox, written beside the route): Ajv from
 * src/validation/ajv.ts, stopping at the first error, whose refusal is a 400 naming the field
 * (schema-errors.ts). A JSON body is checked as sent: never coerced (a number stays a number) and
 * a key the schema does not allow is refused, not dropped. Query strings, path parameters and
 * headers arrive as text, so a schema's number there is read from it.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { Ajv, AnySchemaObject } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { boundaryAjv } from '../../validation/ajv.ts';
import { compiledByAjv, compiledByText } from '../../validation/compiled-by-text.ts';
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

// One compiler of each kind for the process, each compiled schema kept by its text: a process that
// builds more than one server (the tests build many) compiles each route's schemas once.
const bodyValidator = compiledByAjv(() => routeAjv('body'));
const textValidator = compiledByAjv(() => routeAjv('text'));

/** Fastify's own response serializer (fast-json-stringify), with what Fastify gives it: no shared schemas. */
const fastJsonStringify = SerializerSelector()({}, {});
const serializer = compiledByText((schema: object) =>
  fastJsonStringify({ schema, method: '', url: '', httpStatus: '' }),
);

/**
 * Called on the server before any route is registered: every route's request schema is checked
 * and its response schema written this way.
 */
export function checkRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyValidator : textValidator)(schema as AnySchemaObject),
  );
  app.setSerializerCompiler(({ schema }) => serializer(schema as object));
  app.setSchemaErrorFormatter(schemaErrorFormatter);
}

/** The request schema of a route that reads nothing from the request: any query string is ignored. */
export const READS_NOTHING = {
  querystring: Type.Object({}, { description: 'no parameters (any given are ignored)' }),
};

/** The request schema of a route under a wildcard (`/api/*`) that reads nothing else. */
export const WILDCARD_PATH = { ...READS_NOTHING, params: Type.Object({ '*': Type.String() }) };
