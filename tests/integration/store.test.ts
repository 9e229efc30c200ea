/**
 * The store's contract, one suite run unchanged against SQLite and (with DATABASE_URL) PostgreSQL:
 * both databases must behave the same for every method the server and the operator commands use.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobKind, Store, StoredSubmission } from '../../src/server/storage/store.ts';
import { submissionRecord } from '../support/stored-submission.ts';
import { storeFactories, type OpenedStore } from '../support/stores.ts';

/** A contact message received at a fixed time, so the dated queries below have known answers. */
const submission = (overrides: Partial<StoredSubmission> = {}): StoredSubmission =>
  submissionRecord({ receivedAt: '2026-03-01T10:00:00.000Z', ...overrides });

async function stored(store: Store, overrides: Partial<StoredSubmission> = {}, jobs: JobKind[] = ['email']) {
  const record = submission(overrides);
  const result = await store.insertSubmission(record, jobs);
  expect(result).toEqual({ outcome: 'stored', id: record.id });
  return record;
}

const at = (iso: string) => new Date(iso);

describe.each(storeFactories)('the store on $name', (factory) => {
  let opened: OpenedStore;
  let store: Store;

  beforeEach(async () => {
    opened = await factory.open();
    store = opened.store;
  });
  afterEach(async () => {
    await opened.dispose();
  });

  it('migrates once: a second migrate (another process starting) changes nothing', async () => {
    expect(store.kind).toBe(factory.name);
    const record = await stored(store);
    await (await opened.another()).migrate();
    await store.migrate();
    expect(await store.getSubmission(record.id)).toMatchObject({ id: record.id });
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('stores a submission with its jobs and gives back exactly what was stored', async () => {
    const record = await stored(
      store,
      {
        consentAt: '2026-03-01T10:00:00.000Z',
        consentText: 'I agree to hear from the firm about my enquiry',
        noticeVersion: '2026-11-23.67712814d86b',
        marketingAt: null,
        marketingText: null,
        marketingWithdrawnAt: null,
        idempotencyKey: 'key-000001',
        status: 'new',
      },
      ['email', 'forward'],
    );
    const back = await store.getSubmission(record.id);
    expect(back).toEqual({ ...record, answers: expect.any(String) });
    expect(JSON.parse(back?.answers ?? '')).toEqual(JSON.parse(record.answers));
    expect((await store.jobsOf(record.id)).map((job) => [job.kind, job.status, job.attempts])).toEqual([
      ['email', 'pending', 0],
      ['forward', 'pending', 0],
    ]);
    expect(await store.getSubmission(randomUUID())).toBeNull();
  });

  it('keeps one submission per Idempotency-Key, even for twenty at once; no key never conflicts', async () => {
    const first = await stored(store, { idempotencyKey: 'same-key-1' });
    const again = await store.insertSubmission(submission({ idempotencyKey: 'same-key-1' }), ['email']);
    expect(again).toMatchObject({ outcome: 'duplicate', existing: { id: first.id } });
    expect(await store.findByIdempotencyKey('same-key-1')).toMatchObject({ id: first.id });
    expect(await store.findByIdempotencyKey('other-key')).toBeNull();

    const racing = await Promise.all(
      Array.from({ length: 20 }, () => store.insertSubmission(submission({ idempotencyKey: 'race-key-1' }), ['email'])),
    );
    expect(racing.filter((result) => result.outcome === 'stored')).toHaveLength(1);
    await stored(store);
    await stored(store);
    expect(await store.allSubmissions()).toHaveLength(4);
    expect(
      (await Promise.all((await store.allSubmissions()).map((each) => store.jobsOf(each.id)))).flat(),
    ).toHaveLength(4);
  });

  it('leases due jobs in order, once, until the lease ends', async () => {
    const a = await stored(store, { receivedAt: '2026-03-01T10:00:00.000Z' });
    const b = await stored(store, { receivedAt: '2026-03-01T10:00:01.000Z' });
    await stored(store, { receivedAt: '2026-03-01T12:00:00.000Z' });
    const now = at('2026-03-01T11:00:00.000Z');

    const claimed = await store.claimDueJobs(now, 10, 30_000);
    expect(claimed.map((job) => job.submissionId)).toEqual([a.id, b.id]);
    expect(claimed.map((job) => job.attempts)).toEqual([1, 1]);
    expect(await (await opened.another()).claimDueJobs(now, 10, 30_000)).toEqual([]);
    const later = await store.claimDueJobs(at('2026-03-01T11:00:31.000Z'), 1, 30_000);
    expect(later.map((job) => [job.submissionId, job.attempts])).toEqual([[a.id, 2]]);
  });

  it('marks jobs sent, retried or dead, and puts dead ones back in the queue', async () => {
    const record = await stored(store, {}, ['email', 'forward']);
    const [email, forward] = await store.claimDueJobs(at('2026-03-01T11:00:00.000Z'), 10, 30_000);
    if (!email || !forward) throw new Error('two jobs expected');
    await store.markSent(email.id, at('2026-03-01T11:00:01.000Z'));
    await store.markRetry(forward.id, at('2026-03-01T11:00:05.000Z'), '451 try later');
    expect((await store.jobsOf(record.id)).map((job) => [job.status, job.lastError, job.nextAttemptAt])).toEqual([
      ['sent', null, '2026-03-01T10:00:00.000Z'],
      ['pending', '451 try later', '2026-03-01T11:00:05.000Z'],
    ]);
    expect(await store.claimDueJobs(at('2026-03-01T11:00:04.000Z'), 10, 30_000)).toEqual([]);
    // A worker whose lease ran out reports late on the job another worker has sent: it stays sent, at its first time.
    await store.markSent(email.id, at('2026-03-01T11:00:09.000Z'));
    await store.markRetry(email.id, at('2026-03-01T11:00:10.000Z'), '451 try later');
    await store.markDead(email.id, '550 no such mailbox');
    expect((await store.jobsOf(record.id))[0]).toMatchObject({
      status: 'sent',
      sentAt: '2026-03-01T11:00:01.000Z',
      lastError: null,
    });
    const [retried] = await store.claimDueJobs(at('2026-03-01T11:00:05.000Z'), 10, 30_000);
    expect(retried).toMatchObject({ id: forward.id, attempts: 2 });
    await store.markDead(forward.id, '550 no such mailbox');
    expect((await store.jobsOf(record.id))[1]).toMatchObject({ status: 'dead', lastError: '550 no such mailbox' });

    expect(await store.retryDead(at('2026-03-02T00:00:00.000Z'))).toBe(1);
    expect((await store.jobsOf(record.id))[1]).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: '2026-03-02T00:00:00.000Z',
    });
  });

  it('frees stale leases at start only where one process owns the database', async () => {
    const record = await stored(store);
    await store.claimDueJobs(at('2026-03-01T11:00:00.000Z'), 10, 30_000);
    const released = await store.releaseStaleLeases();
    const again = await store.claimDueJobs(at('2026-03-01T11:00:01.000Z'), 10, 30_000);
    if (store.kind === 'sqlite') {
      expect(released).toBe(1);
      expect(again.map((job) => job.submissionId)).toEqual([record.id]);
    } else {
      // Another process may be delivering it: the lease runs out on its own.
      expect(released).toBe(0);
      expect(again).toEqual([]);
    }
  });

  it('lists the most recent first with their delivery in job order; selects by form and age', async () => {
    const old = await stored(store, { receivedAt: '2025-01-01T00:00:00.000Z', formId: 'gdpr' }, ['email', 'forward']);
    const spam = await stored(store, { receivedAt: '2026-02-01T00:00:00.000Z', status: 'spam' }, []);
    const recent = await stored(store, { receivedAt: '2026-03-01T00:00:00.000Z' }, ['email']);
    const [email] = await store.jobsOf(old.id);
    if (!email) throw new Error('job expected');
    await store.markSent(email.id, at('2026-03-01T00:00:00.000Z'));

    const listed = await store.listSubmissions(10);
    // Each lead's answers come along (for its priority), as stored.
    expect(listed.map((lead) => JSON.parse(lead.answers) as unknown)).toEqual(
      [recent, spam, old].map((each) => JSON.parse(each.answers) as unknown),
    );
    expect(listed.map((lead) => ({ ...lead, answers: undefined }))).toEqual([
      {
        id: recent.id,
        formId: 'contact',
        receivedAt: recent.receivedAt,
        status: 'new',
        delivery: 'email:pending',
        answers: undefined,
        formVersion: null,
      },
      {
        id: spam.id,
        formId: 'contact',
        receivedAt: spam.receivedAt,
        status: 'spam',
        delivery: '-',
        answers: undefined,
        formVersion: null,
      },
      {
        id: old.id,
        formId: 'gdpr',
        receivedAt: old.receivedAt,
        status: 'new',
        delivery: 'email:sent forward:pending',
        answers: undefined,
        formVersion: null,
      },
    ]);
    expect((await store.listSubmissions(1)).map((lead) => lead.id)).toEqual([recent.id]);
    expect((await store.submissionsOfForm('contact')).map((each) => each.id)).toEqual([spam.id, recent.id]);
    expect((await store.allSubmissions()).map((each) => each.id)).toEqual([old.id, spam.id, recent.id]);
    expect(await store.idsOlderThan(at('2026-02-15T00:00:00.000Z'))).toEqual(expect.arrayContaining([old.id, spam.id]));
    expect(await store.idsOlderThan(at('2026-02-15T00:00:00.000Z'))).toHaveLength(2);
  });

  it('deletes submissions with their jobs, any number at once', async () => {
    const keep = await stored(store);
    const many: string[] = [];
    for (let index = 0; index < 520; index++) many.push((await stored(store)).id);
    expect(await store.deleteSubmissions([...many, randomUUID()])).toBe(520);
    expect(await store.deleteSubmissions([])).toBe(0);
    expect((await store.allSubmissions()).map((each) => each.id)).toEqual([keep.id]);
    expect(await store.jobsOf(many[0] ?? '')).toEqual([]);
    expect(await store.claimDueJobs(at('2027-01-01T00:00:00.000Z'), 1000, 30_000)).toHaveLength(1);
  });

  it('counts rate-limit hits per client across connections, in a sliding window', async () => {
    const now = at('2026-03-01T10:00:00.000Z');
    const other = await opened.another();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? other : store).hitRateLimit('submissions', '198.51.100.7', now, 5, 600_000),
      ),
    );
    expect(results.filter((wait) => wait === 0)).toHaveLength(5);
    expect(Math.min(...results.filter((wait) => wait > 0))).toBe(600);
    expect(await store.hitRateLimit('submissions', '198.51.100.8', now, 5, 600_000)).toBe(0);
    expect(await store.hitRateLimit('submissions', '198.51.100.7', at('2026-03-01T10:09:00.000Z'), 5, 600_000)).toBe(
      60,
    );
    expect(await store.hitRateLimit('submissions', '198.51.100.7', at('2026-03-01T10:10:00.001Z'), 5, 600_000)).toBe(0);
    expect(await store.pruneRateLimit('submissions', at('2026-03-01T10:05:00.000Z'))).toBe(1);
  });

  it('keeps each limit’s hits apart: one limit neither counts nor forgets another’s', async () => {
    const now = at('2026-03-01T10:00:00.000Z');
    for (let hit = 0; hit < 2; hit++) {
      expect(await store.hitRateLimit('submissions', '198.51.100.7', now, 2, 3_600_000)).toBe(0);
    }
    expect(await store.hitRateLimit('desk-sign-in', '198.51.100.7', now, 2, 600_000)).toBe(0);
    expect(await store.hitRateLimit('submissions', '198.51.100.7', now, 2, 3_600_000)).toBeGreaterThan(0);
    // The sign-in's shorter window passes: its prune takes its own hit, not the submissions'.
    expect(await store.pruneRateLimit('desk-sign-in', at('2026-03-01T10:20:00.000Z'))).toBe(1);
    expect(await store.hitRateLimit('submissions', '198.51.100.7', at('2026-03-01T10:20:00.000Z'), 2, 3_600_000)).toBe(
      2400,
    );
  });

  it('reports the outbox: waiting and dead jobs, the oldest waiting lead, the latest error still standing', async () => {
    expect(await store.deliveryFigures()).toEqual({ pending: 0, oldestPendingSince: null, dead: 0, lastError: null });
    const older = await stored(store, { receivedAt: '2026-03-01T09:00:00.000Z' }, ['email', 'forward']);
    await stored(store, { receivedAt: '2026-03-01T10:00:00.000Z' }, ['email']);
    const [email, forward] = await store.claimDueJobs(at('2026-03-01T11:00:00.000Z'), 2, 30_000);
    if (!email || !forward) throw new Error('two jobs expected');
    await store.markSent(email.id, at('2026-03-01T11:00:01.000Z'));
    await store.markRetry(forward.id, at('2026-03-01T11:00:05.000Z'), '451 try later');
    expect(await store.deliveryFigures()).toEqual({
      pending: 2,
      oldestPendingSince: older.receivedAt,
      dead: 0,
      lastError: { kind: 'forward', error: '451 try later' },
    });
    await store.markDead(forward.id, '404 from the endpoint');
    expect(await store.deliveryFigures()).toEqual({
      pending: 1,
      oldestPendingSince: '2026-03-01T10:00:00.000Z',
      dead: 1,
      lastError: { kind: 'forward', error: '404 from the endpoint' },
    });
  });

  it('counts submissions per form and status since a time', async () => {
    await stored(store, { receivedAt: '2026-02-01T00:00:00.000Z' });
    await stored(store, { receivedAt: '2026-03-01T00:00:00.000Z' });
    await stored(store, { receivedAt: '2026-03-02T00:00:00.000Z' });
    await stored(store, { receivedAt: '2026-03-02T00:00:00.000Z', status: 'spam' }, []);
    await stored(store, { receivedAt: '2026-03-03T00:00:00.000Z', formId: 'gdpr' });
    expect(await store.countsSince(at('2026-03-01T00:00:00.000Z'))).toEqual([
      { formId: 'contact', status: 'new', count: 2 },
      { formId: 'contact', status: 'spam', count: 1 },
      { formId: 'gdpr', status: 'new', count: 1 },
    ]);
  });

  it('changes the shared delivery alert state once per change, whichever connection tries', async () => {
    const other = await opened.another();
    const now = at('2026-03-01T10:00:00.000Z');
    const tries = await Promise.all(
      Array.from({ length: 6 }, (_, index) => (index % 2 ? other : store).changeDeliveryAlert('ok', 'failing', now)),
    );
    expect(tries.filter(Boolean)).toHaveLength(1);
    expect(await store.changeDeliveryAlert('ok', 'failing', now)).toBe(false);
    expect(await other.changeDeliveryAlert('failing', 'ok', now)).toBe(true);
    expect(await store.changeDeliveryAlert('failing', 'ok', now)).toBe(false);
  });
});
