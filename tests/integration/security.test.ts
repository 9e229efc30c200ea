/**
 * The server attacked as an attacker would, over real sockets: the real server (createServer on
 * loopback, or `node src/server/main.ts` where a whole process is needed), raw HTTP through
 * node:net where no HTTP client would send the request, a real SMTP sink, real stores, and the
 * real operator CLI. Each test asserts the exact status, headers and what was stored.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm } from '../../src/content/firm.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { eraseByEmail } from '../../src/server/leads/erase.ts';
import { FormVersions } from '../../src/server/submissions/form-versions.ts';
import { NON_HTML_CSP, SECURITY_HEADERS } from '../../src/server/security-headers.ts';
import { createMailer, emlPath, type Mailer } from '../../src/server/mail/mailer.ts';
import { OutboxWorker } from '../../src/server/submissions/outbox-worker.ts';
import { startServerProcess } from '../../scripts/server-process.ts';
import { stepMessage } from '../support/catalogue-words.ts';
import { runLeads, type CliResult } from '../support/leads-cli.ts';
import { minimalAnswers } from '../support/sample-answers.ts';
import { get, openRaw, rawRequest } from '../support/raw-http.ts';
import { submissionRecord } from '../support/stored-submission.ts';
import { storeFactories } from '../support/stores.ts';
import {
  backends,
  post,
  receivedMail,
  startServerWithSink,
  startTestServer,
  type MailingTestServer,
  type TestServer,
} from '../support/test-server.ts';

const catalogue = loadCatalogue();
const form = (id: string): FormDefinition => formById(catalogue, id);
const sqlite = backends[0] ?? { name: 'sqlite' as const, databaseUrl: undefined };
const contact = (answers: Record<string, unknown> = {}, honeypot: unknown = '') => ({
  ...buildPayload(form('contact'), { name: 'Ada', email: 'ada@example.org', message: 'Hello', ...answers }, new Date()),
  _gotcha: honeypot,
});
let keys = 0;
const newKey = () => `security-${process.pid}-${Date.now()}-${keys++}`;

/** The headers every response must carry, whatever produced it. */
function expectSecurityHeaders(headers: Readonly<Record<string, string | null | undefined>>) {
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
}
const headersOf = (response: Response) => Object.fromEntries(response.headers.entries());

/** Every security header exactly as the site's ordinary answers carry it. */
function expectEverySecurityHeader(headers: Readonly<Record<string, string | null | undefined>>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
  expect(headers['content-security-policy']).toBe(NON_HTML_CSP);
}

describe('the static server and its redirects', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sqlite);
  });
  afterAll(() => server.close());

  it.each([
    ['//evil.example/', '/evil.example'],
    ['/%2Fevil.example/', '/%2Fevil.example'],
    ['/%2F%2Fevil.example/', '/%2F%2Fevil.example'],
    ['/%5Cevil.example/', '/%5Cevil.example'],
    ['/\\evil.example/', '/%5Cevil.example'],
    ['//\\evil.example/', '/%5Cevil.example'],
    ['/%C3%A9/', '/%C3%A9'],
    ['/about/?next=//evil.example&x=<y>', '/about?next=//evil.example&x=%3Cy%3E'],
  ])('GET %s redirects to %s, a path on this site', async (target, location) => {
    const response = await rawRequest(server.url, get(target));
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
    expect(new URL(response.headers.location ?? '', 'https://site.example/').host).toBe('site.example');
    expectSecurityHeaders(response.headers);
  });

  it.each(['/foo%0d%0aSet-Cookie:x=1/', '/%E2%80%A8/', '/a%00b', '/x%1b[2J'])(
    'GET %s answers the 404 page, never a 500 or a forged header',
    async (target) => {
      const response = await rawRequest(server.url, get(target));
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('Fixture not-found page');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers.location).toBeUndefined();
      expectSecurityHeaders(response.headers);
    },
  );

  it('a URL that is not valid percent-encoding is a 400 that does not echo it', async () => {
    const response = await rawRequest(server.url, get('/%ff<script>'));
    expect(response.status).toBe(400);
    expect(response.body).not.toContain('%ff');
    expect(response.body).not.toContain('<script>');
    expectSecurityHeaders(response.headers);
  });

  it('an HTTP/1.1 request without Host is a 400 carrying every security header, and the server answers on', async () => {
    const response = await rawRequest(server.url, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(response.status).toBe(400);
    expectEverySecurityHeader(response.headers);
    expect(response.body.length).toBeLessThan(100);
    const ordinary = await rawRequest(server.url, get('/healthz'));
    expect(ordinary.status).toBe(200);
    expectEverySecurityHeader(ordinary.headers);
  });

  it.each([
    ['PUT', '/', 'GET, HEAD'],
    ['DELETE', '/', 'GET, HEAD'],
    ['OPTIONS', '/', 'GET, HEAD'],
    ['POST', '/?x=1', 'GET, HEAD'],
    ['PUT', '/services/soc2', 'GET, HEAD'],
    ['PATCH', '/healthz', 'GET, HEAD'],
    ['DELETE', '/readyz', 'GET, HEAD'],
    ['PUT', '/healthz/delivery', 'GET, HEAD'],
    ['PUT', '/api/submissions', 'POST'],
    ['DELETE', '/api/submissions', 'POST'],
    ['OPTIONS', '/api/submissions', 'POST'],
    ['GET', '/api/submissions', 'POST'],
    ['OPTIONS', '/api/events', 'POST'],
    ['PUT', '/api/events', 'POST'],
  ])('%s %s is a 405 that says what is allowed (%s), with every security header', async (method, target, allow) => {
    const response = await rawRequest(
      server.url,
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/xml\r\nContent-Length: 2\r\nConnection: close\r\n\r\n<>`,
    );
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expectEverySecurityHeader(response.headers);
  });

  it.each([
    ['PUT', '/no-such-page'],
    ['DELETE', '/api/nothing-here'],
    ['OPTIONS', '/assets/missing.js'],
  ])('%s %s, on a path that is no resource of the site, stays a 404', async (method, target) => {
    const response = await rawRequest(
      server.url,
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(response.status).toBe(404);
    expect(response.headers.allow).toBeUndefined();
    expectSecurityHeaders(response.headers);
  });

  it.each([
    ['a bad request line', 400, 'GARBAGE\r\n\r\n'],
    ['a header without a colon', 400, 'GET / HTTP/1.1\r\nHost: x\r\nnonsense\r\n\r\n'],
    [
      'a broken chunked body',
      400,
      'POST /api/submissions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    ],
    [
      'Content-Length with Transfer-Encoding',
      400,
      'POST /api/submissions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['an oversized URL', 431, `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ['oversized headers', 431, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`],
  ])("Node's parser refusing %s answers %i with the security headers and closes", async (_name, status, request) => {
    const response = await rawRequest(server.url, request);
    expect(response.status).toBe(status);
    expect(response.headers.connection).toBe('close');
    expect(response.body.length).toBeLessThan(100);
    expectSecurityHeaders(response.headers);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("Fastify's own answers carry the security headers too (415, 413, 405 for an unknown method, 404 under /api)", async () => {
    const answers = [
      await fetch(`${server.url}/api/submissions`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      }),
      await fetch(`${server.url}/api/submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ x: 'y'.repeat(300_000) }),
      }),
      await fetch(`${server.url}/`, { method: 'PUT' }),
      await fetch(`${server.url}/api/nothing-here`),
    ];
    expect(answers.map((response) => response.status)).toEqual([415, 413, 405, 404]);
    for (const response of answers) {
      expectSecurityHeaders(headersOf(response));
      expect(await response.text()).not.toMatch(/PUT|about|nothing-here/);
    }
  });
});

describe('slow and abusive clients', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sqlite, {
      REQUEST_TIMEOUT_SECONDS: '2',
      HEADERS_TIMEOUT_SECONDS: '1',
      KEEPALIVE_TIMEOUT_SECONDS: '1',
      MAX_CONNECTIONS: '300',
      // Every connection below comes from one address: the cap per network is tested on its own.
      CONNECTIONS_PER_NETWORK: '300',
    });
  });
  afterAll(() => server.close());

  it('a body trickled a byte at a time is cut off with a 408 once the request timeout passes', async () => {
    const connection = await openRaw(server.url);
    connection.send(
      'POST /api/submissions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const trickle = setInterval(() => connection.send(' '), 300);
    const response = await connection.closed(10_000);
    clearInterval(trickle);
    expect(response.closed).toBe(true);
    expect(response.status).toBe(408);
    expectSecurityHeaders(response.headers);
    // Cut off at the 2 s request timeout (Node checks on a beat of at most 250 ms here), not later.
    expect(response.elapsedMs).toBeGreaterThanOrEqual(1_900);
    expect(response.elapsedMs).toBeLessThan(5_000);
  });

  it('headers that never end are cut off at the headers timeout', async () => {
    const connection = await openRaw(server.url);
    connection.send('GET / HTTP/1.1\r\nHost: x\r\n');
    const response = await connection.closed(10_000);
    expect(response.closed).toBe(true);
    expect(response.status).toBe(408);
    expect(response.elapsedMs).toBeLessThan(4_000);
  });

  it('answers a normal request while 200 idle and 20 slow connections are open', async () => {
    const idle = await Promise.all(Array.from({ length: 200 }, () => openRaw(server.url)));
    const slow = await Promise.all(Array.from({ length: 20 }, () => openRaw(server.url)));
    for (const connection of slow) {
      connection.send(
        'POST /api/submissions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
      );
    }
    try {
      const response = await fetch(`${server.url}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Fixture site');
      // Answered while every one of them was still open: none has been cut off yet.
      expect([...idle, ...slow].every((connection) => !connection.socket.destroyed)).toBe(true);
      const posted = await post(server.url, contact(), { 'idempotency-key': newKey() });
      expect(posted.status).toBe(200);
    } finally {
      for (const connection of [...idle, ...slow]) connection.socket.destroy();
    }
  });

  it('closes idle connections once the timeouts pass', async () => {
    const idle = await openRaw(server.url);
    const kept = await openRaw(server.url);
    kept.send('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    const [silent, keptAlive] = await Promise.all([idle.closed(8_000), kept.closed(8_000)]);
    expect(keptAlive.status).toBe(200);
    expect(keptAlive.closed).toBe(true);
    expect(silent.closed).toBe(true);
  });
});

describe('the connection cap', () => {
  /** Opens `count` connections from `from`; resolves once each is connected or refused. */
  async function flood(url: string, count: number, from: string) {
    const sockets = await Promise.all(
      Array.from({ length: count }, () => openRaw(url, from).then((connection) => connection.socket)),
    );
    return {
      sockets,
      open: () => sockets.filter((socket) => !socket.destroyed && !socket.readableEnded).length,
      destroy: () => sockets.forEach((socket) => socket.destroy()),
    };
  }

  it('one network holding more idle sockets than its cap cannot lock out another', async () => {
    const server = await startTestServer(sqlite, { MAX_CONNECTIONS: '150', CONNECTIONS_PER_NETWORK: '20' });
    const floods: Awaited<ReturnType<typeof flood>>[] = [];
    try {
      const ordinary = () => rawRequest(server.url, get('/healthz'), 3_000, '127.0.0.3');
      // Four waves of 100 idle sockets from 127.0.0.2, an ordinary request from 127.0.0.3 after each.
      for (let wave = 0; wave < 4; wave++) {
        floods.push(await flood(server.url, 100, '127.0.0.2'));
        expect((await ordinary()).status).toBe(200);
      }
      // The server closed every socket past the cap at once, without a byte of answer.
      await expect.poll(() => floods.reduce((sum, wave) => sum + wave.open(), 0)).toBe(20);
      expect(floods.flatMap((wave) => wave.sockets).filter((socket) => socket.bytesRead > 0)).toEqual([]);
      // The 20 it kept are served like any other.
      const kept = floods.flatMap((wave) => wave.sockets).find((socket) => !socket.destroyed && !socket.readableEnded);
      expect(kept).toBeDefined();
      // Closing them frees the network's count: it may connect and be served again.
      for (const wave of floods) wave.destroy();
      await expect
        .poll(async () => (await rawRequest(server.url, get('/healthz'), 3_000, '127.0.0.2')).status)
        .toBe(200);
      const again = await flood(server.url, 20, '127.0.0.2');
      floods.push(again);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => rawRequest(server.url, get('/healthz'), 3_000, '127.0.0.4')),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect(again.open()).toBe(20);
    } finally {
      for (const wave of floods) wave.destroy();
      await server.close();
    }
  });

  it('behind a trusted proxy the per-network cap spares the proxy, not a client that bypasses it', async () => {
    const server = await startTestServer(sqlite, { TRUST_PROXY: '127.0.0.2', CONNECTIONS_PER_NETWORK: '5' });
    const floods: Awaited<ReturnType<typeof flood>>[] = [];
    try {
      const proxy = await flood(server.url, 30, '127.0.0.2');
      floods.push(proxy);
      const direct = await flood(server.url, 30, '127.0.0.5');
      floods.push(direct);
      await expect.poll(() => direct.open()).toBe(5);
      // Every one of the proxy's connections is served.
      const answers = await Promise.all(
        proxy.sockets.map(
          (socket) =>
            new Promise<string>((resolve) => {
              socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1').split('\r\n')[0] ?? ''));
              socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
            }),
        ),
      );
      expect(new Set(answers)).toEqual(new Set(['HTTP/1.1 200 OK']));
    } finally {
      for (const wave of floods) wave.destroy();
      await server.close();
    }
  });

  it('refuses connections beyond MAX_CONNECTIONS and serves again once one closes', async () => {
    const server = await startTestServer(sqlite, { MAX_CONNECTIONS: '5' });
    const open = await Promise.all(Array.from({ length: 5 }, () => openRaw(server.url)));
    try {
      const refused = await rawRequest(server.url, get('/healthz'), 3_000);
      expect(refused.status).toBe(0);
      expect(refused.raw).toBe('');
      open[0]?.socket.destroy();
      await expect.poll(async () => (await rawRequest(server.url, get('/healthz'), 3_000)).status).toBe(200);
    } finally {
      for (const connection of open) connection.socket.destroy();
      await server.close();
    }
  });
});

describe('SIGTERM with a slow client connected', () => {
  it('finishes in-flight work, closes the remaining connections and exits 0 within 10 s', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'security-sigterm-'));
    const server = await startServerProcess({
      env: { SITE_DIR: 'tests/fixtures/site', DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'warn' },
    });
    try {
      const slow = await openRaw(server.url);
      slow.send(
        'POST /api/submissions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
      );
      const trickle = setInterval(() => slow.send(' '), 500);
      const idle = await openRaw(server.url);
      const posted = await post(server.url, contact(), { 'idempotency-key': newKey() });
      expect(posted.status).toBe(200);

      const started = Date.now();
      const exit = await server.stop('SIGTERM', 20_000);
      clearInterval(trickle);
      expect(exit).toEqual({ code: 0, signal: null });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect((await slow.closed(1_000)).closed).toBe(true);
      expect((await idle.closed(1_000)).closed).toBe(true);
      await expect.poll(() => existsSync(emlPath(dataDir, String(posted.json.id))), { timeout: 2_000 }).toBe(true);
    } finally {
      await server.stop('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(backends)('submissions under attack on $name', (backend) => {
  let server: MailingTestServer;
  beforeAll(async () => {
    server = await startServerWithSink(backend, { RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => server.close());
  const count = async () => (await server.store.allSubmissions()).length;

  it('a 24,000-item answer is answered with a small error listing at most 20 field errors', async () => {
    const iso = form('iso27001');
    // Each item is answered with an error of its own unless the error list is capped.
    const reasons = Array.from({ length: 24_000 }, () => 'nope!');
    const payload = buildPayload(iso, minimalAnswers(iso), new Date());
    const body = JSON.stringify({ ...payload, answers: { ...payload.answers, implementationReasons: reasons } });
    expect(body.length).toBeGreaterThan(180_000);
    expect(body.length).toBeLessThan(256 * 1024);
    const before = await count();
    const response = await post(server.url, body);
    expect(response.status).toBe(422);
    const text = JSON.stringify(response.json);
    expect(text.length).toBeLessThan(5_000);
    expect((response.json.errors as unknown[]).length).toBeLessThanOrEqual(20);
    expect(await count()).toBe(before);
  });

  it('thousands of unknown keys are refused in a small answer', async () => {
    const body: Record<string, unknown> = { ...contact() };
    for (let index = 0; index < 5_000; index++) body[`k${index}${'x'.repeat(20)}`] = 1;
    const response = await post(server.url, body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.json).length).toBeLessThan(5_000);
    expect((response.json.errors as unknown[]).length).toBe(20);
    expect(String(response.json.error)).toMatch(/and 4980 more\.$/);
  });

  it.each([
    ['a number', 1],
    ['zero', 0],
    ['true', true],
    ['false', false],
    ['a string', 'http://pills.example'],
  ])('a honeypot holding %s marks the submission as spam: stored, never emailed', async (_name, honeypot) => {
    const response = await post(server.url, contact({}, honeypot), { 'idempotency-key': newKey() });
    expect(response.status).toBe(200);
    const id = String(response.json.id);
    expect(await server.store.getSubmission(id)).toMatchObject({ status: 'spam' });
    expect(await server.store.jobsOf(id)).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
  ])('a honeypot left %s is a real lead', async (_name, honeypot) => {
    const response = await post(server.url, contact({}, honeypot), { 'idempotency-key': newKey() });
    expect(response.status).toBe(200);
    expect(await server.store.getSubmission(String(response.json.id))).toMatchObject({ status: 'new' });
  });

  it('compares Origin with the site and the server itself, never with the Host header', async () => {
    const own = new URL(server.url).origin;
    const cases: [Record<string, string>, number][] = [
      [{ host: 'evil.example', origin: 'http://evil.example' }, 403],
      [{ origin: 'null' }, 403],
      [{ origin: `${own}.evil.example` }, 403],
      [{ 'sec-fetch-site': 'Cross-Site' }, 403],
      [{ 'sec-fetch-site': 'cross-site' }, 403],
      [{ origin: own }, 200],
      [{ origin: own.replace('127.0.0.1', 'localhost') }, 200],
      [{ origin: new URL(firm.siteUrl).origin }, 200],
      [{ 'sec-fetch-site': 'same-origin' }, 200],
      [{}, 200],
    ];
    for (const [headers, status] of cases) {
      const body = JSON.stringify(contact());
      const lines = Object.entries({ host: '127.0.0.1', ...headers })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      const response = await rawRequest(
        server.url,
        `POST /api/submissions HTTP/1.1\r\n${lines}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect([headers, response.status]).toEqual([headers, status]);
    }
  });

  it.each([
    ['a display name', 'Support<attacker@evil.example>'],
    ['two addresses', 'a,b@evil.example'],
    ['a semicolon list', 'a@evil.example;b@evil.example'],
    ['a NUL byte', 'a\u0000b@evil.example'],
    ['a right-to-left override', 'moc.elpmaxe\u202E@evil.example'],
    ['a quoted name', '"boss"@evil.example'],
  ])('refuses an email address with %s, storing nothing', async (_name, email) => {
    const before = await count();
    const response = await post(server.url, contact({ email }), { 'idempotency-key': newKey() });
    expect(response.status).toBe(422);
    expect(response.json.error).toBe(stepMessage(formById(catalogue, 'contact'), 'email'));
    expect(await count()).toBe(before);
  });

  it('stores an unusual but plain address exactly as it goes into Reply-To', async () => {
    const email = "o'brien+iso!x@exämple.de";
    const response = await post(server.url, contact({ email }), { 'idempotency-key': newKey() });
    expect(response.status).toBe(200);
    const id = String(response.json.id);
    const stored = JSON.parse((await server.store.getSubmission(id))?.answers ?? '{}') as { email?: string };
    expect(stored.email).toBe(email);
    const mail = await receivedMail(server.sink, id);
    expect(mail.replyTo?.value.map((address) => address.address)).toEqual([email]);
  });
});

describe.each(backends)('rate limits on $name', (backend) => {
  it('twenty concurrent posts with one key from one address are one submission and count once', async () => {
    const server = await startTestServer(backend, { RATE_LIMIT_MAX: '5' });
    try {
      const key = newKey();
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => post(server.url, contact(), { 'idempotency-key': key })),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
      expect(new Set(responses.map((response) => response.json.id)).size).toBe(1);
      expect(await server.store.allSubmissions()).toHaveLength(1);
      for (let index = 0; index < 4; index++)
        expect(
          (await post(server.url, contact({ name: `Other ${index}` }), { 'idempotency-key': newKey() })).status,
        ).toBe(200);
      const refused = await post(server.url, contact({ name: 'One too many' }), { 'idempotency-key': newKey() });
      expect(refused.status).toBe(429);
      // A replay of a stored key is still answered from the first, past the limit.
      expect((await post(server.url, contact(), { 'idempotency-key': key })).json).toEqual({
        ok: true,
        id: responses[0]?.json.id,
      });
      expect(await server.store.allSubmissions()).toHaveLength(5);
    } finally {
      await server.close();
    }
  });

  it('with TRUST_PROXY the client is the address the proxy appended, whatever the client wrote before it', async () => {
    const server = await startTestServer(backend, { RATE_LIMIT_MAX: '2', TRUST_PROXY: 'true' });
    try {
      const from = (forwarded: string, name: string) =>
        post(server.url, contact({ name }), { 'x-forwarded-for': forwarded, 'idempotency-key': newKey() });
      const first = await from('1.1.1.1, 203.0.113.9', 'first');
      expect(first.status).toBe(200);
      expect((await server.store.getSubmission(String(first.json.id)))?.ipPrefix).toBe('203.0.113.0/24');
      expect((await from('2.2.2.2, 203.0.113.9', 'second')).status).toBe(200);
      expect((await from('3.3.3.3, 203.0.113.9', 'third')).status).toBe(429);
      expect((await from('203.0.113.9, 198.51.100.4', 'another client')).status).toBe(200);

      const garbage = await from('203.0.113.9, not-an-ip', 'garbage');
      expect(garbage.status).toBe(400);
      expect(garbage.json.error).toMatch(/not an IP address/);
      const withPort = await from('198.51.100.4:5555', 'with a port');
      expect(withPort.status).toBe(400);
    } finally {
      await server.close();
    }
  });

  it('with TRUST_PROXY listing the proxies, the right-most address that is not one of them is the client', async () => {
    const server = await startTestServer(backend, { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    try {
      const response = await post(server.url, contact(), {
        'x-forwarded-for': '192.0.2.77, 198.51.100.23, 10.1.2.3',
        'idempotency-key': newKey(),
      });
      expect((await server.store.getSubmission(String(response.json.id)))?.ipPrefix).toBe('198.51.100.0/24');
    } finally {
      await server.close();
    }
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored', async () => {
    const server = await startTestServer(backend, { RATE_LIMIT_MAX: '1' });
    try {
      expect((await post(server.url, contact(), { 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
      const second = await post(server.url, contact({ name: 'B' }), { 'x-forwarded-for': '198.51.100.2' });
      expect(second.status).toBe(429);
      expect((await server.store.allSubmissions())[0]?.ipPrefix).toBe('127.0.0.0/24');
    } finally {
      await server.close();
    }
  });

  it('counts IPv6 clients by their /64', async () => {
    const server = await startTestServer(backend, { RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' });
    try {
      const from = (address: string) =>
        post(server.url, contact({ name: address }), { 'x-forwarded-for': address, 'idempotency-key': newKey() });
      expect((await from('2001:db8:1:2::1')).status).toBe(200);
      expect((await from('2001:db8:1:2:ffff:ffff:ffff:5')).status).toBe(200);
      expect((await from('2001:db8:1:2:abcd::9')).status).toBe(429);
      const neighbour = await from('2001:db8:1:3::1');
      expect(neighbour.status).toBe(200);
      expect((await server.store.getSubmission(String(neighbour.json.id)))?.ipPrefix).toBe('2001:db8:1::/48');
    } finally {
      await server.close();
    }
  });
});

describe.each(backends.filter((backend) => backend.databaseUrl))('two servers on one $name database', (backend) => {
  it('share one rate-limit count', async () => {
    const first = await startTestServer(backend, { RATE_LIMIT_MAX: '3' });
    const { createServer } = await import('../../src/server/app.ts');
    const { readConfig } = await import('../../src/server/config.ts');
    const second = await createServer(
      readConfig({
        SITE_DIR: 'tests/fixtures/site',
        DATA_DIR: first.dataDir,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_MAX: '3',
        DATABASE_URL: backend.databaseUrl ?? '',
      }),
    );
    const secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 6; index++)
        statuses.push((await post(index % 2 ? secondUrl : first.url, contact({ name: `P${index}` }))).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    } finally {
      await second.app.close();
      await first.close();
    }
  });
});

/** The operator CLI on a data folder, as the operator runs it. */
function leadsCli(dataDir: string, ...args: string[]): Promise<CliResult> {
  return runLeads({ DATA_DIR: dataDir, DATABASE_URL: '' }, ...args);
}

/** What may never reach the operator's terminal raw: controls (ESC, BEL, C1) and bidi overrides. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('what reaches the operator', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sqlite);
  });
  afterAll(() => server.close());

  it('leads show and list print terminal escapes as text', async () => {
    const name = 'Eve\u001b[2J\u001b[H\u001b]0;pwned\u0007\u202Egnp.exe\u009b31m';
    const response = await post(server.url, contact({ name, message: 'line one\n\u001b[1Ahidden' }), {
      'idempotency-key': newKey(),
    });
    const id = String(response.json.id);
    const shown = await leadsCli(server.dataDir, 'show', id);
    expect(shown.code).toBe(0);
    expect(shown.stdout).not.toMatch(TERMINAL_CONTROL);
    expect(shown.stdout).toContain('Eve\\x1b[2J\\x1b[H\\x1b]0;pwned\\x07\\u202egnp.exe\\x9b31m');
    expect(shown.stdout).toContain('\\x1b[1Ahidden');
    const listed = await leadsCli(server.dataDir, 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).not.toMatch(TERMINAL_CONTROL);
  });

  it('CSV export neutralises formula prefixes, also after whitespace, line breaks and in full width; the file is owner-only', async () => {
    const attacks = [' =1+1', '\n=HYPERLINK("http://evil.example")', '＝1+1', '＋1', '－1', '＠SUM(A1)', '\t@x'];
    for (const message of attacks) {
      const response = await post(server.url, contact({ message }), { 'idempotency-key': newKey() });
      expect(response.status).toBe(200);
    }
    const file = path.join(server.dataDir, 'export.csv');
    writeFileSync(file, 'old', { mode: 0o644 });
    const exported = await leadsCli(server.dataDir, 'export', '--form', 'contact', '--format', 'csv', '--output', file);
    expect(exported.code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const csv = readFileSync(file, 'utf8');
    for (const message of attacks) {
      const cell = `'${message}`;
      expect(csv).toContain(/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
    }
  });

  it('purge --older-than beyond a century is a usage error, not "Invalid time value"', async () => {
    const result = await leadsCli(server.dataDir, 'purge', '--older-than', '200000000');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--older-than must be at most 36500, got "200000000".');
    expect(result.stderr).not.toMatch(/Invalid time value/);
  });
});

describe.each(storeFactories)('leads erase while the worker delivers the same submission ($name)', (factory) => {
  it('leaves no row, job or .eml behind', async () => {
    const opened = await factory.open();
    const { store, dataDir } = opened;
    const definition = form('contact');
    const answers = { name: 'Erin', email: 'erin@example.org', message: 'Erase me' };
    const receivedAt = new Date();
    const id = '0b9d6f1e-0000-4000-8000-000000000001';
    await store.insertSubmission(
      submissionRecord({ id, receivedAt: receivedAt.toISOString(), answers: JSON.stringify(answers) }),
      ['email'],
    );
    // The real .eml mailer, held at the moment the message is built, while the operator erases.
    const real = createMailer({ smtpUrl: undefined, dataDir });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sending = false;
    const mailer: Mailer = {
      ...real,
      async send(email, submissionId) {
        sending = true;
        await held;
        await real.send(email, submissionId);
      },
    };
    const worker = new OutboxWorker({
      store,
      mailer,
      versions: new FormVersions(store, [definition]),
      mailFrom: 'website@firm.example',
      leadsTo: 'leads@firm.example',
      firm: { name: 'Firm', email: 'hello@firm.example', siteUrl: 'https://firm.example' },
      forwardUrl: undefined,
      maxAttempts: 3,
      pollMs: 60_000,
      concurrency: 2,
      log: Fastify({ logger: false }).log,
    });
    try {
      worker.start();
      await expect.poll(() => sending).toBe(true);
      expect(await eraseByEmail(store, dataDir, new FormVersions(store, catalogue), 'ERIN@example.org ')).toBe(1);
      release();
      await worker.stop();
      expect(await store.getSubmission(id)).toBeNull();
      expect(await store.jobsOf(id)).toEqual([]);
      expect(existsSync(emlPath(dataDir, id))).toBe(false);
    } finally {
      release();
      await worker.stop();
      await opened.dispose();
    }
  });
});
