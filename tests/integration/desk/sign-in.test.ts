/**
 * Signing in to the desk through the real server: enrolment from a one-time invite, passkey
 * sign-in verified by SimpleWebAuthn (a software authenticator answers the ceremonies), the session
 * cookie and its limits, sign-out, removal, the Origin check and the rate limit.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../../src/server/desk/tokens.ts';
import { SESSION_COOKIE } from '../../../src/server/desk/session.ts';
import { SIGN_IN_ATTEMPTS } from '../../../src/server/desk/settings.ts';
import { SoftAuthenticator } from '../../support/soft-authenticator.ts';
import { backends, startTestServer, type TestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4471';
const HOUR = 3_600_000;

interface Answer {
  readonly status: number;
  readonly json: Record<string, unknown>;
  readonly cookie: string | null;
}

describe.each(backends)('desk sign-in on $name', (backend) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(backend, { DESK_ORIGIN: ORIGIN });
  });
  afterEach(async () => server.close());

  async function call(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json', origin: ORIGIN }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      json: (await response.json()) as Record<string, unknown>,
      cookie: response.headers.get('set-cookie'),
    };
  }

  const withSession = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });
  const tokenOf = (cookie: string | null) =>
    new RegExp(`^${SESSION_COOKIE}=([A-Za-z0-9_-]{43});`).exec(cookie ?? '')?.[1];
  /** A Set-Cookie's attributes (after its name and value), in any order. */
  const attributesOf = (cookie: string | null) => (cookie ?? '').split('; ').slice(1).sort();

  async function invite(email: string, role: 'owner' | 'consultant', expiresInMs = 24 * HOUR) {
    const token = newToken();
    const now = Date.now();
    await server.store.desk.createInvite({
      tokenHash: hashToken(token),
      email,
      role,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + expiresInMs).toISOString(),
      invitedBy: 'operator',
    });
    return token;
  }

  async function enrol(authenticator: SoftAuthenticator, token: string, origin = ORIGIN) {
    const start = await call('/desk/api/enrol/options', { invite: token });
    if (start.status !== 200) return start;
    const options = start.json.options as Parameters<SoftAuthenticator['register']>[0];
    return call('/desk/api/enrol/verify', {
      invite: token,
      ceremony: start.json.ceremony,
      response: authenticator.register(options, origin),
    });
  }

  async function signIn(authenticator: SoftAuthenticator, origin = ORIGIN) {
    const start = await call('/desk/api/sign-in/options', {});
    const options = start.json.options as Parameters<SoftAuthenticator['authenticate']>[0];
    return call('/desk/api/sign-in/verify', {
      ceremony: start.json.ceremony,
      response: authenticator.authenticate(options, origin),
    });
  }

  it('enrols the first owner from an invite, signs out and back in with the passkey, and audits each step', async () => {
    const passkey = new SoftAuthenticator();
    const enrolled = await enrol(passkey, await invite('owner@firm.example', 'owner'));
    expect(enrolled.status, JSON.stringify(enrolled.json)).toBe(200);
    expect(enrolled.json).toEqual({ email: 'owner@firm.example', role: 'owner' });
    expect(enrolled.cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; `));
    expect(attributesOf(enrolled.cookie)).toEqual(['HttpOnly', 'Max-Age=43200', 'Path=/', 'SameSite=Strict', 'Secure']);
    const first = tokenOf(enrolled.cookie) ?? '';
    expect((await call('/desk/api/session', undefined, withSession(first))).json).toEqual({
      email: 'owner@firm.example',
      role: 'owner',
    });
    // Only the token's hash is kept.
    expect(await server.store.desk.session(first)).toBeNull();
    expect(await server.store.desk.session(hashToken(first))).not.toBeNull();

    const out = await call('/desk/api/sign-out', {}, withSession(first));
    expect(out.status).toBe(200);
    expect(out.cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=; `));
    expect(attributesOf(out.cookie)).toEqual(['HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Strict', 'Secure']);
    expect((await call('/desk/api/session', undefined, withSession(first))).status).toBe(401);

    const [key] = passkey.credentialIds;
    const back = await signIn(passkey);
    expect(back.status, JSON.stringify(back.json)).toBe(200);
    const second = tokenOf(back.cookie) ?? '';
    expect(second).not.toBe(first);
    expect((await call('/desk/api/session', undefined, withSession(second))).status).toBe(200);
    expect((await server.store.desk.passkey(key ?? ''))?.counter).toBe(1);

    const audit = await server.store.desk.auditSince(new Date(Date.now() - HOUR));
    expect(audit.map((entry) => [entry.actor, entry.action])).toEqual([
      ['owner@firm.example', 'enrol'],
      ['owner@firm.example', 'sign-in'],
      ['owner@firm.example', 'sign-out'],
      ['owner@firm.example', 'sign-in'],
    ]);
  });

  it('refuses a used or expired invite, a replayed ceremony and a passkey made for another origin', async () => {
    const passkey = new SoftAuthenticator();
    const token = await invite('ana@firm.example', 'consultant');
    expect((await enrol(passkey, token)).status).toBe(200);
    const reused = await enrol(new SoftAuthenticator(), token);
    expect(reused.status).toBe(410);
    expect(reused.json.error).toMatch(/expired or was already used/);
    expect((await enrol(new SoftAuthenticator(), await invite('ben@firm.example', 'owner', -1))).status).toBe(410);
    expect((await enrol(new SoftAuthenticator(), newToken())).status).toBe(410);

    const phished = await enrol(
      new SoftAuthenticator(),
      await invite('cy@firm.example', 'owner'),
      'https://desk.evil.example',
    );
    expect(phished.status).toBe(400);
    expect(await server.store.desk.memberByEmail('cy@firm.example')).toBeNull();

    const start = await call('/desk/api/sign-in/options', {});
    const options = start.json.options as Parameters<SoftAuthenticator['authenticate']>[0];
    const answer = { ceremony: start.json.ceremony, response: passkey.authenticate(options, ORIGIN) };
    expect((await call('/desk/api/sign-in/verify', answer)).status).toBe(200);
    expect((await call('/desk/api/sign-in/verify', answer)).status).toBe(400);
    expect((await signIn(passkey, 'https://desk.evil.example')).status).toBe(401);

    // A credential id is base64url, or the answer is no answer: refused naming the field, before any check or audit.
    const forged = { id: 'x"; DROP TABLE <b>', response: {} };
    for (const [path, body] of [
      ['/desk/api/sign-in/verify', { ceremony: 'x', response: forged }],
      ['/desk/api/enrol/verify', { invite: token, ceremony: 'x', response: { ...forged, id: 'A'.repeat(1365) } }],
    ] as const) {
      const refused = await call(path, body);
      expect(refused.status, path).toBe(400);
      expect(refused.json.error, path).toMatch(/^Response\.id /);
    }
    expect(JSON.stringify(await server.store.desk.auditSince(new Date(0)))).not.toMatch(/DROP|AAAAAAAAA/);
  });

  it('ends a session after 30 idle minutes or 12 hours, and every session of a removed member at once', async () => {
    const passkey = new SoftAuthenticator();
    const enrolled = await enrol(passkey, await invite('ana@firm.example', 'owner'));
    const token = tokenOf(enrolled.cookie) ?? '';
    const other = tokenOf((await signIn(passkey)).cookie) ?? '';
    const { desk } = server.store;
    await desk.touchSession(hashToken(token), new Date(Date.now() - 31 * 60_000));
    expect((await call('/desk/api/session', undefined, withSession(token))).status).toBe(401);
    expect(await desk.session(hashToken(token))).toBeNull();

    const member = await desk.memberByEmail('ana@firm.example');
    const old = newToken();
    await desk.createSession(hashToken(old), member?.id ?? '', new Date(Date.now() - 12 * HOUR - 1000));
    await desk.touchSession(hashToken(old), new Date());
    expect((await call('/desk/api/session', undefined, withSession(old))).status).toBe(401);

    expect((await call('/desk/api/session', undefined, withSession(other))).status).toBe(200);
    await desk.removeMember('ana@firm.example');
    expect((await call('/desk/api/session', undefined, withSession(other))).status).toBe(401);
    expect((await signIn(passkey)).status).toBe(401);
  });

  it('takes changes only from the desk’s own pages, and limits sign-in attempts per network', async () => {
    const passkey = new SoftAuthenticator();
    const token = tokenOf((await enrol(passkey, await invite('ana@firm.example', 'owner'))).cookie) ?? '';
    const foreign = { origin: 'https://evil.example' };
    expect((await call('/desk/api/sign-out', {}, { ...withSession(token), ...foreign })).status).toBe(403);
    expect((await call('/desk/api/session', undefined, withSession(token))).status).toBe(200);
    expect((await call('/desk/api/sign-in/options', {}, foreign)).status).toBe(403);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS; attempt += 1) {
      statuses.push((await call('/desk/api/sign-in/options', {})).status);
    }
    // Enrolment took two of the network's attempts.
    expect(statuses.filter((status) => status === 429).length).toBe(2);
    const refused = await fetch(`${server.url}/desk/api/sign-in/options`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: '{}',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('DESK=off', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(backends[0] ?? { name: 'sqlite', databaseUrl: undefined }, { DESK: 'off' });
  });
  afterEach(async () => server.close());

  it('leaves no desk route', async () => {
    for (const path of ['/desk/api/session', '/desk/api/sign-in/options']) {
      const response = await fetch(`${server.url}${path}`, { method: path.endsWith('options') ? 'POST' : 'GET' });
      expect(response.status).toBe(404);
      await response.body?.cancel();
    }
  });
});
