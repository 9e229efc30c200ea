/**
 * "My passkeys" through the real server: a member lists their passkeys and removes one, never the
 * last, never someone else's; each removal is in the audit log; nothing without a session.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MyPasskey } from '../../../src/desk/contract.ts';
import { deskCall, signedInMember } from '../../support/desk-session.ts';
import { backends, startTestServer, type TestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4477';

describe.each(backends)('my passkeys on $name', (backend) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(backend, { DESK_ORIGIN: ORIGIN });
  });
  afterEach(async () => server.close());

  it('removes one of a member’s passkeys but not their last, nor another member’s', async () => {
    // Enrolled twice (a second invite to the same address): two passkeys, two sessions.
    await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant');
    const token = await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant');
    const other = await signedInMember(server, ORIGIN, 'bo@firm.example', 'owner');
    const call = (path: string, body?: unknown, as = token) => deskCall(server.url, ORIGIN, path, { token: as, body });
    const mine = async (as = token) =>
      (await call('/desk/api/me/passkeys', undefined, as)).json<{ passkeys: MyPasskey[] }>();

    const [first, second] = (await mine()).passkeys;
    expect(second).toBeDefined();
    const [theirs] = (await mine(other)).passkeys;
    expect((await call('/desk/api/me/passkeys/remove', { id: theirs?.id })).status).toBe(404);
    expect((await mine(other)).passkeys).toHaveLength(1);

    const removed = await call('/desk/api/me/passkeys/remove', { id: first?.id });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json<{ passkeys: MyPasskey[] }>().passkeys.map((passkey) => passkey.id)).toEqual([second?.id]);
    expect(await server.store.desk.passkey(first?.id ?? '')).toBeNull();

    const last = await call('/desk/api/me/passkeys/remove', { id: second?.id });
    expect(last.status).toBe(409);
    expect((await mine()).passkeys).toHaveLength(1);
    expect((await call('/desk/api/me/passkeys/remove', {})).status).toBe(400);

    const lines = (await server.store.desk.auditSince(new Date(0))).filter((line) => line.action === 'passkey removed');
    expect(lines).toEqual([expect.objectContaining({ actor: 'ana@firm.example', object: 'member:ana@firm.example' })]);
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
});
