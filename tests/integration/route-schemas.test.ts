/**
 * Every route the real server registers (Fastify's onRoute hook, not a list kept by hand) declares
 * the schema of the request it reads, and a request that does not fit is a 400 naming the field;
 * no handler reads the request by casting it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { minimalAnswers } from '../support/sample-answers.ts';
import { post, startTestServer, type TestServer } from '../support/test-server.ts';

/** What a route's schema describes: what it reads of the request and, for one that reads nothing (the desk's session), what it answers. */
const SCHEMA_PARTS = ['body', 'querystring', 'params', 'headers', 'response'] as const;

const contact = formById(loadCatalogue(), 'contact');
const payload = () => buildPayload(contact, minimalAnswers(contact), new Date());

describe('the request schemas of the server’s routes', () => {
  let server: TestServer;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    server = await startTestServer(
      { name: 'sqlite', databaseUrl: undefined },
      {},
      { onRoute: (route) => void routes.push(route) },
    );
  });
  afterAll(async () => server.close());

  it('are declared by every route, the desk’s included', () => {
    // The site, the submissions, the funnel, health, the refusals and the desk's API at least.
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.some((route) => route.url.startsWith('/desk/api/'))).toBe(true);
    const without = routes
      .filter((route) => !SCHEMA_PARTS.some((part) => route.schema?.[part] !== undefined))
      .map((route) => `${[route.method].flat().join(',')} ${route.url}`);
    expect(without).toEqual([]);
  });

  it('refuse a submission envelope that does not fit with a 400 naming the field', async () => {
    const refused = await post(server.url, { ...payload(), form: 42 });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe('Form must be text.');
    const nested = await post(server.url, { ...payload(), company: { name: 'x' } });
    expect(nested.status).toBe(400);
    expect(nested.json.error).toBe('Company must be text, a number or a boolean.');
  });

  it('refuse an Idempotency-Key that is not one, naming the header and what it must be', async () => {
    const refused = await post(server.url, payload(), { 'idempotency-key': 'short' });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe('Header Idempotency-Key must be 8 to 128 letters, digits, - or _.');
  });

  it('refuse a funnel beacon that does not fit, naming the field', async () => {
    const beacon = async (body: unknown) => {
      const response = await fetch(`${server.url}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify(body),
      });
      return { status: response.status, error: ((await response.json()) as { error: string }).error };
    };
    expect(await beacon({ form: 'contact', steps: [1] })).toEqual({ status: 400, error: 'Steps[0] must be text.' });
    expect(await beacon({ form: 'contact' })).toEqual({ status: 400, error: 'Steps is required.' });
    expect(await beacon({ form: 'contact', steps: ['view'], id: 'x' })).toEqual({
      status: 400,
      error: 'Id is not a known field.',
    });
  });
});

/** `request.body as ...`, `(request.query as ...)`, `req.params.id as ...`: a cast of what a request carries. */
const REQUEST_CAST = /\b(request|req)\.(body|query|params|headers)\b[^;]*\)?\s+as\s/;

describe('the server’s handlers', () => {
  it('never cast the request: its shape comes from the route’s schema', () => {
    const root = path.resolve('src/server');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    const casts = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        .filter(({ line }) => REQUEST_CAST.test(line))
        .map(({ at }) => at),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(casts).toEqual([]);
    // The pattern finds the casts it is meant to find.
    for (const cast of ['request.body as Body', '(request.query as { weeks?: unknown })', 'req.params.id as string']) {
      expect(REQUEST_CAST.test(cast), cast).toBe(true);
    }
  });
});
