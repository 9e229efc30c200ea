import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errors, frameworkErrors, refuseOtherMethods } from '../../../src/server/plugins/errors.ts';

describe('the errors plugin', () => {
  let app = Fastify({ logger: false, frameworkErrors });
  beforeEach(() => {
    app = Fastify({ logger: false, frameworkErrors });
  });
  afterEach(() => app.close());

  it('answers every error as a JSON {error} with its status, never a stack or the request text', async () => {
    await app.register(errors);
    app.get('/teapot', async () => {
      throw Object.assign(new Error('No coffee here.'), { statusCode: 418 });
    });
    app.get('/crash', async () => {
      throw new Error('secret internals at /srv/app.ts:42');
    });

    const teapot = await app.inject({ url: '/teapot' });
    expect([teapot.statusCode, teapot.json()]).toEqual([418, { error: 'No coffee here.' }]);
    const crash = await app.inject({ url: '/crash' });
    expect([crash.statusCode, crash.json()]).toEqual([
      500,
      { error: 'Something went wrong on our side. Please try again.' },
    ]);
    const unknown = await app.inject({ method: 'DELETE', url: '/teapot-<script>' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'No such endpoint.' }]);
    const api = await app.inject({ url: '/api/missing' });
    expect([api.statusCode, api.json()]).toEqual([404, { error: 'No such endpoint.' }]);
  });

  it('answers a URL that is not valid percent-encoding with a 400 that does not echo it', async () => {
    await app.register(errors);
    app.get('/*', async () => 'page');
    const response = await app.inject({ url: '/%ff<b>' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('Bad request: this address is not valid.\n');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });

  it('answers a method a known path does not take with a 405 and Allow, before reading the body', async () => {
    await app.register(errors);
    app.post('/form', async () => ({ ok: true }));
    refuseOtherMethods(app, '/form', ['POST']);
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'] as const) {
      const response = await app.inject({
        method,
        url: '/form',
        headers: { 'content-type': 'application/x-unknown' },
        ...(method === 'GET' || method === 'HEAD' ? {} : { payload: 'x' }),
      });
      expect([method, response.statusCode, response.headers.allow]).toEqual([method, 405, 'POST']);
    }
    expect((await app.inject({ method: 'POST', url: '/form', payload: {} })).statusCode).toBe(200);
  });
});
