/**
 * The WebAuthn checks a passkey answer must pass beyond its signature: the authenticator verified
 * its user (a PIN or biometric), at enrolment and at every sign-in, so a found security key alone
 * opens nothing; and the user the answer names is the member the passkey belongs to.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deskCall, inviteToken, signedInMember, sessionTokenOf } from '../../support/desk-session.ts';
import { SoftAuthenticator } from '../../support/soft-authenticator.ts';
import { backends, startTestServer, type TestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4473';

describe.each(backends)('passkey verification on $name', (backend) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(backend, { DESK_ORIGIN: ORIGIN });
  });
  afterEach(async () => server.close());

  const call = (path: string, options: Parameters<typeof deskCall>[3] = {}) =>
    deskCall(server.url, ORIGIN, path, options);

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
});
