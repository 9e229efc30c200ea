/**
 * Reminders of the reply promise, with two server processes on one database sweeping by a clock
 * the test moves: before the reply is due the assignee is told once (every member when nobody is
 * assigned), when overdue the owners once, also after a process restarts; spam, answered leads,
 * leads whose reply is on its way and members who switched reminders off are never told, and a
 * lead whose reply was never delivered is told like any waiting one; an assignment tells the member
 * it was given to. A notice names the form, the priority, the time left and the desk link, and
 * nothing the visitor wrote. A reminder must come after the lead arrives: DESK_REMINDER_HOURS is
 * below the promise.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { replyPromiseHours } from '../../../src/content/reply-promise.ts';
import { readConfig } from '../../../src/server/config.ts';
import type { LeadDetail, MySettings, ReplyTimeInsights } from '../../../src/desk/contract.ts';
import { formById, loadCatalogue } from '../../../src/questionnaire/catalogue-fs.ts';
import { reminderHoursFor } from '../../../src/server/desk/settings.ts';
import { timeLeftText } from '../../../src/server/mail/reminder-email.ts';
import { deskCall, signedInMember } from '../../support/desk-session.ts';
import { storeSubmission, submissionRecord } from '../../support/stored-submission.ts';
import { startSweepingServer, type SweepingServerProcess } from '../../support/sweeping-server-process.ts';
import { backends, startServerWithSink, WAIT, type MailingTestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4481';
const HOUR = 3_600_000;
const VISITOR = { name: 'Ada Quill', email: 'ada.quill@example.org', message: 'Our audit <b>is</b> in May' };
/** A visitor's mistyped address: the mail server refuses it (550), so a reply to it is a dead letter. */
const BOUNCING = 'ada.quil@example.org';
const contactTitle = formById(loadCatalogue(), 'contact').form.title;
/** The hours before due the first reminder goes with the firm's promise (DESK_REMINDER_HOURS unset). */
const reminderHours = reminderHoursFor(undefined);

describe.each(backends)('reply reminders on $name', (backend) => {
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  let first: MailingTestServer;
  let second: SweepingServerProcess;
  let owner: string;
  let quiet: string;
  const start = Date.now();

  const noticesOf = (id: string, stage?: string): ParsedMail[] =>
    first.sink.messages.filter(
      (mail) =>
        mail.headers.get('x-submission-id') === id &&
        (stage === undefined ? mail.headers.has('x-desk-notice') : mail.headers.get('x-desk-notice') === stage),
    );
  const recipients = (mail: ParsedMail | undefined) =>
    [mail?.to]
      .flat()
      .flatMap((to) => to?.value ?? [])
      .map((address) => address.address)
      .sort();
  /** Every job of these leads delivered: no notice is still to come. */
  const delivered = async (ids: readonly string[]) =>
    expect
      .poll(async () => (await Promise.all(ids.map((id) => first.store.jobsOf(id)))).flat().map((job) => job.status))
      .not.toContain('pending');
  /** Both processes sweep at once at this many hours after the leads arrived (the second's clock moved with it). */
  const sweepAt = async (hours: number) => {
    offset = start + hours * HOUR - Date.now();
    return (await Promise.all([first.reminders?.sweep(), second.sweep(offset)])).map(Number);
  };
  /** A lead received when the test began, listed in the desk with the visitor's address and the priority. */
  const leadOf = async (email: string, priority: 'high' | null = null) => {
    const record = submissionRecord({
      receivedAt: new Date(start).toISOString(),
      answers: JSON.stringify({ ...VISITOR, email }),
    });
    await first.store.insertSubmission(record, [], { organisation: null, person: VISITOR.name, email, priority });
    return record.id;
  };
  const replyTo = (id: string) =>
    deskCall(first.url, ORIGIN, `/desk/api/leads/${id}/replies`, {
      token: owner,
      body: { subject: 'Re: your enquiry', body: 'Hello' },
    });
  const repliesOf = async (id: string) =>
    (await deskCall(first.url, ORIGIN, `/desk/api/leads/${id}`, { token: owner })).json<LeadDetail>();
  /**
   * The second process, an OS process of its own: the same database (and data folder), its own sweep
   * and worker (either process may send a notice the other queued), the same mail server.
   */
  const openSecond = () =>
    startSweepingServer({
      SITE_DIR: 'tests/fixtures/site',
      DATA_DIR: first.dataDir,
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_MS: '50',
      SMTP_URL: first.sink.url,
      MAIL_FROM: 'website@firm.example',
      LEADS_TO: 'leads@firm.example',
      DESK_ORIGIN: ORIGIN,
      ...(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl } : {}),
    });

  beforeAll(async () => {
    first = await startServerWithSink(
      backend,
      { DESK_ORIGIN: ORIGIN },
      { refuseRecipient: (address) => address === BOUNCING },
      { now: clock },
    );
    // The second process starts (seconds: a Node process loading the server) while the members sign in.
    const opening = openSecond();
    try {
      owner = await signedInMember(first, ORIGIN, 'olga@firm.example', 'owner');
      await signedInMember(first, ORIGIN, 'carl@firm.example', 'consultant');
      quiet = await signedInMember(first, ORIGIN, 'quiet@firm.example', 'consultant');
    } finally {
      second = await opening;
    }
  });
  afterAll(async () => {
    try {
      await second?.close();
    } finally {
      await first?.close();
    }
  });

  it('lets a member switch their own reminders off, audited, and shows owners who has', async () => {
    const settings = (token: string, body?: unknown) =>
      deskCall(first.url, ORIGIN, `/desk/api/me/settings${body === undefined ? '' : '/reminders'}`, {
        token,
        ...(body === undefined ? {} : { body }),
      });
    expect((await settings(quiet)).json<MySettings>()).toEqual({
      reminders: true,
      reminderHours,
      remindersOff: null,
    });
    expect((await settings(quiet, { reminders: 'no' })).status).toBe(400);
    const off = await settings(quiet, { reminders: false });
    expect(off.json<MySettings>()).toMatchObject({ reminders: false, remindersOff: null });
    const seen = (await settings(owner)).json<MySettings>();
    expect(seen.reminders).toBe(true);
    expect(seen.remindersOff?.map((member) => member.email)).toEqual(['quiet@firm.example']);
    const audit = await first.store.desk.auditSince(new Date(0), 'member:quiet@firm.example');
    expect(audit.filter((line) => line.action === 'reminders').map((line) => line.detail)).toEqual(['off']);
  });

  it('tells a member a lead was assigned to them, once, and never what the visitor wrote', async () => {
    const lead = await storeSubmission(
      first.store,
      { receivedAt: new Date(start).toISOString(), answers: JSON.stringify(VISITOR) },
      [],
    );
    const assign = (assignee: string) =>
      deskCall(first.url, ORIGIN, `/desk/api/leads/${lead.id}/assignee`, { token: owner, body: { assignee } });
    expect((await assign('carl@firm.example')).status).toBe(200);
    expect((await assign('carl@firm.example')).status).toBe(200);
    await delivered([lead.id]);
    const notices = noticesOf(lead.id, 'assigned');
    expect(notices).toHaveLength(1);
    expect(recipients(notices[0])).toEqual(['carl@firm.example']);
    expect(notices[0]?.text).toContain(`${ORIGIN}/desk/leads/${lead.id}`);
    for (const typed of Object.values(VISITOR)) {
      expect(notices[0]?.text).not.toContain(typed);
      expect(notices[0]?.html || '').not.toContain(typed);
    }
    // Taken by the member who assigns it: nobody is told.
    expect((await assign('olga@firm.example')).status).toBe(200);
    await delivered([lead.id]);
    expect(noticesOf(lead.id, 'assigned')).toHaveLength(1);
  });

  it('reminds once before the reply is due and once when overdue, whichever process sweeps', async () => {
    const at = new Date(start).toISOString();
    const waiting = await storeSubmission(first.store, { receivedAt: at, answers: JSON.stringify(VISITOR) }, []);
    const answered = await storeSubmission(first.store, { receivedAt: at }, []);
    const spam = await storeSubmission(first.store, { receivedAt: at, status: 'spam' }, []);
    await first.store.desk.stopReplyClock(answered.id, 'other', 'carl@firm.example', clock());
    // Given to Carl (no notice: the store's own write), and scored.
    const assigned = await leadOf('bo@example.org', 'high');
    await first.store.desk.setAssignee(assigned, 'carl@firm.example', clock());
    // Answered from the desk to a mistyped address: the reply is a dead letter, the lead still waits.
    const bounced = await leadOf(BOUNCING);
    expect((await replyTo(bounced)).status).toBe(200);
    await expect.poll(async () => (await repliesOf(bounced)).replies.map((each) => each.status)).toEqual(['dead']);
    expect((await repliesOf(bounced)).row.repliedAt).toBeNull();
    const leads = [waiting.id, answered.id, spam.id, assigned, bounced];

    // Just before the reminder's point: nothing.
    expect(await sweepAt(replyPromiseHours - reminderHours - 0.1)).toEqual([0, 0]);

    await sweepAt(replyPromiseHours - reminderHours + 0.1);
    // The time left as the notice words it, swept a tenth of an hour past the reminder's point.
    const left = timeLeftText(
      new Date(start + replyPromiseHours * HOUR),
      new Date(start + (replyPromiseHours - reminderHours + 0.1) * HOUR),
    );
    await vi.waitFor(() => expect(noticesOf(waiting.id, 'due-soon')).toHaveLength(1), WAIT);
    // Nobody assigned: every member still receiving reminders.
    expect(recipients(noticesOf(waiting.id, 'due-soon')[0])).toEqual(['carl@firm.example', 'olga@firm.example']);
    // A form without scoring: the subject names no priority.
    expect(noticesOf(waiting.id, 'due-soon')[0]?.subject).toBe(
      `A lead is waiting for a reply: ${contactTitle} (${left})`,
    );
    // Assigned: its assignee only.
    await vi.waitFor(() => expect(noticesOf(assigned, 'due-soon')).toHaveLength(1), WAIT);
    const dueSoon = noticesOf(assigned, 'due-soon')[0];
    expect(recipients(dueSoon)).toEqual(['carl@firm.example']);
    expect(dueSoon?.subject).toBe(`A lead is waiting for a reply: ${contactTitle} (high priority, ${left})`);
    expect(dueSoon?.text).toContain(`Form: ${contactTitle}\nPriority: high\n`);
    expect(dueSoon?.text).toMatch(new RegExp(`Reply due: .+ \\(${left}\\)`));
    expect(dueSoon?.text).toContain(`${ORIGIN}/desk/leads/${assigned}`);
    expect(dueSoon?.html || '').toContain(`href="${ORIGIN}/desk/leads/${assigned}"`);
    for (const typed of [...Object.values(VISITOR), 'bo@example.org']) {
      expect(`${dueSoon?.text} ${dueSoon?.html || ''}`).not.toContain(typed);
    }
    // The reply that never arrived stops nothing: the lead is reminded as any waiting one.
    await vi.waitFor(() => expect(noticesOf(bounced, 'due-soon')).toHaveLength(1), WAIT);

    expect(await sweepAt(replyPromiseHours - 1)).toEqual([0, 0]);
    await sweepAt(replyPromiseHours + 0.5);
    await vi.waitFor(() => expect(noticesOf(waiting.id, 'overdue')).toHaveLength(1), WAIT);
    expect(recipients(noticesOf(waiting.id, 'overdue')[0])).toEqual(['olga@firm.example']);
    expect(noticesOf(waiting.id, 'overdue')[0]?.subject).toContain('overdue by');
    await vi.waitFor(() => expect(noticesOf(assigned, 'overdue')).toHaveLength(1), WAIT);
    await vi.waitFor(() => expect(noticesOf(bounced, 'overdue')).toHaveLength(1), WAIT);
    expect(recipients(noticesOf(assigned, 'overdue')[0])).toEqual(['olga@firm.example']);
    expect(noticesOf(assigned, 'overdue')[0]?.subject).toMatch(/\(high priority, overdue by 30 min\)$/);
    expect(await sweepAt(replyPromiseHours + 3)).toEqual([0, 0]);

    await delivered(leads);
    expect(
      noticesOf(waiting.id)
        .map((mail) => mail.headers.get('x-desk-notice'))
        .sort(),
    ).toEqual(['due-soon', 'overdue']);
    expect(noticesOf(answered.id)).toEqual([]);
    expect(noticesOf(spam.id)).toEqual([]);
    const mail = noticesOf(waiting.id, 'overdue')[0];
    for (const typed of Object.values(VISITOR)) expect(`${mail?.text} ${mail?.html || ''}`).not.toContain(typed);
    for (const id of [assigned, bounced]) {
      expect(
        noticesOf(id)
          .map((each) => each.headers.get('x-desk-notice'))
          .sort(),
      ).toEqual(['due-soon', 'overdue']);
    }
  });

  it('sends each reminder once across a restart, and a reply left in the outbox is sent once by the next process', async () => {
    offset = 0;
    const lead = await leadOf('pat@example.org');
    const toPat = () =>
      first.sink.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === 'pat@example.org');
    const notices = () => first.sink.messages.filter((mail) => mail.headers.has('x-desk-notice')).length;
    const before = notices();
    // Both processes stop sending: the second process exits, the first's worker rests.
    await first.worker.stop();
    await second.close();
    try {
      expect((await replyTo(lead)).status).toBe(200);
      // Overdue, with its reply on its way: not reminded.
      offset = start + (replyPromiseHours + 0.5) * HOUR - Date.now();
      expect(await first.reminders?.sweep()).toBe(0);
      expect((await first.store.jobsOf(lead)).map((job) => [job.kind, job.status])).toEqual([['reply', 'pending']]);
    } finally {
      // The member's session is of today: the desk is read at the real time.
      offset = 0;
      // The second process starts again (a new OS process) on the same database.
      second = await openSecond();
    }
    await expect.poll(async () => (await repliesOf(lead)).replies.map((each) => each.status)).toEqual(['sent']);
    const sent = await repliesOf(lead);
    expect(sent.row).toMatchObject({ status: 'contacted', repliedAt: sent.replies[0]?.sentAt });
    expect(await sweepAt(replyPromiseHours - reminderHours + 0.1)).toEqual([0, 0]);
    expect(await sweepAt(replyPromiseHours + 0.5)).toEqual([0, 0]);
    first.worker.start();
    await delivered([lead]);
    expect(toPat()).toHaveLength(1);
    expect(notices()).toBe(before);
  });

  it('shows in Insights the time to the first reply per week and the share within the promise by form and member', async () => {
    offset = 0;
    const day = 24 * HOUR;
    // A week three weeks back, from its Tuesday: three leads answered in 2, 10 and 30 hours.
    const monday = new Date(Date.now() - 21 * day);
    monday.setUTCHours(0, 0, 0, 0);
    monday.setTime(monday.getTime() - ((monday.getUTCDay() + 6) % 7) * day);
    const tuesday = monday.getTime() + day;
    for (const hours of [2, 10, 30]) {
      const lead = await storeSubmission(first.store, { receivedAt: new Date(tuesday).toISOString() }, []);
      await first.store.desk.stopReplyClock(lead.id, 'other', 'dana@firm.example', new Date(tuesday + hours * HOUR));
    }
    const answer = await deskCall(first.url, ORIGIN, '/desk/api/insights/reply-times', { token: owner });
    expect(answer.status).toBe(200);
    const insights = answer.json<ReplyTimeInsights>();
    expect(insights.promiseHours).toBe(replyPromiseHours);
    const week = insights.weeks.find((row) => row.week === monday.toISOString().slice(0, 10));
    const inTime = ([2, 10, 30].filter((hours) => hours <= replyPromiseHours).length / 3) * 100;
    expect(week).toEqual({
      week: monday.toISOString().slice(0, 10),
      answered: 3,
      medianHours: 10,
      p90Hours: 30,
      withinPromise: Math.round(inTime * 10) / 10,
    });
    expect(insights.members.find((row) => row.group === 'dana@firm.example')).toMatchObject({
      answered: 3,
      medianHours: 10,
    });
    expect(insights.forms.map((row) => row.group)).toContain(contactTitle);
  });
});

describe('the hours before due a reminder goes', () => {
  const env = { SITE_DIR: 'tests/fixtures/site', DATA_DIR: '/nonexistent', LOG_LEVEL: 'silent' };

  it('are fewer than the firm’s promise: more is a clear error at start naming both', () => {
    const hours = (value: string) => readConfig({ ...env, DESK_REMINDER_HOURS: value }).desk?.reminderHours;
    expect(hours(String(replyPromiseHours - 1))).toBe(replyPromiseHours - 1);
    for (const value of [replyPromiseHours, replyPromiseHours + 1]) {
      expect(() => hours(String(value))).toThrow(
        `DESK_REMINDER_HOURS is ${value}, but the firm promises a reply within ${replyPromiseHours} hours`,
      );
    }
    expect(() => hours('0')).toThrow(/DESK_REMINDER_HOURS/);
    expect(readConfig(env).desk?.reminderHours).toBe(reminderHours);
  });

  it('are by default 4, or half a short promise (none before due with a promise of one hour)', () => {
    expect([48, 5, 4, 3, 1].map((promise) => reminderHoursFor(undefined, promise))).toEqual([4, 4, 2, 1, 0]);
    expect(() => reminderHoursFor(3, 3)).toThrow('set DESK_REMINDER_HOURS below 3');
  });
});
