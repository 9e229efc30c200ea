/**
 * A route schema's refusal, as a client meets it: a 400 whose error names the field and says what
 * it must be, through the server's own error handler.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { checkRouteSchemas } from '../../src/server/common/route-schemas.ts';
import { errors } from '../../src/server/plugins/errors.ts';

async function server() {
  const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
  checkRouteSchemas(app);
  await app.register(errors);
  app.post(
    '/things/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ pattern: '^[a-z]+$' }) }),
        querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) }),
        body: Type.Object(
          {
            status: Type.Union([Type.Literal('new'), Type.Literal('done')]),
            note: Type.String({ minLength: 1, maxLength: 10 }),
            tags: Type.Optional(Type.Array(Type.Object({ name: Type.String() }))),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => ({ id: request.params.id, status: request.body.status }),
  );
  return app;
}

async function refusal(url: string, payload: unknown): Promise<{ status: number; error: string }> {
  const app = await server();
  const response = await app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
  await app.close();
  return { status: response.statusCode, error: (response.json() as { error: string }).error };
}

describe('a route schema refusal', () => {
  it('names a missing field of the body', async () => {
    expect(await refusal('/things/abc', { note: 'x' })).toEqual({ status: 400, error: 'Status is required.' });
  });

  it('names a field of the wrong type or length, nested fields by their path', async () => {
    expect(await refusal('/things/abc', { status: 'new', note: { text: 'x' } })).toEqual({
      status: 400,
      error: 'Note must be text.',
    });
    expect((await refusal('/things/abc', { status: 'new', note: 'far too long a note' })).error).toBe(
      'Note must be 1 to 10 characters long.',
    );
    expect((await refusal('/things/abc', { status: 'new', note: 'x', tags: [{ name: { first: 'x' } }] })).error).toBe(
      'Tags[0].name must be text.',
    );
  });

  it('lists the values a field may take, and names a field the body may not hold', async () => {
    expect((await refusal('/things/abc', { status: 'maybe', note: 'x' })).error).toBe(
      'Status must be one of "new", "done".',
    );
    expect((await refusal('/things/abc', { status: 'new', note: 'x', notes: 'y' })).error).toBe(
      'Notes is not a known field: did you mean "note"?',
    );
  });

  it('checks a body as sent: a number is not read as text', async () => {
    expect((await refusal('/things/abc', { status: 'new', note: 42 })).error).toBe('Note must be text.');
  });

  it('says where a query or path parameter is wrong', async () => {
    expect((await refusal('/things/abc?page=0', { status: 'new', note: 'x' })).error).toBe(
      'Query parameter page must be a whole number (1 or more).',
    );
    expect((await refusal('/things/ABC', { status: 'new', note: 'x' })).error).toBe(
      'Path parameter id is not in the expected form.',
    );
  });

  it('passes a valid request through', async () => {
    const app = await server();
    const response = await app.inject({ method: 'POST', url: '/things/abc', payload: { status: 'done', note: 'ok' } });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'abc', status: 'done' });
  });
});
