/**
 * `leads reply-times`: the time to the first reply sent, median and 90th percentile, and the share
 * answered within the promise, for every lead, by form, by the member who replied and by week (the
 * figures the desk's Insights chart); a lead still waiting (its reply queued or never delivered
 * too) counts against the share once overdue, spam and leads answered before the clock not at all.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { replyPromiseHours } from '../../../src/content/reply-promise.ts';
import { formById, loadCatalogue } from '../../../src/questionnaire/catalogue-fs.ts';
import { parseLeadsArgs } from '../../../src/server/leads/args.ts';
import { runCommand } from '../../../src/server/leads/commands.ts';
import { storeSubmission } from '../../support/stored-submission.ts';
import { storeFactories, type OpenedStore } from '../../support/stores.ts';

const catalogue = loadCatalogue();
const NOW = new Date('2026-11-20T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (hoursBefore: number) => new Date(NOW.getTime() - hoursBefore * HOUR);

describe.each(storeFactories)('leads reply-times on $name', (factory) => {
  let opened: OpenedStore;
  afterEach(async () => opened.dispose());

  it('prints the figures for every lead, by form and by member', async () => {
    opened = await factory.open();
    const { store } = opened;
    // Three contact messages answered in 1, 2 and (late) promise + 10 hours; one overdue and waiting.
    const answeredIn = [
      [1, 'ana@firm.example'],
      [2, 'ana@firm.example'],
      [replyPromiseHours + 10, 'ben@firm.example'],
    ] as const;
    for (const [hours, member] of answeredIn) {
      const lead = await storeSubmission(store, { receivedAt: at(100).toISOString() });
      await store.desk.stopReplyClock(lead.id, 'other', member, new Date(at(100).getTime() + hours * HOUR));
    }
    await storeSubmission(store, { receivedAt: at(replyPromiseHours + 1).toISOString() });
    // Overdue too, though answered from the desk: one reply still in the outbox, one never delivered.
    const reply = { member: 'cy@firm.example', recipient: 'ada@example.org', subject: 'Re', body: 'Hello' };
    for (const dead of [false, true]) {
      const lead = await storeSubmission(store, { receivedAt: at(replyPromiseHours + 2).toISOString() });
      const { jobId } = await store.desk.addReply({ ...reply, submissionId: lead.id }, at(replyPromiseHours + 1));
      if (dead) await store.markDead(jobId, '550 No such mailbox');
    }
    // Not yet due, and spam: neither counts.
    await storeSubmission(store, { receivedAt: at(1).toISOString() });
    await storeSubmission(store, { receivedAt: at(5).toISOString(), status: 'spam' }, []);

    const out: string[] = [];
    const context = {
      store,
      dataDir: opened.dataDir,
      catalogue,
      out: (text: string) => out.push(text),
      err: () => {},
      now: () => NOW,
    };
    await runCommand(parseLeadsArgs(['reply-times', '--days', '30']), context);
    const lines = out.join('').split('\n');
    const row = (group: string) =>
      lines
        .find((line) => line.startsWith(group))
        ?.split(/\s{2,}/)
        .slice(1);
    // 3 answered, median 2 h, p90 the late one; in time: 2 of 6 (three answered and three overdue).
    expect(row('all leads')).toEqual(['3', '2 h', `${replyPromiseHours + 10} h`, '33.3 %']);
    expect(row(`form: ${formById(catalogue, 'contact').form.title}`)).toEqual(row('all leads'));
    expect(row('member: ana@firm.example')).toEqual(['2', '1 h', '2 h', '100 %']);
    expect(row('member: ben@firm.example')).toEqual([
      '1',
      `${replyPromiseHours + 10} h`,
      `${replyPromiseHours + 10} h`,
      '0 %',
    ]);
    expect(lines.some((line) => line.startsWith('member: cy@'))).toBe(false);
    // By week, the last 30 days touching five: every lead here was received in the week of 16 November.
    const weeks = lines.slice(lines.findIndex((line) => line.startsWith('week')) + 1).filter(Boolean);
    expect(weeks.map((line) => line.split(/\s{2,}/)[0])).toEqual([
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(row('2026-11-16')).toEqual(row('all leads'));
    expect(row('2026-10-19')).toEqual(['0', '-', '-', '-']);
  });
});
