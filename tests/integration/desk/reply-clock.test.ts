/**
 * Every lead's reply clock: due at its received time plus the firm's promise, listed as awaiting
 * and overdue, sorted by due time, stopped when a member records a reply made another way (a note
 * required, `new` becomes `contacted`, the note kept with the lead and out of the audit log), and
 * given to the leads of a database made before the clock: stopped for those already past `new`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { replyPromiseHours } from '../../../src/content/reply-promise.ts';
import type { InboxPage, LeadDetail } from '../../../src/desk/contract.ts';
import type { Database } from '../../../src/server/storage/database.ts';
import { deskCall, signedInMember } from '../../support/desk-session.ts';
import { storeSubmission } from '../../support/stored-submission.ts';
import { storeFactories, type OpenedStore } from '../../support/stores.ts';
import { backends, startTestServer, type TestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4473';
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

describe.each(backends)('the reply clock on $name', (backend) => {
  let server: TestServer;
  let member: string;
  const ids: Record<string, string> = {};
  const call = (path: string, body?: unknown) =>
    deskCall(server.url, ORIGIN, path, { token: member, ...(body === undefined ? {} : { body }) });
  const listed = async (query: string) =>
    (await call(`/desk/api/leads?${query}`)).json<InboxPage>().rows.map((row) => row.id);

  beforeAll(async () => {
    server = await startTestServer(backend, { DESK_ORIGIN: ORIGIN });
    member = await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant');
    ids.fresh = (await storeSubmission(server.store, { receivedAt: hoursAgo(1) })).id;
    ids.late = (await storeSubmission(server.store, { receivedAt: hoursAgo(replyPromiseHours + 6) })).id;
    ids.later = (await storeSubmission(server.store, { receivedAt: hoursAgo(replyPromiseHours + 30) })).id;
    ids.spam = (await storeSubmission(server.store, { receivedAt: hoursAgo(2), status: 'spam' }, [])).id;
  });
  afterAll(async () => server.close());

  it('is due at the received time plus the promise, and spam has none', async () => {
    const { rows } = (await call('/desk/api/leads')).json<InboxPage>();
    const fresh = rows.find((row) => row.id === ids.fresh);
    expect(Date.parse(fresh?.replyDueAt ?? '') - Date.parse(fresh?.receivedAt ?? '')).toBe(replyPromiseHours * HOUR);
    expect(fresh?.repliedAt).toBeNull();
    const spam = (await call('/desk/api/leads?status=spam')).json<InboxPage>().rows;
    expect(spam.map((row) => [row.id, row.replyDueAt])).toEqual([[ids.spam, null]]);
  });

  it('lists the leads awaiting a reply, the overdue ones, and sorts by due time', async () => {
    expect(await listed('reply=awaiting')).toEqual([ids.fresh, ids.late, ids.later]);
    expect(await listed('reply=overdue')).toEqual([ids.late, ids.later]);
    expect(await listed('sort=due')).toEqual([ids.later, ids.late, ids.fresh]);
    expect((await call('/desk/api/leads?reply=soon')).status).toBe(400);
  });

  it('stops when a member records a reply made another way, with a note', async () => {
    expect((await call(`/desk/api/leads/${ids.late}/answered`, { note: ' ' })).status).toBe(400);
    const answer = await call(`/desk/api/leads/${ids.late}/answered`, { note: 'Called them <b>today</b>' });
    expect(answer.status).toBe(200);
    const lead = answer.json<LeadDetail>();
    expect(lead.row).toMatchObject({ status: 'contacted', replyWay: 'other' });
    expect(Date.parse(lead.row.repliedAt ?? '')).toBeGreaterThan(Date.parse(lead.row.replyDueAt ?? ''));
    expect(lead.notes.map((note) => note.body)).toEqual(['Answered another way: Called them <b>today</b>']);
    const line = lead.history.find((entry) => entry.action === 'answered');
    expect(line?.actor).toBe('ana@firm.example');
    expect(JSON.stringify(lead.history)).not.toContain('Called them');
    expect((await call(`/desk/api/leads/${ids.late}/answered`, { note: 'again' })).status).toBe(409);
    expect((await call(`/desk/api/leads/${ids.spam}/answered`, { note: 'spam' })).status).toBe(409);
    expect(await listed('reply=overdue')).toEqual([ids.later]);
    // Answered leads follow the waiting ones in the order by due time.
    expect(await listed('sort=due')).toEqual([ids.later, ids.fresh, ids.late]);
  });
});

describe.each(storeFactories)('migration 13 on $name', (factory) => {
  let opened: OpenedStore;
  afterEach(async () => opened.dispose());

  it('gives the leads of an earlier database a clock, stopped for those past new', async () => {
    opened = await factory.open({ migrated: false });
    const { store } = opened;
    await store.migrate(10);
    const db = (store as unknown as { db: Database }).db;
    const stages = { waiting: 'new', talked: 'qualified', junk: 'spam' } as const;
    for (const [index, [id, stage]] of Object.entries(stages).entries()) {
      await db.run(
        `INSERT INTO submissions (id, form_id, received_at, answers, report, status)
         VALUES (?, 'contact', ?, ${db.dialect.json('?')}, 'r', ?)`,
        [id, `2026-10-0${index + 1}T10:00:00.000Z`, '{}', stage === 'spam' ? 'spam' : 'new'],
      );
    }
    await db.run("UPDATE desk_inbox SET stage = 'qualified', updated_at = ? WHERE submission_id = 'talked'", [
      '2026-10-03T08:00:00.000Z',
    ]);

    await store.migrate();
    const rows = [...(await store.desk.inbox({}, 'reader')), ...(await store.desk.inbox({ spam: true }, 'reader'))];
    expect(rows.map((row) => [row.id, row.repliedAt, row.replyWay])).toEqual([
      ['talked', '2026-10-03T08:00:00.000Z', 'before'],
      ['waiting', null, null],
      ['junk', null, null],
    ]);
    expect((await store.desk.inbox({ awaiting: true }, 'reader')).map((row) => row.id)).toEqual(['waiting']);
  });
});
