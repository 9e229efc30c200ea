/**
 * Migration 17 on a database whose reply clocks were stopped when a reply from the desk was queued
 * (SQLite and PostgreSQL): a lead answered from the desk reads as answered when its first reply was
 * sent, by the member who wrote that one; a lead none of whose replies was sent (a dead letter, or
 * one still being sent) awaits a reply again, and one still being sent stops the clock when it
 * goes. Its status stays; leads answered another way, or before the desk kept the clock, keep theirs.
 */
import { describe, expect, it } from 'vitest';
import { isoOrNull } from '../../src/server/desk/storage/rows.ts';
import { replySentClocks } from '../../src/server/storage/migrations/17-reply-sent-clocks.ts';
import type { Store } from '../../src/server/storage/store.ts';
import { storeSubmission } from '../support/stored-submission.ts';
import { rawStores } from '../support/raw-stores.ts';

const BEFORE = replySentClocks.version - 1;
const HOUR = 3_600_000;
const received = Date.parse('2026-03-02T09:00:00.000Z');
const at = (hours: number) => new Date(received + hours * HOUR);

const databases = rawStores('migrate-reply-sent');

/** A reply queued as the desk did before: its clock stopped at once, by its writer. */
async function queuedReply(store: Store, submissionId: string, member: string, hours: number): Promise<number> {
  const { jobId } = await store.desk.addReply(
    { submissionId, member, recipient: 'ada@example.org', subject: 'Re: your enquiry', body: 'Hello' },
    at(hours),
  );
  await store.desk.stopReplyClock(submissionId, 'desk', member, at(hours));
  return jobId;
}

describe.each(databases)('migration 17 on $name', ({ open }) => {
  it('stops the clocks that queued replies stopped at the first reply sent, and restarts those none was sent for', async () => {
    const store = await open();
    await store.migrate(BEFORE);
    const lead = async () => (await storeSubmission(store, { receivedAt: at(0).toISOString() }, [])).id;
    const clock = async (id: string) => {
      const [row] = await store
        .raw()
        .all('SELECT stage, replied_at, reply_way, replied_by FROM desk_inbox WHERE submission_id = ?', [id]);
      return [row?.stage, isoOrNull(row?.replied_at), row?.reply_way ?? null, row?.replied_by ?? null];
    };

    // Two replies: the one queued later was sent first.
    const sent = await lead();
    const slow = await queuedReply(store, sent, 'asha@firm.example', 1);
    const quick = await queuedReply(store, sent, 'bo@firm.example', 2);
    await store.markSent(quick, at(3));
    await store.markSent(slow, at(5));
    // Its only reply refused: a dead letter.
    const dead = await lead();
    await store.markDead(await queuedReply(store, dead, 'asha@firm.example', 1), '550 No such mailbox');
    // Its reply still on its way at the upgrade.
    const pending = await lead();
    const onItsWay = await queuedReply(store, pending, 'asha@firm.example', 1);
    // Answered by a call, its reply dead: the call is the answer.
    const called = await lead();
    await store.desk.stopReplyClock(called, 'other', 'carl@firm.example', at(4));
    await store.markDead(await queuedReply(store, called, 'asha@firm.example', 6), '550 No such mailbox');
    // Past `new` before the desk kept the clock, and still waiting.
    const before = await lead();
    await store
      .raw()
      .run("UPDATE desk_inbox SET stage = 'won', replied_at = ?, reply_way = 'before' WHERE submission_id = ?", [
        at(8).toISOString(),
        before,
      ]);
    const waiting = await lead();
    const untouched = [await clock(called), await clock(before), await clock(waiting)];

    await store.migrate();
    expect(await clock(sent)).toEqual(['contacted', at(3).toISOString(), 'desk', 'bo@firm.example']);
    expect(await clock(dead)).toEqual(['contacted', null, null, null]);
    expect(await clock(pending)).toEqual(['contacted', null, null, null]);
    expect([await clock(called), await clock(before), await clock(waiting)]).toEqual(untouched);
    expect(untouched[0]).toEqual(['contacted', at(4).toISOString(), 'other', 'carl@firm.example']);
    expect(untouched[2]).toEqual(['new', null, null, null]);
    // Awaiting a reply again, with the lead never answered.
    const awaiting = await store.desk.inbox({ awaiting: true }, 'reader');
    expect(awaiting.map((row) => row.id).sort()).toEqual([dead, pending, waiting].sort());

    // The reply on its way is sent after the upgrade: the clock stops then, by its writer.
    expect(await store.desk.replySent(onItsWay, at(7))).toBe(true);
    expect(await clock(pending)).toEqual(['contacted', at(7).toISOString(), 'desk', 'asha@firm.example']);
  });
});
