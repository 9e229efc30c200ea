/**
 * The WebAuthn checks a passkey answer must pass beyond its signature: the authenticator verified
 * its user (a PIN or biometric), at enrolment and at every sign-in, so a found security key alone
 * opens nothing; and the user the answer names is the member the passkey belongs to. Every refusal
 * is in the audit log with the credential id's prefix and the network, never the visitor's data.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_VISITOR_RUNS, REFUSAL_RUN_MS, refusalLog } from '../../../src/server/desk/refusal-log.ts';
import { SIGN_IN_ATTEMPTS } from '../../../src/server/desk/settings.ts';
import type { AuditEntry } from '../../../src/server/desk/storage/index.ts';
import { deskCall, inviteToken, signedInMember, sessionTokenOf } from '../../support/desk-session.ts';
import { SoftAuthenticator } from '../../support/soft-authenticator.ts';
import { backends, startTestServer, type TestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4473';

describe.each(backends)('passkey verification on $name', (backend) => {
  let server: TestServer;
  /** Whether the test stopped the server itself. */
  let closed = false;
  /** How far the desk's clock runs ahead of the real one. */
  let ahead = 0;
  beforeEach(async () => {
    ahead = 0;
    closed = false;
    // The server's timers are Vitest's: the desk's timer runs when a test moves them on.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    server = await startTestServer(backend, { DESK_ORIGIN: ORIGIN }, { now: () => new Date(Date.now() + ahead) });
  });
  afterEach(async () => {
    if (!closed) await server.close();
    vi.useRealTimers();
  });

  const call = (path: string, options: Parameters<typeof deskCall>[3] = {}) =>
    deskCall(server.url, ORIGIN, path, options);

  const refusals = async () =>
    (await server.store.desk.auditSince(new Date(0)))
      .filter((line) => line.actor === 'visitor')
      .map((line) => [line.action, line.object, line.detail]);

  async function signIn(authenticator: SoftAuthenticator, userHandle?: string) {
    const start = await call('/desk/api/sign-in/options', { body: {} });
    const { ceremony, options } = start.json<{
      ceremony: string;
      options: Parameters<SoftAuthenticator['authenticate']>[0];
    }>();
    expect(options).toMatchObject({ userVerification: 'required' });
    return call('/desk/api/sign-in/verify', {
      body: { ceremony, response: authenticator.authenticate(options, ORIGIN, undefined, userHandle) },
    });
  }

  it('refuses a passkey that did not verify its user, at enrolment and at sign-in', async () => {
    const invite = await inviteToken(server.store, 'ana@firm.example', 'owner');
    const start = await call('/desk/api/enrol/options', { body: { invite } });
    const { ceremony, options } = start.json<{
      ceremony: string;
      options: Parameters<SoftAuthenticator['register']>[0];
    }>();
    expect(options).toMatchObject({ authenticatorSelection: { userVerification: 'required' } });
    const unverified = await call('/desk/api/enrol/verify', {
      body: {
        invite,
        ceremony,
        response: new SoftAuthenticator({ userVerification: false }).register(options, ORIGIN),
      },
    });
    expect(unverified.status).toBe(400);
    expect(sessionTokenOf(unverified)).toBeUndefined();
    expect(await server.store.desk.memberByEmail('ana@firm.example')).toBeNull();
    expect((await refusals()).map(([action]) => action)).toEqual(['enrol refused']);

    const key = new SoftAuthenticator();
    await signedInMember(server, ORIGIN, 'ben@firm.example', 'owner', key);
    key.verifiesUser = false;
    const refused = await signIn(key);
    expect(refused.status).toBe(401);
    expect(sessionTokenOf(refused)).toBeUndefined();
    key.verifiesUser = true;
    expect((await signIn(key)).status).toBe(200);
  });

  it('refuses an answer that names another user than the passkey’s member', async () => {
    const key = new SoftAuthenticator();
    await signedInMember(server, ORIGIN, 'ana@firm.example', 'owner', key);
    const other = await server.store.desk.memberByEmail('ana@firm.example');
    const elsewhere = Buffer.from(`${other?.id ?? ''}-not`).toString('base64url');
    const refused = await signIn(key, elsewhere);
    expect(refused.status).toBe(401);
    expect(sessionTokenOf(refused)).toBeUndefined();
  });

  it('writes every refused ceremony to the audit log: unknown passkeys, failed proofs, a counter gone back, origins, the limit', async () => {
    const stranger = new SoftAuthenticator();
    stranger.register({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'nobody' } }, ORIGIN);
    const [strangerKey = ''] = stranger.credentialIds;
    expect((await signIn(stranger)).status).toBe(401);

    const key = new SoftAuthenticator();
    await signedInMember(server, ORIGIN, 'ana@firm.example', 'owner', key);
    const [own = ''] = key.credentialIds;
    expect((await signIn(key)).status).toBe(200);
    // The desk has seen this passkey count further than it now says: a copy of it is signing in.
    await server.store.desk.usePasskey(own, 50, new Date());
    expect((await signIn(key)).status).toBe(401);

    const foreign = await deskCall(server.url, 'https://evil.example', '/desk/api/sign-in/options', { body: {} });
    expect(foreign.status).toBe(403);

    expect(await refusals()).toEqual([
      ['sign-in refused', `passkey:${strangerKey.slice(0, 8)}`, 'unknown passkey; network 127.0.0.0/24'],
      ['sign-in refused', `passkey:${own.slice(0, 8)}`, 'counter went backwards; network 127.0.0.0/24'],
      ['origin refused', null, 'POST /desk/api/sign-in/options; network 127.0.0.0/24'],
    ]);
    const audit = JSON.stringify(await server.store.desk.auditSince(new Date(0)));
    expect(audit).not.toContain(own.slice(8));

    let status = 200;
    for (let attempt = 0; attempt <= SIGN_IN_ATTEMPTS && status !== 429; attempt += 1) {
      status = (await call('/desk/api/sign-in/options', { body: {} })).status;
    }
    expect(status).toBe(429);
    expect((await refusals()).at(-1)).toEqual([
      'rate limited',
      null,
      '/desk/api/sign-in/options; network 127.0.0.0/24',
    ]);
  });

  it('writes a flood of refusals from one network as a line, and how many followed once its ten minutes are over', async () => {
    const lines = async (action: string) =>
      (await server.store.desk.auditSince(new Date(0))).filter((line) => line.action === action);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const foreign = await deskCall(server.url, 'https://evil.example', '/desk/api/sign-in/options', { body: {} });
      expect(foreign.status).toBe(403);
    }
    expect((await call('/desk/api/session', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS + 30; attempt += 1) {
      statuses.push((await call('/desk/api/sign-in/options', { body: {} })).status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    const [firstOrigin] = await lines('origin refused');
    expect((await lines('origin refused')).map((line) => line.detail)).toEqual([
      'POST /desk/api/sign-in/options; network 127.0.0.0/24',
    ]);
    const [firstLimit] = await lines('rate limited');
    expect((await lines('rate limited')).map((line) => line.detail)).toEqual([
      '/desk/api/sign-in/options; network 127.0.0.0/24',
    ]);

    // Ten minutes on, the next refusal of each kind first says how many the last line stood for.
    ahead = REFUSAL_RUN_MS;
    await deskCall(server.url, 'https://evil.example', '/desk/api/sign-in/options', { body: {} });
    expect((await call('/desk/api/sign-in/options', { body: {} })).status).toBe(429);
    expect((await lines('origin refused')).map((line) => [line.actor, line.object, line.detail])).toEqual([
      ['visitor', null, 'POST /desk/api/sign-in/options; network 127.0.0.0/24'],
      ['visitor', null, `40 more since ${firstOrigin?.at}; network 127.0.0.0/24`],
      ['visitor', null, 'POST /desk/api/sign-in/options; network 127.0.0.0/24'],
    ]);
    expect((await lines('rate limited')).map((line) => line.detail)).toEqual([
      '/desk/api/sign-in/options; network 127.0.0.0/24',
      `29 more since ${firstLimit?.at}; network 127.0.0.0/24`,
      '/desk/api/sign-in/options; network 127.0.0.0/24',
    ]);

    // With no refusal after them, the desk's timer writes the count once the run's time is over.
    const origins = async () => (await lines('origin refused')).map((line) => line.detail);
    const [, , secondOrigin] = await lines('origin refused');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await deskCall(server.url, 'https://evil.example', '/desk/api/sign-in/options', { body: {} });
    }
    ahead = 2 * REFUSAL_RUN_MS;
    await vi.advanceTimersByTimeAsync(REFUSAL_RUN_MS);
    await vi.waitFor(async () =>
      expect((await origins()).at(-1)).toBe(`3 more since ${secondOrigin?.at}; network 127.0.0.0/24`),
    );
    expect(await origins()).toHaveLength(4);

    // And as the server stops, the count of every run still open.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await deskCall(server.url, 'https://evil.example', '/desk/api/sign-in/options', { body: {} });
    }
    const [, , , , lastOrigin] = await lines('origin refused');
    expect(lastOrigin?.detail).toBe('POST /desk/api/sign-in/options; network 127.0.0.0/24');
    const { desk } = server.store;
    const audit = desk.audit.bind(desk);
    const written: AuditEntry[] = [];
    vi.spyOn(desk, 'audit').mockImplementation(async (entry) => {
      await audit(entry);
      written.push(entry);
    });
    closed = true;
    await server.close();
    expect(written.map((line) => [line.action, line.detail])).toEqual([
      ['origin refused', `2 more since ${lastOrigin?.at}; network 127.0.0.0/24`],
    ]);
  });

  it('takes API requests from the desk’s own origin only, not from another host or site', async () => {
    const token = await signedInMember(server, ORIGIN, 'ana@firm.example', 'owner');
    // The address the server listens on is not the desk's origin.
    const otherHost = await deskCall(server.url, server.url, '/desk/api/sign-out', { token, body: {} });
    expect(otherHost.status).toBe(403);
    for (const site of ['cross-site', 'same-site']) {
      const headers = { 'sec-fetch-site': site };
      expect((await call('/desk/api/sign-out', { token, body: {}, headers })).status, site).toBe(403);
      expect((await call('/desk/api/session', { token, headers })).status, site).toBe(403);
    }
    const own = { 'sec-fetch-site': 'same-origin' };
    expect((await call('/desk/api/session', { token, headers: own })).status).toBe(200);
    expect((await call('/desk/api/sign-out', { token, body: {}, headers: own })).status).toBe(200);
  });
});

describe('a run of refusals', () => {
  it('is written by the timer once its time is over, and networks past a thousand at once are counted together', async () => {
    let at = Date.parse('2026-11-20T09:00:00.000Z');
    const written: AuditEntry[] = [];
    const log = refusalLog(
      async (entry) => void written.push(entry),
      () => new Date(at),
    );
    const refusal = (network: string) =>
      log.refused({ actor: 'visitor', action: 'origin refused', object: null, detail: 'GET /desk/api/x', network });
    for (let attempt = 0; attempt < 100; attempt += 1) await refusal('192.0.2.0/24');
    await log.close();
    expect(written.map((line) => line.detail)).toEqual(['GET /desk/api/x; network 192.0.2.0/24']);
    at += REFUSAL_RUN_MS;
    await log.close();
    expect(written.map((line) => line.detail)).toEqual([
      'GET /desk/api/x; network 192.0.2.0/24',
      '99 more since 2026-11-20T09:00:00.000Z; network 192.0.2.0/24',
    ]);
    // A run of one needs no second line; a new run starts with a line of its own.
    await refusal('192.0.2.0/24');
    at += REFUSAL_RUN_MS;
    await log.close();
    expect(written).toHaveLength(3);

    written.length = 0;
    for (let network = 0; network < 1500; network += 1) await refusal(`10.${network >> 8}.${network & 255}.0/24`);
    expect(written).toHaveLength(1001);
    expect(written.at(-1)?.detail).toBe('GET /desk/api/x; network 10.3.232.0/24 and others, counted together');
    await log.close(true);
    expect(written.at(-1)?.detail).toMatch(
      /^499 more since .*; network 10\.3\.232\.0\/24 and others, counted together$/,
    );
  });
});

describe('the cap on open runs of refusals', () => {
  const start = Date.parse('2026-11-20T09:00:00.000Z');
  function log(fails: () => boolean = () => false) {
    const clock = { at: start };
    const written: AuditEntry[] = [];
    const refusals = refusalLog(
      async (entry) => {
        if (fails()) throw new Error('the audit log is not reachable');
        written.push(entry);
      },
      () => new Date(clock.at),
    );
    const visitor = (network: string) =>
      refusals.refused({ actor: 'visitor', action: 'rate limited', object: null, detail: '/desk/x', network });
    const member = (network = '192.0.2.0/24') =>
      refusals.refused({
        actor: 'ana@firm.example',
        action: 'rate limited',
        object: 'member:ana@firm.example',
        detail: '/desk/me',
        network,
      });
    const fill = async () => {
      for (let network = 0; network < MAX_VISITOR_RUNS; network += 1) {
        await visitor(`10.${network >> 8}.${network & 255}.0/24`);
      }
    };
    const lines = () => written.map((line) => [line.actor, line.object, line.detail]);
    return { clock, written, refusals, visitor, member, fill, lines };
  }

  it('keeps a member’s own refusals apart from visitors’, in a run of their own, the cap reached or not', async () => {
    const { refusals, visitor, member, fill, lines, written } = log();
    const at = new Date(start).toISOString();
    await fill();
    written.length = 0;
    await member();
    await member('198.51.100.0/24');
    await visitor('203.0.113.0/24');
    for (let network = 0; network < 500; network += 1) await visitor(`172.16.${network >> 8}.${network & 255}`);
    await member();
    await refusals.close(true);
    expect(lines()).toEqual([
      ['ana@firm.example', 'member:ana@firm.example', '/desk/me; network 192.0.2.0/24'],
      ['visitor', null, '/desk/x; network 203.0.113.0/24 and others, counted together'],
      ['visitor', null, `500 more since ${at}; network 203.0.113.0/24 and others, counted together`],
      ['ana@firm.example', 'member:ana@firm.example', `2 more since ${at}; network 192.0.2.0/24 and others`],
    ]);
  });

  it('ends the runs whose time has passed before counting a network with others', async () => {
    const { clock, visitor, fill, lines, written } = log();
    await visitor('10.0.0.0/24');
    await fill();
    written.length = 0;
    clock.at += REFUSAL_RUN_MS;
    await visitor('203.0.113.0/24');
    expect(lines()).toEqual([
      ['visitor', null, '1 more since 2026-11-20T09:00:00.000Z; network 10.0.0.0/24'],
      ['visitor', null, '/desk/x; network 203.0.113.0/24'],
    ]);
  });

  it('keeps a count whose line could not be written, for the next try', async () => {
    let failures = 0;
    const { clock, refusals, visitor, lines } = log(() => (failures -= 1) >= 0);
    const count = '2 more since 2026-11-20T09:00:00.000Z; network 192.0.2.0/24';
    for (let attempt = 0; attempt < 3; attempt += 1) await visitor('192.0.2.0/24');
    clock.at += REFUSAL_RUN_MS;
    failures = 1;
    await expect(refusals.close()).rejects.toThrow(/not reachable/);
    await refusals.close();
    expect(lines().map(([, , detail]) => detail)).toEqual(['/desk/x; network 192.0.2.0/24', count]);

    // A count due as the next refusal of its run comes: that refusal's line is written all the same.
    for (let attempt = 0; attempt < 3; attempt += 1) await visitor('192.0.2.0/24');
    clock.at += REFUSAL_RUN_MS;
    failures = 1;
    await expect(visitor('192.0.2.0/24')).rejects.toThrow(/not reachable/);
    await refusals.close();
    expect(lines().map(([, , detail]) => detail)).toEqual([
      '/desk/x; network 192.0.2.0/24',
      count,
      '/desk/x; network 192.0.2.0/24',
      '/desk/x; network 192.0.2.0/24',
      '2 more since 2026-11-20T09:10:00.000Z; network 192.0.2.0/24',
    ]);
  });
});
