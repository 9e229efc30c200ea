/**
 * A member's sessions: each names the passkey that opened it, so removing that passkey (a lost
 * laptop) ends it at once; "My passkeys" lists them with the browser, and the member signs out any
 * one or every one but this; an owner ends all of a member's sessions; removing an owner takes the
 * invites they made with them. Each step is audited.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MySession } from '../../../src/desk/contract.ts';
import { STEP_UP_MS } from '../../../src/server/desk/passkey-routes.ts';
import { hashToken } from '../../../src/server/desk/tokens.ts';
import type { Database } from '../../../src/server/storage/database.ts';
import { confirmedSession, deskCall, inviteToken, sessionTokenOf, signedInMember } from '../../support/desk-session.ts';
import { SoftAuthenticator } from '../../support/soft-authenticator.ts';
import { backends, startTestServer, type TestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4474';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) Laptop';
const PHONE = 'Mozilla/5.0 (iPhone) Phone';

type Ceremony<Options> = { ceremony: string; options: Options };
type CreationOptions = Parameters<SoftAuthenticator['register']>[0];
type RequestOptions = Parameters<SoftAuthenticator['authenticate']>[0];

describe.each(backends)('desk sessions on $name', (backend) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(backend, { DESK_ORIGIN: ORIGIN });
  });
  afterEach(async () => server.close());

  const call = (path: string, token?: string, body?: unknown, agent = LAPTOP) =>
    deskCall(server.url, ORIGIN, path, { token, body, headers: { 'user-agent': agent } });
  const sessions = async (token: string) =>
    (await call('/desk/api/me/sessions', token)).json<{ sessions: MySession[] }>().sessions;
  const alive = async (token: string) => (await call('/desk/api/session', token)).status === 200;

  async function signIn(authenticator: SoftAuthenticator, agent: string) {
    const start = (await call('/desk/api/sign-in/options', undefined, {}, agent)).json<Ceremony<RequestOptions>>();
    const done = await call(
      '/desk/api/sign-in/verify',
      undefined,
      { ceremony: start.ceremony, response: authenticator.authenticate(start.options, ORIGIN) },
      agent,
    );
    return sessionTokenOf(done) ?? '';
  }

  /** A second passkey for a signed-in member, added after confirming with `held`; resolves to the session that confirmed. */
  async function addPasskey(token: string, held: SoftAuthenticator, authenticator: SoftAuthenticator) {
    const confirmed = await confirmedSession(server, ORIGIN, token, held, { 'user-agent': LAPTOP });
    const start = (await call('/desk/api/me/passkeys/options', confirmed, {})).json<Ceremony<CreationOptions>>();
    const added = await call('/desk/api/me/passkeys/verify', confirmed, {
      ceremony: start.ceremony,
      response: authenticator.register(start.options, ORIGIN),
    });
    expect(added.status, added.text).toBe(200);
    return confirmed;
  }

  it('ends at once the sessions a removed passkey opened, and no other', async () => {
    const laptop = new SoftAuthenticator();
    const phone = new SoftAuthenticator();
    const enrolled = await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant', laptop);
    const added = await addPasskey(enrolled, laptop, phone);
    const onLaptop = await signIn(laptop, LAPTOP);
    const onPhone = await confirmedSession(server, ORIGIN, await signIn(phone, PHONE), phone, { 'user-agent': PHONE });
    const [lost = ''] = laptop.credentialIds;

    const removed = await call('/desk/api/me/passkeys/remove', onPhone, { id: lost });
    expect(removed.status, removed.text).toBe(200);
    expect(await alive(onLaptop)).toBe(false);
    expect(await alive(added)).toBe(false);
    expect(await alive(onPhone)).toBe(true);
  });

  it('lists a member’s sessions with browser and passkey, signs out one or every other, all audited', async () => {
    const laptop = new SoftAuthenticator();
    await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant', laptop);
    const signingIn = new Date().toISOString();
    const onLaptop = await signIn(laptop, LAPTOP);
    const signedIn = new Date().toISOString();
    const onPhone = await signIn(laptop, PHONE);
    const third = await signIn(laptop, PHONE);
    const [key = ''] = laptop.credentialIds;

    const listed = await sessions(onLaptop);
    expect(listed).toHaveLength(4);
    expect(listed.filter((session) => session.current).map((session) => session.userAgent)).toEqual([LAPTOP]);
    expect(listed.map((session) => session.passkey)).toEqual(Array(4).fill(key.slice(0, 8)));
    // The enrolment's session was begun by the test's own client, which names itself otherwise.
    expect(
      listed
        .map((session) => session.userAgent)
        .filter((agent) => agent !== null && agent.startsWith('Mozilla'))
        .sort(),
    ).toEqual([LAPTOP, PHONE, PHONE]);
    expect(JSON.stringify(listed)).not.toContain(onPhone);

    // Started when signed in, and last active then; a request after five quiet minutes moves only the latter.
    const here = listed.find((session) => session.current);
    const started = here?.createdAt ?? '';
    expect(started >= signingIn && started <= signedIn, started).toBe(true);
    expect(here?.lastSeenAt).toBe(started);
    const quiet = new Date(Date.now() - 5 * 60_000).toISOString();
    await server.store.desk.touchSession(hashToken(onLaptop), new Date(quiet));
    const asking = new Date().toISOString();
    const later = (await sessions(onLaptop)).find((session) => session.current);
    const lastActive = later?.lastSeenAt ?? '';
    expect(later?.createdAt).toBe(started);
    expect(lastActive >= asking && lastActive <= new Date().toISOString(), lastActive).toBe(true);

    const phoneSession = (await sessions(onPhone)).find((session) => session.current);
    const ended = await call('/desk/api/me/sessions/end', onLaptop, { id: phoneSession?.id });
    expect(ended.status, ended.text).toBe(200);
    expect(await alive(onPhone)).toBe(false);
    expect(await alive(third)).toBe(true);
    // Another member's session is not theirs to end.
    const other = await signedInMember(server, ORIGIN, 'bo@firm.example', 'consultant');
    const theirs = (await sessions(other))[0]?.id;
    expect((await call('/desk/api/me/sessions/end', onLaptop, { id: theirs })).status).toBe(404);
    expect(await alive(other)).toBe(true);

    expect((await call('/desk/api/me/sessions/end-others', onLaptop, {})).status).toBe(200);
    expect(await alive(third)).toBe(false);
    expect(await alive(onLaptop)).toBe(true);
    expect((await sessions(onLaptop)).map((session) => session.current)).toEqual([true]);

    const lines = await server.store.desk.auditSince(new Date(0), 'member:ana@firm.example');
    expect(lines.map((line) => line.action).filter((action) => action.startsWith('session'))).toEqual([
      'session ended',
      'sessions ended',
    ]);
  });

  it('lets an owner end every session of a member, and takes a removed owner’s invites with them', async () => {
    const owner = await signedInMember(server, ORIGIN, 'owner@firm.example', 'owner');
    const consultant = await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant');
    const ended = await call('/desk/api/team/sessions/end', owner, { email: 'ana@firm.example' });
    expect(ended.status, ended.text).toBe(200);
    expect(await alive(consultant)).toBe(false);
    expect(await alive(owner)).toBe(true);
    const [line] = (await server.store.desk.auditSince(new Date(0), 'member:ana@firm.example')).filter(
      (each) => each.action === 'sessions ended',
    );
    expect(line).toMatchObject({ actor: 'owner@firm.example' });

    // An owner invites someone, then is removed by another owner: the link opens nothing.
    const second = await signedInMember(server, ORIGIN, 'second@firm.example', 'owner');
    const made = await call('/desk/api/team/invites', second, { email: 'new@firm.example', role: 'owner' });
    const invite = made.json<{ link: string }>().link.split('#')[1] ?? '';
    const fromOperator = await inviteToken(server.store, 'other@firm.example', 'consultant');
    expect((await call('/desk/api/team/remove', owner, { email: 'second@firm.example' })).status).toBe(200);
    expect((await call('/desk/api/enrol/options', undefined, { invite })).status).toBe(410);
    expect((await call('/desk/api/enrol/options', undefined, { invite: fromOperator })).status).toBe(200);
  });

  it('adds a passkey only while the confirmation is recent when the passkey is stored, not only when asked', async () => {
    const laptop = new SoftAuthenticator();
    const token = await confirmedSession(
      server,
      ORIGIN,
      await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant', laptop),
      laptop,
    );
    const start = (await call('/desk/api/me/passkeys/options', token, {})).json<Ceremony<CreationOptions>>();
    // The member walks away with the options; their confirmation grows old meanwhile.
    const db = (server.store as unknown as { db: Database }).db;
    await db.run('UPDATE desk_sessions SET confirmed_at = ?', [new Date(Date.now() - STEP_UP_MS - 1000).toISOString()]);
    const late = await call('/desk/api/me/passkeys/verify', token, {
      ceremony: start.ceremony,
      response: new SoftAuthenticator().register(start.options, ORIGIN),
    });
    expect(late.status).toBe(403);
    expect(late.json()).toMatchObject({ confirm: true });
    expect(
      await server.store.desk.passkeysOf((await server.store.desk.memberByEmail('ana@firm.example'))?.id ?? ''),
    ).toHaveLength(1);
  });
});
