/**
 * The team routes through the real server: an owner invites a consultant from the desk, the
 * consultant enrols with that link and is refused the owners' actions (403), the owner sees the
 * team and removes the consultant, whose session ends at once; the audit log names who did each.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, SESSION_IDLE_MS } from '../../../src/server/desk/session.ts';
import { SoftAuthenticator } from '../../support/soft-authenticator.ts';
import { deskCall, signedInMember } from '../../support/desk-session.ts';
import { backends, startTestServer, type TestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4473';

describe.each(backends)('the desk’s team on $name', (backend) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(backend, { DESK_ORIGIN: ORIGIN });
  });
  afterEach(async () => server.close());
  const call = (path: string, options: Parameters<typeof deskCall>[3] = {}) =>
    deskCall(server.url, ORIGIN, path, options);

  it('lets an owner invite, list and remove members, and refuses all three to a consultant', async () => {
    const owner = await signedInMember(server, ORIGIN, 'owner@firm.example', 'owner');
    const invited = await call('/desk/api/team/invites', {
      token: owner,
      body: { email: 'Cy@Firm.Example', role: 'consultant' },
    });
    expect(invited.status).toBe(200);
    const { link } = invited.json<{ link: string }>();
    expect(link).toMatch(new RegExp(`^${ORIGIN}/desk/enrol#[A-Za-z0-9_-]{43}$`));
    const pending = await call('/desk/api/team', { token: owner });
    expect(pending.json()).toMatchObject({
      invites: [{ email: 'cy@firm.example', role: 'consultant', invitedBy: 'owner@firm.example' }],
    });

    const invite = link.split('#')[1];
    const start = await call('/desk/api/enrol/options', { body: { invite } });
    const { ceremony, options } = start.json<{
      ceremony: string;
      options: Parameters<SoftAuthenticator['register']>[0];
    }>();
    const enrolled = await call('/desk/api/enrol/verify', {
      body: { invite, ceremony, response: new SoftAuthenticator().register(options, ORIGIN) },
    });
    expect(enrolled.json()).toEqual({ email: 'cy@firm.example', role: 'consultant' });
    const consultant =
      new RegExp(`^${SESSION_COOKIE}=([A-Za-z0-9_-]{43});`).exec(enrolled.headers.get('set-cookie') ?? '')?.[1] ?? '';

    expect((await call('/desk/api/team', { token: consultant })).status).toBe(403);
    expect(
      (await call('/desk/api/team/invites', { token: consultant, body: { email: 'x@firm.example', role: 'owner' } }))
        .status,
    ).toBe(403);
    expect(
      (await call('/desk/api/team/remove', { token: consultant, body: { email: 'owner@firm.example' } })).status,
    ).toBe(403);
    expect((await call('/desk/api/leads.csv', { token: consultant })).status).toBe(403);
    expect((await call('/desk/api/leads', { token: consultant })).status).toBe(200);

    // Sessions past their limits, not yet pruned, are no sessions: begun 12 hours ago, or idle for 30 minutes.
    const ownerId = (await server.store.desk.memberByEmail('owner@firm.example'))?.id ?? '';
    await server.store.desk.createSession('begun-long-ago', ownerId, new Date(Date.now() - SESSION_ABSOLUTE_MS));
    await server.store.desk.touchSession('begun-long-ago', new Date());
    await server.store.desk.createSession('idle', ownerId, new Date(Date.now() - SESSION_IDLE_MS));
    const team = await call('/desk/api/team', { token: owner });
    expect(team.json<{ members: { email: string; role: string; passkeys: number }[] }>().members).toEqual([
      expect.objectContaining({ email: 'owner@firm.example', role: 'owner', passkeys: 1, sessions: 1 }),
      expect.objectContaining({ email: 'cy@firm.example', role: 'consultant', passkeys: 1, sessions: 1 }),
    ]);
    expect(
      (await call('/desk/api/team/invites', { token: owner, body: { email: 'nope', role: 'owner' } })).status,
    ).toBe(400);
    expect((await call('/desk/api/team/remove', { token: owner, body: { email: 'owner@firm.example' } })).status).toBe(
      400,
    );
    expect((await call('/desk/api/team/remove', { token: owner, body: { email: 'cy@firm.example' } })).status).toBe(
      200,
    );
    expect((await call('/desk/api/leads', { token: consultant })).status).toBe(401);

    // An invite sent to the wrong address is withdrawn: its link no longer enrols anyone.
    const mistaken = await call('/desk/api/team/invites', {
      token: owner,
      body: { email: 'dee@firm.example', role: 'owner' },
    });
    const withdrawn = mistaken.json<{ link: string }>().link.split('#')[1];
    expect(
      (await call('/desk/api/team/invites/revoke', { token: owner, body: { email: 'Dee@firm.example' } })).status,
    ).toBe(200);
    expect((await call('/desk/api/enrol/options', { body: { invite: withdrawn } })).status).toBe(410);
    expect(
      (await call('/desk/api/team/invites/revoke', { token: owner, body: { email: 'dee@firm.example' } })).status,
    ).toBe(404);
    expect((await call('/desk/api/team', { token: owner })).json()).toMatchObject({ invites: [] });
    for (const path of ['/desk/api/team', '/desk/api/team/invites', '/desk/api/team/remove']) {
      expect((await call(path, { body: path === '/desk/api/team' ? undefined : {} })).status, path).toBe(401);
    }

    const audit = await server.store.desk.auditSince(new Date(0));
    expect(
      audit.filter((entry) => entry.object === 'member:cy@firm.example').map((entry) => [entry.actor, entry.action]),
    ).toEqual([
      ['owner@firm.example', 'invite'],
      ['cy@firm.example', 'enrol'],
      ['cy@firm.example', 'sign-in'],
      ['owner@firm.example', 'remove'],
    ]);
    expect(
      audit.filter((entry) => entry.object === 'member:dee@firm.example').map((entry) => [entry.actor, entry.action]),
    ).toEqual([
      ['owner@firm.example', 'invite'],
      ['owner@firm.example', 'revoke invite'],
    ]);
  });
});
