/**
 * "My passkeys" through the real server: a member lists their passkeys, adds one and removes one
 * (never the last, never someone else's), each change only after its own confirmation with a
 * passkey of their own; each is in the audit log; nothing without a session.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MyPasskey } from '../../../src/desk/contract.ts';
import { STEP_UP_MS } from '../../../src/server/desk/passkey-routes.ts';
import { SIGN_IN_ATTEMPTS } from '../../../src/server/desk/settings.ts';
import { hashToken, newToken } from '../../../src/server/desk/tokens.ts';
import { confirmedSession, deskCall, inviteToken, sessionTokenOf, signedInMember } from '../../support/desk-session.ts';
import { SoftAuthenticator } from '../../support/soft-authenticator.ts';
import { backends, startTestServer, type TestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4477';

type CreationOptions = Parameters<SoftAuthenticator['register']>[0] & {
  readonly excludeCredentials: readonly { readonly id: string }[];
  readonly authenticatorSelection: { readonly residentKey: string };
  readonly pubKeyCredParams: readonly { readonly alg: number }[];
};
type RequestOptions = Parameters<SoftAuthenticator['authenticate']>[0] & {
  readonly allowCredentials?: readonly { readonly id: string }[];
};
interface Ceremony<Options> {
  readonly ceremony: string;
  readonly options: Options;
}

describe.each(backends)('my passkeys on $name', (backend) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(backend, { DESK_ORIGIN: ORIGIN });
  });
  afterEach(async () => server.close());

  it('removes one of a member’s passkeys after a confirmation, each removal its own, but not their last, nor another member’s', async () => {
    // Enrolled three times (more invites to the same address): three passkeys, three sessions.
    const laptop = new SoftAuthenticator();
    await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant', laptop);
    await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant', new SoftAuthenticator());
    const phone = new SoftAuthenticator();
    let token = await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant', phone);
    const other = await signedInMember(server, ORIGIN, 'bo@firm.example', 'owner');
    const call = (path: string, body?: unknown, as = token) => deskCall(server.url, ORIGIN, path, { token: as, body });
    const mine = async (as = token) =>
      (await call('/desk/api/me/passkeys', undefined, as)).json<{ passkeys: MyPasskey[] }>();

    const [first, second, third] = (await mine()).passkeys;
    expect(third).toBeDefined();
    const [theirs] = (await mine(other)).passkeys;
    expect((await call('/desk/api/me/passkeys/remove', { id: theirs?.id })).status).toBe(404);
    expect((await mine(other)).passkeys).toHaveLength(1);

    // A session alone, however fresh, removes nothing.
    const unconfirmed = await call('/desk/api/me/passkeys/remove', { id: first?.id });
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.json()).toEqual({ error: expect.stringMatching(/confirm it is you/i), confirm: true });
    expect((await mine()).passkeys).toHaveLength(3);

    // Confirmed with the phone's passkey: the laptop's goes, and this session with the phone stays.
    token = await confirmedSession(server, ORIGIN, token, phone);
    const removed = await call('/desk/api/me/passkeys/remove', { id: first?.id });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json<{ passkeys: MyPasskey[] }>().passkeys.map((passkey) => passkey.id)).toEqual([
      second?.id,
      third?.id,
    ]);
    expect(await server.store.desk.passkey(first?.id ?? '')).toBeNull();

    // The confirmation was spent by that removal: the next asks for its own.
    const again = await call('/desk/api/me/passkeys/remove', { id: second?.id });
    expect(again.status).toBe(403);
    expect(again.json()).toMatchObject({ confirm: true });
    expect((await mine()).passkeys).toHaveLength(2);
    token = await confirmedSession(server, ORIGIN, token, phone);
    expect((await call('/desk/api/me/passkeys/remove', { id: second?.id })).status).toBe(200);

    // The last passkey stays whatever is confirmed.
    token = await confirmedSession(server, ORIGIN, token, phone);
    const last = await call('/desk/api/me/passkeys/remove', { id: third?.id });
    expect(last.status).toBe(409);
    expect((await mine()).passkeys).toHaveLength(1);
    expect((await call('/desk/api/me/passkeys/remove', {})).status).toBe(400);
    const forged = await call('/desk/api/me/passkeys/remove', { id: `${third?.id ?? ''}<script>` });
    expect(forged.status).toBe(400);
    expect(forged.json<{ error: string }>().error).toMatch(/^Id /);

    const lines = (await server.store.desk.auditSince(new Date(0))).filter((line) => line.action === 'passkey removed');
    expect(lines).toEqual(
      Array(2).fill(expect.objectContaining({ actor: 'ana@firm.example', object: 'member:ana@firm.example' })),
    );
  });

  it('answers 401 without a session and 403 to a foreign origin', async () => {
    const token = await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant');
    expect((await deskCall(server.url, ORIGIN, '/desk/api/me/passkeys')).status).toBe(401);
    expect((await deskCall(server.url, ORIGIN, '/desk/api/me/passkeys/remove', { body: { id: 'x' } })).status).toBe(
      401,
    );
    const foreign = await deskCall(server.url, 'https://evil.example', '/desk/api/me/passkeys/remove', {
      token,
      body: { id: 'x' },
    });
    expect(foreign.status).toBe(403);
  });

  describe('adding a passkey', () => {
    const call = (path: string, token?: string, body?: unknown) => deskCall(server.url, ORIGIN, path, { token, body });
    const memberId = async (email: string) => (await server.store.desk.memberByEmail(email))?.id ?? '';
    const idsOf = (passkeys: readonly MyPasskey[]) => passkeys.map((passkey) => passkey.id);

    /** A session of this member begun `ageMs` ago (and seen now), as if signed in then. */
    async function sessionBegun(email: string, ageMs: number): Promise<string> {
      const token = newToken();
      await server.store.desk.createSession(hashToken(token), await memberId(email), new Date(Date.now() - ageMs));
      await server.store.desk.touchSession(hashToken(token), new Date());
      return token;
    }

    async function signIn(authenticator: SoftAuthenticator, credentialId?: string) {
      const start = (await call('/desk/api/sign-in/options', undefined, {})).json<Ceremony<RequestOptions>>();
      return call('/desk/api/sign-in/verify', undefined, {
        ceremony: start.ceremony,
        response: authenticator.authenticate(start.options, ORIGIN, credentialId),
      });
    }

    it('adds a second passkey after a confirmation, one per confirmation; both then sign in; audited', async () => {
      const phone = new SoftAuthenticator();
      const signedIn = await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant', phone);
      // Signed in a moment ago is not enough: a session alone plants no passkey.
      const unconfirmed = await call('/desk/api/me/passkeys/options', signedIn, {});
      expect(unconfirmed.status).toBe(403);
      expect(unconfirmed.json()).toMatchObject({ confirm: true });
      const token = await confirmedSession(server, ORIGIN, signedIn, phone);
      const start = await call('/desk/api/me/passkeys/options', token, {});
      expect(start.status, start.text).toBe(200);
      const { ceremony, options } = start.json<Ceremony<CreationOptions>>();
      expect(options.user.id).toBe(Buffer.from(await memberId('ana@firm.example')).toString('base64url'));
      expect(options.excludeCredentials.map((each) => each.id)).toEqual(phone.credentialIds);
      expect(options.authenticatorSelection.residentKey).toBe('required');
      expect(options.pubKeyCredParams.map((each) => each.alg)).toEqual([-8, -7, -257]);

      const laptop = new SoftAuthenticator();
      const answer = { ceremony, response: laptop.register(options, ORIGIN) };
      const added = await call('/desk/api/me/passkeys/verify', token, answer);
      expect(added.status, added.text).toBe(200);
      const [phoneKey, laptopKey] = [...phone.credentialIds, ...laptop.credentialIds];
      expect(idsOf(added.json<{ passkeys: MyPasskey[] }>().passkeys)).toEqual([phoneKey, laptopKey]);
      expect((await server.store.desk.passkey(laptopKey ?? ''))?.memberId).toBe(await memberId('ana@firm.example'));

      const replayed = await call('/desk/api/me/passkeys/verify', token, answer);
      expect(replayed.status).toBe(400);
      expect(replayed.json<{ error: string }>().error).toMatch(/start again/);
      // The refusal names the signed-in member, the passkey they offered and their network.
      const refusals = (await server.store.desk.auditSince(new Date(0))).filter((line) =>
        line.action.endsWith('refused'),
      );
      expect(refusals.map((line) => [line.actor, line.action, line.object, line.detail])).toEqual([
        [
          'ana@firm.example',
          'passkey refused',
          `passkey:${laptopKey?.slice(0, 8)}`,
          'stale ceremony; network 127.0.0.0/24',
        ],
      ]);
      expect((await server.store.desk.passkeysOf(await memberId('ana@firm.example'))).length).toBe(2);
      // The confirmation was spent on that passkey: the next one asks for its own.
      expect((await call('/desk/api/me/passkeys/options', token, {})).status).toBe(403);

      for (const authenticator of [phone, laptop]) {
        const signedIn = await signIn(authenticator);
        expect(signedIn.status, signedIn.text).toBe(200);
        expect(signedIn.json()).toEqual({ email: 'ana@firm.example', role: 'consultant' });
      }
      const lines = (await server.store.desk.auditSince(new Date(0))).filter((line) => line.action === 'passkey added');
      expect(lines).toEqual([
        expect.objectContaining({
          actor: 'ana@firm.example',
          object: 'member:ana@firm.example',
          detail: `passkey ${laptopKey?.slice(0, 8)}`,
        }),
      ]);
    });

    it('asks an older session to confirm with one of the member’s own passkeys first, then adds', async () => {
      const phone = new SoftAuthenticator();
      const theirs = new SoftAuthenticator();
      await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant', phone);
      await signedInMember(server, ORIGIN, 'bo@firm.example', 'owner', theirs);
      const stale = await sessionBegun('ana@firm.example', STEP_UP_MS + 60_000);
      const staleSession = async () => server.store.desk.session(hashToken(stale));
      const begun = (await staleSession())?.createdAt;

      const refused = await call('/desk/api/me/passkeys/options', stale, {});
      expect(refused.status).toBe(403);
      expect(refused.json()).toEqual({ error: expect.stringMatching(/confirm it is you/i), confirm: true });

      const confirmStart = async () => {
        const answer = await call('/desk/api/me/confirm/options', stale, {});
        expect(answer.status, answer.text).toBe(200);
        return answer.json<Ceremony<RequestOptions>>();
      };
      const first = await confirmStart();
      expect(first.options.allowCredentials?.map((each) => each.id)).toEqual(phone.credentialIds);

      // Another member's passkey proves nothing: refused, the session as it was, that passkey untouched.
      const [theirKey] = theirs.credentialIds;
      const wrong = await call('/desk/api/me/confirm/verify', stale, {
        ceremony: first.ceremony,
        response: theirs.authenticate(first.options, ORIGIN),
      });
      expect(wrong.status).toBe(403);
      expect(wrong.headers.get('set-cookie')).toBeNull();
      expect((await staleSession())?.createdAt).toBe(begun);
      expect((await server.store.desk.passkey(theirKey ?? ''))?.lastUsedAt).toBeNull();
      expect(
        (await server.store.desk.auditSince(new Date(0)))
          .filter((line) => line.action === 'confirm refused')
          .map((line) => [line.actor, line.object, line.detail]),
      ).toEqual([
        ['ana@firm.example', `passkey:${theirKey?.slice(0, 8)}`, 'another member’s passkey; network 127.0.0.0/24'],
      ]);
      expect((await call('/desk/api/me/passkeys/options', stale, {})).status).toBe(403);

      // A sign-in's challenge does not confirm, and a confirmation's does not sign in.
      const signInStart = (await call('/desk/api/sign-in/options', undefined, {})).json<Ceremony<RequestOptions>>();
      const borrowed = await call('/desk/api/me/confirm/verify', stale, {
        ceremony: signInStart.ceremony,
        response: phone.authenticate(signInStart.options, ORIGIN),
      });
      expect(borrowed.status).toBe(400);
      const second = await confirmStart();
      const misused = await call('/desk/api/sign-in/verify', undefined, {
        ceremony: second.ceremony,
        response: phone.authenticate(second.options, ORIGIN),
      });
      expect(misused.status).toBe(400);
      expect(misused.headers.get('set-cookie')).toBeNull();

      const third = await confirmStart();
      const answer = { ceremony: third.ceremony, response: phone.authenticate(third.options, ORIGIN) };
      const confirmed = await call('/desk/api/me/confirm/verify', stale, answer);
      expect(confirmed.status, confirmed.text).toBe(200);
      const fresh = sessionTokenOf(confirmed) ?? '';
      expect(fresh).not.toBe('');
      expect(await staleSession()).toBeNull();
      expect((await call('/desk/api/session', fresh)).status).toBe(200);
      expect((await call('/desk/api/me/confirm/verify', fresh, answer)).status).toBe(400);
      // Both the borrowed sign-in challenge and the replay are audited, with the passkey's prefix only.
      const [phoneKey = ''] = phone.credentialIds;
      const stales = (await server.store.desk.auditSince(new Date(0))).filter(
        (line) => line.action === 'confirm refused' && line.detail?.startsWith('stale ceremony'),
      );
      expect(stales.map((line) => [line.actor, line.object, line.detail])).toEqual(
        Array(2).fill(['ana@firm.example', `passkey:${phoneKey.slice(0, 8)}`, 'stale ceremony; network 127.0.0.0/24']),
      );

      const start = await call('/desk/api/me/passkeys/options', fresh, {});
      expect(start.status, start.text).toBe(200);
      const { ceremony, options } = start.json<Ceremony<CreationOptions>>();
      const laptop = new SoftAuthenticator();
      const added = await call('/desk/api/me/passkeys/verify', fresh, {
        ceremony,
        response: laptop.register(options, ORIGIN),
      });
      expect(added.status, added.text).toBe(200);
      expect(idsOf(added.json<{ passkeys: MyPasskey[] }>().passkeys)).toEqual([
        ...phone.credentialIds,
        ...laptop.credentialIds,
      ]);
      const actions = (await server.store.desk.auditSince(new Date(0)))
        .filter((line) => line.actor === 'ana@firm.example')
        .map((line) => [line.action, line.object]);
      expect(actions).toEqual([
        ['enrol', 'member:ana@firm.example'],
        ['sign-in', 'member:ana@firm.example'],
        ['confirm refused', `passkey:${theirKey?.slice(0, 8)}`],
        ['confirm refused', `passkey:${phoneKey.slice(0, 8)}`],
        ['confirm', 'member:ana@firm.example'],
        ['confirm refused', `passkey:${phoneKey.slice(0, 8)}`],
        ['passkey added', 'member:ana@firm.example'],
      ]);
    });

    it('refuses a passkey already enrolled, the member’s own or another member’s, with a 409', async () => {
      const phone = new SoftAuthenticator();
      const theirs = new SoftAuthenticator();
      const ana = await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant', phone);
      const bo = await signedInMember(server, ORIGIN, 'bo@firm.example', 'owner', theirs);
      const [anaKey = ''] = phone.credentialIds;

      for (const token of [
        await confirmedSession(server, ORIGIN, ana, phone),
        await confirmedSession(server, ORIGIN, bo, theirs),
      ]) {
        const { ceremony, options } = (await call('/desk/api/me/passkeys/options', token, {})).json<
          Ceremony<CreationOptions>
        >();
        // An authenticator that ignores excludeCredentials answers with the passkey it holds.
        const again = await call('/desk/api/me/passkeys/verify', token, {
          ceremony,
          response: phone.register(options, ORIGIN, anaKey),
        });
        expect(again.status, again.text).toBe(409);
        expect(again.json()).toEqual({ error: 'This passkey is already enrolled on the desk.' });
      }
      expect(await server.store.desk.passkey(anaKey)).toMatchObject({ memberId: await memberId('ana@firm.example') });
      expect((await server.store.desk.passkeysOf(await memberId('bo@firm.example'))).length).toBe(1);

      // Enrolment from an invite refuses it too, and the invite stays usable.
      const invite = await inviteToken(server.store, 'cy@firm.example', 'consultant');
      const enrolment = async (response: (options: CreationOptions) => unknown) => {
        const start = (await call('/desk/api/enrol/options', undefined, { invite })).json<Ceremony<CreationOptions>>();
        return call('/desk/api/enrol/verify', undefined, {
          invite,
          ceremony: start.ceremony,
          response: response(start.options),
        });
      };
      expect((await enrolment((options) => phone.register(options, ORIGIN, anaKey))).status).toBe(409);
      expect((await enrolment((options) => new SoftAuthenticator().register(options, ORIGIN))).status).toBe(200);
      expect((await server.store.desk.auditSince(new Date(0))).map((line) => line.action)).not.toContain(
        'passkey added',
      );
    });

    it('refuses what is not a ceremony’s answer, and counts a member’s own ceremonies against their own limit', async () => {
      const token = await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant');
      for (const path of ['/desk/api/me/passkeys/verify', '/desk/api/me/confirm/verify']) {
        for (const body of [
          {},
          { ceremony: 'x' },
          { ceremony: 'x', response: 'y' },
          { ceremony: 7, response: {} },
          { ceremony: 'x', response: { id: 'not base64url', response: {} } },
          { ceremony: 'x', response: { id: 'A'.repeat(1365), response: {} } },
        ]) {
          const answer = await call(path, token, body);
          expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
          // The refusal names the field that is missing or wrong.
          expect(answer.json<{ error: string }>().error).toMatch(/^(Ceremony|Response)\b/);
        }
        const unknown = await call(path, token, { ceremony: 'x', response: { id: 'x', response: {} } });
        expect(unknown.status).toBe(400);
      }
      // The refusals above took 14 of the member's attempts (enrolment counted against the network).
      const statuses: number[] = [];
      for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS - 14; attempt += 1) {
        statuses.push((await call('/desk/api/me/confirm/options', token, {})).status);
      }
      expect(statuses.every((status) => status === 200)).toBe(true);
      const limited = await call('/desk/api/me/passkeys/options', token, {});
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.json<{ error: string }>().error).toMatch(/your account/);
      expect((await call('/desk/api/me/confirm/verify', token, {})).status).toBe(429);
      const [line] = (await server.store.desk.auditSince(new Date(0))).filter((each) => each.action === 'rate limited');
      expect(line).toMatchObject({
        actor: 'ana@firm.example',
        object: 'member:ana@firm.example',
        detail: '/desk/api/me/passkeys/options; network 127.0.0.0/24',
      });

      // Another member on the same network, and a sign-in from it, are not held back by Ana's attempts.
      const bo = await signedInMember(server, ORIGIN, 'bo@firm.example', 'consultant');
      expect((await call('/desk/api/me/confirm/options', bo, {})).status).toBe(200);
      expect((await call('/desk/api/sign-in/options', undefined, {})).status).toBe(200);
    });

    it('answers 401 without a session', async () => {
      for (const path of [
        '/desk/api/me/passkeys/options',
        '/desk/api/me/passkeys/verify',
        '/desk/api/me/confirm/options',
        '/desk/api/me/confirm/verify',
      ]) {
        expect((await call(path, undefined, {})).status, path).toBe(401);
        expect((await call(path, 'A'.repeat(43), {})).status, path).toBe(401);
      }
    });
  });
});
