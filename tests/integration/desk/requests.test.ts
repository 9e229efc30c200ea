/**
 * Data subjects' requests through the desk (their due dates: requests-due.test.ts): the access report (the one
 * `leads access` gives), an erasure only by an owner who types the address again (the leads, their
 * notes and jobs go; the audit lines stay, by id, and the erasure closes the request), any other
 * request closed by an owner with what was done (consultants record, note and prepare, owners release).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PrivacyRequest } from '../../../src/server/desk/storage/index.ts';
import { deskCall, signedInMember } from '../../support/desk-session.ts';
import { storeSubmission } from '../../support/stored-submission.ts';
import { backends, startTestServer, type TestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4474';

describe.each(backends)('privacy requests on $name', (backend) => {
  let server: TestServer;
  let owner: string;
  let consultant: string;
  const call = (path: string, options: Parameters<typeof deskCall>[3] = {}) =>
    deskCall(server.url, ORIGIN, path, options);
  beforeEach(async () => {
    server = await startTestServer(backend, { DESK_ORIGIN: ORIGIN });
    owner = await signedInMember(server, ORIGIN, 'owner@firm.example', 'owner');
    consultant = await signedInMember(server, ORIGIN, 'consultant@firm.example', 'consultant');
  });
  afterEach(async () => server.close());

  const seed = (email: string) =>
    storeSubmission(server.store, { answers: JSON.stringify({ name: 'Ada', email, message: 'Hello' }) });

  it('records an access request with its due date and answers it with the access report', async () => {
    const first = await seed('ada@example.org');
    await seed('ADA@example.org ');
    await seed('bob@example.org');
    const made = await call('/desk/api/requests', {
      token: consultant,
      body: { kind: 'access', law: 'gdpr', email: 'Ada@Example.org', receivedOn: '2026-11-20' },
    });
    expect(made.status, made.text).toBe(200);
    const request = made.json<PrivacyRequest>();
    expect(request).toMatchObject({ email: 'ada@example.org', dueOn: '2026-12-20', closedAt: null, notes: [] });
    // The consultant notes what is being done: shown on the request, audited without its text.
    const notes = `/desk/api/requests/${request.id}/notes`;
    const noted = await call(notes, { token: consultant, body: { text: ' Asked Ada to confirm her address. ' } });
    expect(noted.status, noted.text).toBe(200);
    const note = {
      at: expect.any(String),
      author: 'consultant@firm.example',
      text: 'Asked Ada to confirm her address.',
    };
    expect(noted.json()).toMatchObject({ notes: [note], closedAt: null });
    const listed = (await call('/desk/api/requests', { token: owner })).json<{ requests: PrivacyRequest[] }>();
    expect(listed.requests.find((each) => each.id === request.id)).toMatchObject({ notes: [note] });
    expect((await call(notes, { token: consultant, body: { text: '  ' } })).status).toBe(400);
    expect((await call('/desk/api/requests/no-such/notes', { token: consultant, body: { text: 'x' } })).status).toBe(
      404,
    );
    const report = await call(`/desk/api/requests/${request.id}/access`, { token: consultant });
    expect(report.json<{ submissions: unknown[] }>().submissions).toHaveLength(2);
    // An access request is answered with its report, never by an erasure.
    const erase = `/desk/api/requests/${request.id}/erase`;
    expect((await call(erase, { token: owner, body: { confirm: 'ada@example.org' } })).status).toBe(409);
    expect(await server.store.getSubmission(first.id)).not.toBeNull();
    // The consultant prepared the report; the owner releases it and closes the request.
    const close = `/desk/api/requests/${request.id}/close`;
    expect((await call(close, { token: consultant, body: { outcome: 'Sent the report by email.' } })).status).toBe(403);
    const closed = await call(close, { token: owner, body: { outcome: 'Sent the report by email.' } });
    expect(closed.json()).toMatchObject({ outcome: 'Sent the report by email.', closedAt: expect.any(String) });
    expect((await call(close, { token: owner, body: { outcome: 'x' } })).status).toBe(404);

    for (const bad of [
      { kind: 'deletion', law: 'gdpr', email: 'a@b.example', receivedOn: '2026-11-20' },
      { kind: 'access', law: 'ccpa', email: 'a@b.example', receivedOn: '2026-11-20' },
      { kind: 'access', law: 'gdpr', email: 'nope', receivedOn: '2026-11-20' },
      { kind: 'access', law: 'gdpr', email: 'a@b.example', receivedOn: '20 Nov' },
    ]) {
      expect((await call('/desk/api/requests', { token: consultant, body: bad })).status).toBe(400);
    }
    const lines = await server.store.desk.auditSince(new Date(0), `request:${request.id}`);
    expect(lines.map((line) => line.action)).toEqual(['request', 'request note', 'access report', 'close']);
    expect(JSON.stringify(lines)).not.toContain('ada@example.org');
    expect(JSON.stringify(lines)).not.toContain('confirm her address');
  });

  it('erases only for an owner who types the address again; the audit lines of the erased leads stay', async () => {
    const lead = await seed('ada@example.org');
    await seed('bob@example.org');
    expect((await call(`/desk/api/leads/${lead.id}`, { token: consultant })).status).toBe(200);
    await call(`/desk/api/leads/${lead.id}/notes`, { token: consultant, body: { body: 'Ada called.' } });
    const request = (
      await call('/desk/api/requests', {
        token: owner,
        body: { kind: 'erasure', law: 'dpdp', email: 'ada@example.org', receivedOn: '2026-11-20' },
      })
    ).json<PrivacyRequest>();
    expect(request).toMatchObject({ dueOn: '2026-12-20', legalDueOn: '2027-02-18' });
    const erase = `/desk/api/requests/${request.id}/erase`;
    // Closing an erasure is the erasure: nobody closes it with words, a consultant least of all.
    for (const token of [consultant, owner]) {
      expect(
        (await call(`/desk/api/requests/${request.id}/close`, { token, body: { outcome: 'Done.' } })).status,
      ).not.toBe(200);
    }
    expect((await server.store.desk.request(request.id))?.closedAt).toBeNull();
    expect((await call(erase, { token: consultant, body: { confirm: 'ada@example.org' } })).status).toBe(403);
    expect((await call(erase, { token: owner, body: { confirm: 'bob@example.org' } })).status).toBe(400);
    const done = await call(erase, { token: owner, body: { confirm: ' ADA@example.org' } });
    expect(done.json()).toMatchObject({
      outcome: expect.stringMatching(/^Erased 1 lead /),
      closedAt: expect.any(String),
    });
    expect(await server.store.getSubmission(lead.id)).toBeNull();
    expect(await server.store.desk.notes(lead.id)).toEqual([]);
    expect((await call(`/desk/api/leads/${lead.id}`, { token: consultant })).status).toBe(404);
    expect((await call('/desk/api/leads', { token: consultant })).json<{ total: number }>().total).toBe(1);
    const kept = await server.store.desk.auditSince(new Date(0), `lead:${lead.id}`);
    expect(kept.map((line) => line.action)).toEqual(['view', 'note']);
    expect((await call(erase, { token: owner, body: { confirm: 'ada@example.org' } })).status).toBe(404);
    for (const [path, body] of [
      ['/desk/api/requests', undefined],
      ['/desk/api/requests', { kind: 'access' }],
      [`/desk/api/requests/${request.id}/access`, undefined],
      [erase, { confirm: 'ada@example.org' }],
      [`/desk/api/requests/${request.id}/close`, { outcome: 'x' }],
    ] as const) {
      expect((await call(path, { body })).status, path).toBe(401);
    }
  });
});
