import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { securityHeaderLines, securityHeaders } from '../../../src/server/plugins/security-headers.ts';
import { NON_HTML_CSP, SECURITY_HEADERS } from '../../../src/server/security-headers.ts';

describe('the security-headers plugin', () => {
  let app = Fastify({ logger: false });
  beforeEach(() => {
    app = Fastify({ logger: false });
  });
  afterEach(() => app.close());

  it('puts the headers on answers, errors and 404s alike, keeps a page CSP and drops cookies', async () => {
    await app.register(securityHeaders);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/page', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'self'").type('text/html').send('<p>page</p>'),
    );
    app.get('/cookie', async (_request, reply) => reply.header('set-cookie', 'session=1').send('x'));
    app.get('/fails', async () => {
      throw new Error('boom');
    });

    for (const [url, status] of [
      ['/ok', 200],
      ['/fails', 500],
      ['/nowhere', 404],
      ['/cookie', 200],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(status);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name]).toBe(value);
      expect(response.headers['content-security-policy']).toBe(NON_HTML_CSP);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect((await app.inject({ url: '/page' })).headers['content-security-policy']).toBe("default-src 'self'");
  });

  it('gives the same headers as raw lines for answers written to the socket', () => {
    const lines = securityHeaderLines();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(lines).toContain(`${name}: ${value}\r\n`);
    expect(lines).toContain(`content-security-policy: ${NON_HTML_CSP}\r\n`);
  });
});
