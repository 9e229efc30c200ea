/**
 * A route's schema refusal as one sentence naming the field: Fastify's `schemaErrorFormatter`,
 * worded as every boundary words Ajv's errors (src/validation/wording.ts), without the value sent.
 * Fastify stops at the first error (Ajv without allErrors), so the sentence speaks of that one;
 * the answer is a 400 `{error}` through the error handler like every other refusal.
 */
import type { FastifySchemaValidationError } from 'fastify';
import { wordErrors } from '../../validation/wording.ts';

/** Where Fastify found the error: the part of the request the schema describes. */
type RequestPart = 'body' | 'headers' | 'params' | 'querystring';

const WHERE: Readonly<Record<RequestPart, string>> = {
  body: '',
  querystring: 'query parameter ',
  params: 'path parameter ',
  headers: 'header ',
};

const WHOLE: Readonly<Record<RequestPart, string>> = {
  body: 'the request body',
  querystring: 'the query string',
  params: 'the path',
  headers: 'the headers',
};

/** A header's name as HTTP writes it (Node gives it in lower case): Idempotency-Key. */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: RequestPart): Error {
  const [problem] = wordErrors(errors, { echo: false });
  if (!problem) return new Error('The request is not valid.');
  const name = dataVar === 'headers' ? headerName(problem.field) : problem.field;
  const text = /[.?]$/.test(problem.text) ? problem.text : `${problem.text}.`;
  const sentence = `${name === '' ? WHOLE[dataVar] : `${WHERE[dataVar]}${name}`} ${text}`;
  return new Error(sentence.charAt(0).toUpperCase() + sentence.slice(1));
}
