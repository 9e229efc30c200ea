/**
 * The desk on a host of its own, both hosts served by one server: the firm's site at 127.0.0.1
 * (its siteUrl here) and the desk at localhost (DESK_ORIGIN). The desk answers only at its host,
 * the site's pages and API not at all there; the desk host's root leads to the desk, on that host.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deskCall, signedInMember } from '../../support/desk-session.ts';
import { backends, startTestServer, type TestServer } from '../../support/test-server.ts';

vi.mock(import('../../../src/content/firm.ts'), async (original) => {
  const actual = await original();
  return { ...actual, firm: { ...actual.firm, siteUrl: 'http://127.0.0.1' } };
});

const DESK_HOST = 'localhost';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A request (GET unless said) to the server under a host name of our choosing (both names are this machine). */
function get(server: TestServer, host: string, path: string, method = 'GET'): Promise<Answer> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const headers = { host: `${host}:${port}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) };
    const sent = request({ host: '127.0.0.1', port, path, method, headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
    });
    sent.on('error', reject);
    sent.end(method === 'POST' ? '{}' : undefined);
  });
}

describe.each(backends)('the desk on a host of its own on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { DESK_ORIGIN: `http://${DESK_HOST}:4482` });
  });
  afterAll(async () => server.close());

  it('answers the site on the site’s host and the desk on the desk’s, each not on the other', async () => {
    const site = await get(server, '127.0.0.1', '/');
    expect(site.status).toBe(200);
    expect(site.headers['content-type']).toMatch(/text\/html/);
    expect((await get(server, '127.0.0.1', '/desk')).status).toBe(404);
    expect((await get(server, '127.0.0.1', '/desk/api/session')).status).toBe(404);

    // The desk's own host: its pages and API answer; the site's do not.
    // (The fixture site has no built desk: the desk's own page says so, a 503 of the desk's, not a 404.)
    const desk = await get(server, DESK_HOST, '/desk');
    expect(desk.status).toBe(503);
    expect(desk.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await get(server, DESK_HOST, '/desk/api/session')).status).toBe(401);
    for (const path of ['/about', '/robots.txt', '/api/submissions', '/nowhere']) {
      const there = await get(server, DESK_HOST, path);
      expect(there.status, path).toBe(404);
      expect(there.body, path).not.toMatch(/<script/);
    }
    // Its root leads to the desk by a path alone: the browser stays on the desk's host.
    const root = await get(server, DESK_HOST, '/');
    expect(root.status).toBe(302);
    expect(root.headers.location).toBe('/desk');
    // Monitors (and the proxy's health check) reach the health checks under any name.
    expect((await get(server, DESK_HOST, '/healthz')).status).toBe(200);
    expect((await get(server, DESK_HOST, '/readyz')).status).toBe(200);
  });

  it('reads a path no route takes as a URL parser would, its dot segments resolved', async () => {
    // No route takes these methods: the path decides the part, `/healthz/../about` being the site's.
    for (const method of ['PROPFIND', 'SEARCH']) {
      for (const path of ['/healthz/../about', '/healthz/%2e%2e/about', '/readyz/../robots.txt', '/./about']) {
        const there = await get(server, DESK_HOST, path, method);
        expect(there.status, `${method} ${path}`).toBe(404);
        expect(there.body, `${method} ${path}`).toBe('Not found\n');
      }
      const desk = await get(server, '127.0.0.1', '/healthz/../desk/api/session', method);
      expect(desk.body, `${method} on the site's host`).toBe('Not found\n');
      // The health checks themselves stay reachable on either host, however their path is spelt.
      for (const host of ['127.0.0.1', DESK_HOST]) {
        for (const path of ['/healthz/./delivery', '/desk/../healthz', '/readyz']) {
          const health = await get(server, host, path, method);
          expect(health.body, `${method} ${host} ${path}`).not.toBe('Not found\n');
        }
      }
    }
  });

  it('keeps the hosts apart however a path is spelt: escaped, doubled, in capitals or malformed', async () => {
    // The router reads /%64esk as /desk: on the site's host, no spelling reaches the desk.
    for (const [method, path] of [
      ['GET', '/%64esk'],
      ['GET', '/d%65sk/'],
      ['GET', '/d%65sk/api/me/passkeys'],
      ['GET', '/%64%65%73%6B/api/session'],
      ['POST', '/%64esk/api/sign-in/options'],
      ['POST', '/desk/%61pi/sign-in/options'],
    ] as const) {
      const answer = await get(server, '127.0.0.1', path, method);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body, `${method} ${path}`).toBe('Not found\n');
    }
    // Spellings the router does not take for the desk are the site's own (its not-found page), never the desk.
    for (const path of ['/desk%2Fapi%2Fsession', '//desk', '/DESK']) {
      const answer = await get(server, '127.0.0.1', path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['x-robots-tag'], path).toBeUndefined();
    }
    // On the desk's host the desk answers however its path is spelt, and the site's pages under no spelling.
    expect((await get(server, DESK_HOST, '/%64esk')).status).toBe(503);
    expect((await get(server, DESK_HOST, '/d%65sk/api/session')).status).toBe(401);
    for (const path of [
      '/%61bout',
      '/%72obots.txt',
      '/%61pi/submissions',
      '//desk',
      '/DESK',
      '/desk%2Fapi%2Fsession',
    ]) {
      const there = await get(server, DESK_HOST, path);
      expect(there.status, path).toBe(404);
      expect(there.body, path).toBe('Not found\n');
    }
    // A malformed escape is a bad request on either host, never an error of the server.
    for (const host of ['127.0.0.1', DESK_HOST]) {
      for (const path of ['/%64esk%', '/desk/%E0%A4%A', '/%zz']) {
        expect((await get(server, host, path)).status, `${host} ${path}`).toBe(400);
      }
    }
  });

  it('signs a member in on the desk’s host and refuses the session on the site’s', async () => {
    const origin = `http://${DESK_HOST}:4482`;
    const token = await signedInMember(
      { url: server.url.replace('127.0.0.1', DESK_HOST), store: server.store },
      origin,
      'ana@firm.example',
      'consultant',
    );
    const onSite = await deskCall(server.url, origin, '/desk/api/session', { token });
    expect(onSite.status).toBe(404);
  });
});
