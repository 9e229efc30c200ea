import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodyParser } from '../../../src/server/plugins/body-parser.ts';
import { errors } from '../../../src/server/plugins/errors.ts';

describe('the body-parser plugin', () => {
  let app = Fastify({ logger: false });
  beforeEach(() => {
    app = Fastify({ logger: false });
  });
  afterEach(() => app.close());

  async function ready() {
    await app.register(bodyParser);
    await app.register(errors);
    app.post('/echo', async (request) => ({ body: request.body, polluted: ({} as Record<string, unknown>).admin }));
  }
  const post = (payload: string | Buffer, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': contentType }, payload });

  it('parses JSON and drops __proto__ keys', async () => {
    await ready();
    const response = await post('{"a":1,"__proto__":{"admin":true},"b":{"__proto__":{"admin":true}}}');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: { a: 1, b: {} } });
  });

  it('refuses invalid UTF-8, malformed JSON, an empty body and other content types', async () => {
    await ready();
    const invalidUtf8 = await post(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]));
    expect([invalidUtf8.statusCode, invalidUtf8.json()]).toEqual([
      400,
      { error: 'The request body is not valid UTF-8.' },
    ]);
    const malformed = await post('{"a":');
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { error: 'The request body is not valid JSON.' }]);
    const empty = await post('');
    expect([empty.statusCode, empty.json()]).toEqual([400, { error: 'The request body is empty.' }]);
    const text = await post('a=1', 'text/plain');
    expect([text.statusCode, text.json()]).toEqual([415, { error: 'Submissions must be sent as application/json.' }]);
  });
});
