/**
 * A reply from the desk: composed from a template filled for the lead and the member, queued in the
 * outbox and delivered once to the lead's address from the firm's sending address with the member's
 * Reply-To, the visitor's text escaped in its HTML part, retried while the mail server refuses it for
 * now and a dead letter once the attempts run out. The first reply sent stops the clock, at its
 * sending: one queued or never delivered leaves the lead waiting. The reply is the lead's personal
 * data: in its access report, gone with it at erasure and retention (its .eml copy too), never in
 * the audit log.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadReplyTemplates } from '../../../src/content/reply-templates/files.ts';
import type { InboxRow, LeadDetail } from '../../../src/desk/contract.ts';
import { accessReport, eraseByEmail } from '../../../src/server/leads/index.ts';
import { createMailer, emlPaths } from '../../../src/server/mail/mailer.ts';
import { replyEmail } from '../../../src/server/mail/reply-email.ts';
import { FormVersions } from '../../../src/server/submissions/index.ts';
import { OutboxWorker } from '../../../src/server/submissions/outbox-worker.ts';
import { purgeOlderThan } from '../../../src/server/submissions/retention.ts';
import { loadCatalogue } from '../../../src/questionnaire/catalogue-fs.ts';
import { deskCall, signedInMember } from '../../support/desk-session.ts';
import { capturedLogger } from '../../support/log-lines.ts';
import { storeSubmission } from '../../support/stored-submission.ts';
import { storeFactories, type OpenedStore } from '../../support/stores.ts';
import { backends, startServerWithSink, WAIT, type MailingTestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4474';
const VISITOR = 'ada@example.org';
const HOUR = 3_600_000;
/** The mail server's answer while it refuses for now, naming the mailbox as real servers do. */
const REFUSAL = 'Try again later: 4.2.2 <cy@example.org> mailbox full';
const catalogue = loadCatalogue();

describe.each(backends)('a reply from the desk on $name', (backend) => {
  let server: MailingTestServer;
  let member: string;
  let lead: string;
  /** The desk's clock runs this far ahead of the time of day (behind, when less than 0) while a test moves it. */
  let ahead = 0;
  const log = capturedLogger('warn');
  const call = (urlPath: string, body?: unknown) =>
    deskCall(server.url, ORIGIN, urlPath, { token: member, ...(body === undefined ? {} : { body }) });
  const toVisitor = (): ParsedMail[] =>
    server.sink.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === VISITOR);

  beforeAll(async () => {
    // Two attempts: a reply refused for now is retried once, a second later, then dead.
    server = await startServerWithSink(
      backend,
      { DESK_ORIGIN: ORIGIN, MAIL_MAX_ATTEMPTS: '2', LOG_LEVEL: 'warn' },
      { reply: REFUSAL },
      { logStream: log.options.stream, now: () => new Date(Date.now() + ahead) },
    );
    member = await signedInMember(server, ORIGIN, 'asha.rao@firm.example', 'consultant');
    lead = (
      await storeSubmission(server.store, {
        answers: JSON.stringify({ name: 'Ada <Lovelace>', email: VISITOR, message: 'Hello & <b>thanks</b>' }),
      })
    ).id;
  });
  afterAll(async () => server.close());

  it('offers a composer addressed to the lead, from the firm, Reply-To the member, with each template filled', async () => {
    const detail = (await call(`/desk/api/leads/${lead}`)).json<LeadDetail>();
    expect(detail.composer).toMatchObject({
      to: VISITOR,
      from: 'website@firm.example',
      replyTo: 'asha.rao@firm.example',
    });
    expect(detail.composer.subject).toContain(detail.row.formTitle);
    const templates = loadReplyTemplates();
    expect(detail.composer.drafts.map((draft) => draft.title)).toEqual(templates.map((each) => each.title));
    for (const draft of detail.composer.drafts) expect(draft.body).not.toMatch(/\{\{|\}\}/);
    expect(detail.composer.drafts.some((draft) => draft.body.includes('Ada <Lovelace>'))).toBe(true);
    expect(detail.composer.drafts.some((draft) => draft.body.includes('Asha Rao'))).toBe(true);
    expect(detail.replies).toEqual([]);
  });

  it('sends the reply once through the outbox, escaped in HTML, and stops the clock when it is sent', async () => {
    const before = (await call(`/desk/api/leads/${lead}`)).json<LeadDetail>();
    const body = `${before.composer.drafts[0]?.body ?? ''}\n\nYou wrote: Hello & <b>thanks</b>`;
    expect((await call(`/desk/api/leads/${lead}/replies`, { subject: ' ', body })).status).toBe(400);
    const answer = await call(`/desk/api/leads/${lead}/replies`, { subject: before.composer.subject, body });
    expect(answer.status).toBe(200);
    const detail = answer.json<LeadDetail>();
    expect(detail.replies).toMatchObject([{ member: 'asha.rao@firm.example', to: VISITOR, body }]);
    const line = detail.history.find((entry) => entry.action === 'replied');
    expect(line?.actor).toBe('asha.rao@firm.example');
    // Recorded when queued: it does not say the clock stopped, which happens at the sending.
    expect(line?.detail).not.toMatch(/clock/);
    expect(JSON.stringify(detail.history)).not.toContain('You wrote');

    const mail = await vi.waitFor(() => {
      const [first] = toVisitor();
      if (!first) throw new Error('no reply has arrived');
      return first;
    }, WAIT);
    expect(mail.from?.text).toBe('website@firm.example');
    expect(mail.replyTo?.text).toBe('asha.rao@firm.example');
    expect(mail.subject).toBe(before.composer.subject);
    expect(mail.text).toContain('You wrote: Hello & <b>thanks</b>');
    expect(mail.html).toContain('You wrote: Hello &amp; &lt;b&gt;thanks&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>thanks');
    await expect
      .poll(async () => (await call(`/desk/api/leads/${lead}`)).json<LeadDetail>().replies.map((each) => each.status))
      .toEqual(['sent']);
    expect(toVisitor()).toHaveLength(1);
    const sent = (await call(`/desk/api/leads/${lead}`)).json<LeadDetail>();
    expect(sent.row).toMatchObject({ status: 'contacted', replyWay: 'desk', repliedAt: sent.replies[0]?.sentAt });
    expect(Date.parse(sent.row.repliedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(sent.replies[0]?.at ?? ''));
    // The history: written by the member, then delivered, when it was sent.
    expect(sent.history.filter((entry) => entry.action.startsWith('repl'))).toMatchObject([
      { actor: 'asha.rao@firm.example', action: 'replied' },
      {
        actor: 'asha.rao@firm.example',
        action: 'reply sent',
        detail: 'delivered to the mail server',
        at: sent.replies[0]?.sentAt,
      },
    ]);
  });

  it('a second reply leaves the clock where the first stopped it', async () => {
    const first = (await call(`/desk/api/leads/${lead}`)).json<LeadDetail>();
    expect(first.row.repliedAt).not.toBeNull();
    const answer = await call(`/desk/api/leads/${lead}/replies`, { subject: 'One more thing', body: 'See you soon.' });
    const detail = answer.json<LeadDetail>();
    expect(detail.replies.map((each) => each.subject)).toEqual([first.composer.subject, 'One more thing']);
    await expect.poll(() => toVisitor().length).toBe(2);
    await expect
      .poll(async () => (await call(`/desk/api/leads/${lead}`)).json<LeadDetail>().replies.map((each) => each.status))
      .toEqual(['sent', 'sent']);
    expect((await call(`/desk/api/leads/${lead}`)).json<LeadDetail>().row.repliedAt).toBe(first.row.repliedAt);
  });

  it('retries a reply the mail server refuses for now and sends it once; after the last attempt it is dead and the lead still waits', async () => {
    const lead = async (email: string) => {
      const stored = await storeSubmission(
        server.store,
        { answers: JSON.stringify({ name: 'Cy', email, message: 'Hello' }) },
        [],
      );
      expect((await call(`/desk/api/leads/${stored.id}`)).status).toBe(200);
      return stored.id;
    };
    const detailOf = async (id: string) => (await call(`/desk/api/leads/${id}`)).json<LeadDetail>();
    const retried = await lead('cy@example.org');
    const dead = await lead('dee@example.org');
    const to = (address: string) =>
      server.sink.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);
    server.sink.mode = 'tempfail';
    try {
      const queued = await call(`/desk/api/leads/${retried}/replies`, { subject: 'Re: hello', body: 'Hello Cy' });
      // Queued, not sent: the clock runs on.
      expect(queued.json<LeadDetail>().row).toMatchObject({ status: 'new', repliedAt: null });
      await expect
        .poll(async () => (await server.store.jobsOf(retried)).map((job) => [job.kind, job.status, job.lastError]))
        .toEqual([['reply', 'pending', expect.stringContaining(REFUSAL)]]);
      expect((await detailOf(retried)).row).toMatchObject({ repliedAt: null, replySending: true });
      // The inbox says so too.
      const listed = (await call('/desk/api/leads?reply=awaiting')).json<{ rows: InboxRow[] }>();
      expect(listed.rows.find((row) => row.id === retried)).toMatchObject({ replySending: true });
    } finally {
      server.sink.mode = 'accept';
    }
    await expect.poll(async () => (await detailOf(retried)).replies.map((each) => each.status)).toEqual(['sent']);
    const sent = await detailOf(retried);
    expect(sent.replies[0]?.attempts).toBe(2);
    expect(sent.row).toMatchObject({ status: 'contacted', repliedAt: sent.replies[0]?.sentAt, replySending: false });
    expect(to('cy@example.org')).toHaveLength(1);

    server.sink.mode = 'tempfail';
    try {
      await call(`/desk/api/leads/${dead}/replies`, { subject: 'Re: hello', body: 'Hello Dee' });
      await expect.poll(async () => (await detailOf(dead)).replies.map((each) => each.status)).toEqual(['dead']);
    } finally {
      server.sink.mode = 'accept';
    }
    const undelivered = await detailOf(dead);
    expect(undelivered.replies[0]?.attempts).toBe(2);
    // Its history says it never arrived, without the mail server's words (they may name the address).
    expect(undelivered.history.filter((entry) => entry.action.startsWith('repl'))).toMatchObject([
      { action: 'replied' },
      { action: 'reply not delivered', detail: 'the mail server did not take it; the clock runs on' },
    ]);
    expect(JSON.stringify(undelivered.history)).not.toContain('dee@example.org');
    expect(undelivered.row).toMatchObject({ status: 'new', repliedAt: null, replyWay: null, replySending: false });
    expect(to('dee@example.org')).toEqual([]);
    const awaiting = (await call('/desk/api/leads?reply=awaiting')).json<{ rows: { id: string }[] }>();
    expect(awaiting.rows.map((row) => row.id)).toContain(dead);
    expect(awaiting.rows.map((row) => row.id)).not.toContain(retried);
    // The server's log says why, without the mailbox the mail server named.
    const refusals = log.lines.filter(
      (line) => line.msg === 'notification will be retried' || line.msg === 'notification dead-lettered',
    );
    expect(refusals.map((line) => line.kind)).toEqual(['reply', 'reply', 'reply']);
    for (const line of refusals) expect(line.reason).toContain('Try again later: 4.2.2 <[email]> mailbox full');
    expect(log.raw()).not.toContain('cy@example.org');
  });

  it('stops the clock on the desk’s clock: a reply sent reads as answered at the desk’s time', async () => {
    const stored = await storeSubmission(
      server.store,
      {
        receivedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
        answers: JSON.stringify({ name: 'Eve', email: 'eve@example.org', message: 'Hello' }),
      },
      [],
    );
    expect((await call(`/desk/api/leads/${stored.id}`)).status).toBe(200);
    // Twenty minutes behind the time of day: the reply is queued on the desk's clock, and the worker
    // sends what is due by the time of day, so it goes at once.
    ahead = -20 * 60_000;
    try {
      const from = Date.now() + ahead;
      expect((await call(`/desk/api/leads/${stored.id}/replies`, { subject: 'Re: hello', body: 'Hi' })).status).toBe(
        200,
      );
      const detailOf = async () => (await call(`/desk/api/leads/${stored.id}`)).json<LeadDetail>();
      await expect.poll(async () => (await detailOf()).replies.map((each) => each.status)).toEqual(['sent']);
      const sent = await detailOf();
      expect(sent.row).toMatchObject({ status: 'contacted', repliedAt: sent.replies[0]?.sentAt });
      expect(Date.parse(sent.row.repliedAt ?? '')).toBeGreaterThanOrEqual(from);
      expect(Date.parse(sent.row.repliedAt ?? '')).toBeLessThanOrEqual(Date.now() + ahead);
    } finally {
      ahead = 0;
    }
  });

  it('a lead without an email address offers no reply, and spam gets none', async () => {
    const silent = await storeSubmission(server.store, {
      answers: JSON.stringify({ name: 'Bo', email: '', message: 'Call me' }),
    });
    const detail = (await call(`/desk/api/leads/${silent.id}`)).json<LeadDetail>();
    expect(detail.composer.to).toBeNull();
    const refused = await call(`/desk/api/leads/${silent.id}/replies`, { subject: 'Hi', body: 'Hello' });
    expect(refused.status).toBe(409);
    const spam = await storeSubmission(
      server.store,
      { status: 'spam', answers: JSON.stringify({ name: 'X', email: 'x@example.org', message: 'Buy' }) },
      [],
    );
    expect((await call(`/desk/api/leads/${spam.id}/replies`, { subject: 'Hi', body: 'Hello' })).status).toBe(409);
    expect((await call('/desk/api/leads/nobody/replies', { subject: 'Hi', body: 'Hello' })).status).toBe(404);
  });

  it('is in the access report and goes with the lead at erasure', async () => {
    const versions = new FormVersions(server.store, catalogue);
    const report = await accessReport(server.store, server.dataDir, versions, VISITOR, new Date());
    const held = report.submissions.find((each) => each.id === lead);
    expect(held?.replies.map((each) => [each.member, each.subject, each.status])).toEqual([
      ['asha.rao@firm.example', expect.any(String), 'sent'],
      ['asha.rao@firm.example', 'One more thing', expect.any(String)],
    ]);
    expect(held?.replies[0]?.body).toContain('You wrote: Hello & <b>thanks</b>');

    expect(await eraseByEmail(server.store, server.dataDir, versions, VISITOR)).toBe(1);
    expect(await server.store.desk.replies(lead)).toEqual([]);
    expect(await server.store.jobsOf(lead)).toEqual([]);
  });
});

describe('a reply kept as an .eml file', () => {
  it('is written beside the lead’s other copies and removed with them', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reply-eml-'));
    const mailer = createMailer({ smtpUrl: undefined, dataDir });
    try {
      const reply = {
        jobId: 7,
        submissionId: 'lead-1',
        member: 'asha@firm.example',
        recipient: VISITOR,
        subject: 'Re: your enquiry',
        body: 'Hello',
        createdAt: new Date().toISOString(),
      };
      await mailer.send(replyEmail(reply, 'website@firm.example'), 'lead-1', 'reply-7');
      await mailer.send(replyEmail({ ...reply, jobId: 9 }, 'website@firm.example'), 'lead-1', 'reply-9');
      const copies = emlPaths(dataDir, 'lead-1').filter((file) => existsSync(file));
      expect(copies.map((file) => path.basename(file))).toEqual(['lead-1.reply-7.eml', 'lead-1.reply-9.eml']);
      mailer.discard('lead-1');
      expect(copies.filter((file) => existsSync(file))).toEqual([]);
    } finally {
      mailer.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(storeFactories)('replies in the store on $name', (factory) => {
  let opened: OpenedStore;
  afterEach(async () => opened.dispose());
  const reply = (submissionId: string) => ({
    submissionId,
    member: 'asha@firm.example',
    recipient: VISITOR,
    subject: 'Re: your enquiry',
    body: 'Hello',
  });

  it('leases a reply’s job to one process only, and leaves it out of the firm’s delivery health', async () => {
    opened = await factory.open();
    const { store } = opened;
    const lead = await storeSubmission(store, {}, []);
    const { jobId } = await store.desk.addReply(reply(lead.id), new Date());
    const now = new Date(Date.now() + 1000);
    const other = await opened.another();
    const [mine, theirs] = await Promise.all([
      store.claimDueJobs(now, 10, 30_000),
      other.claimDueJobs(now, 10, 30_000),
    ]);
    expect([...mine, ...theirs].map((job) => [job.id, job.kind])).toEqual([[jobId, 'reply']]);
    expect(await store.deliveryFigures()).toMatchObject({ pending: 0, dead: 0 });
    expect((await store.desk.replyOfJob(jobId))?.body).toBe('Hello');
  });

  it('migration 14 keeps the outbox as it was and adds the replies beside it', async () => {
    opened = await factory.open({ migrated: false });
    const { store } = opened;
    await store.migrate(13);
    const lead = await storeSubmission(store, {}, ['email', 'confirmation']);
    const before = await store.jobsOf(lead.id);
    await store.migrate();
    expect(await store.jobsOf(lead.id)).toEqual(before);
    await store.desk.addReply(reply(lead.id), new Date());
    expect((await store.jobsOf(lead.id)).map((job) => job.kind)).toEqual(['email', 'confirmation', 'reply']);
    expect(await store.deleteSubmissions([lead.id])).toBe(1);
    expect(await store.desk.replies(lead.id)).toEqual([]);
  });

  it('stops the clock when the reply is sent, not when it is queued; a reply on its way is not reminded of, a dead one is', async () => {
    opened = await factory.open();
    const { store } = opened;
    const now = new Date();
    const received = new Date(now.getTime() - 30 * HOUR);
    const lead = await storeSubmission(store, { receivedAt: received.toISOString() }, []);
    const state = async () => {
      const [row] = await store.desk.inbox({ id: lead.id }, 'reader');
      return { stage: row?.stage, repliedAt: row?.repliedAt, replyWay: row?.replyWay };
    };
    // Everything received in the last four days has reached a reminder: this lead is overdue.
    const window = { dueSoonBefore: now, overdueBefore: new Date(now.getTime() - 24 * HOUR), since: new Date(0) };
    const reminded = async () =>
      (await store.desk.reminderCandidates(window, 100))
        .filter((each) => each.id === lead.id)
        .map((each) => each.stage);
    const clock = async () =>
      (await store.desk.replyClocksSince(received.toISOString())).map((each) => [each.repliedAt, each.repliedBy]);
    expect(await reminded()).toEqual(['overdue']);

    const { jobId } = await store.desk.addReply(reply(lead.id), new Date(received.getTime() + HOUR));
    expect(await state()).toEqual({ stage: 'new', repliedAt: null, replyWay: null });
    expect(await clock()).toEqual([[null, null]]);
    expect(await reminded()).toEqual([]);

    await store.markDead(jobId, '550 No such mailbox');
    expect(await state()).toEqual({ stage: 'new', repliedAt: null, replyWay: null });
    expect(await reminded()).toEqual(['overdue']);

    expect(await store.retryDead(now, lead.id)).toBe(1);
    expect(await reminded()).toEqual([]);
    const sentAt = new Date(received.getTime() + 2 * HOUR);
    expect(await store.desk.replySent(jobId, sentAt)).toBe(true);
    expect(await state()).toEqual({ stage: 'contacted', repliedAt: sentAt.toISOString(), replyWay: 'desk' });
    expect(await clock()).toEqual([[sentAt.toISOString(), 'asha@firm.example']]);
    expect((await store.desk.replies(lead.id)).map((each) => [each.status, each.sentAt])).toEqual([
      ['sent', sentAt.toISOString()],
    ]);
    expect(await reminded()).toEqual([]);
    // Sent again (a worker stopped mid-delivery): the reply keeps the time it was first sent, where the clock stopped.
    expect(await store.desk.replySent(jobId, new Date(sentAt.getTime() + HOUR))).toBe(false);
    expect((await state()).repliedAt).toBe(sentAt.toISOString());
    expect((await store.desk.replies(lead.id)).map((each) => [each.status, each.sentAt])).toEqual([
      ['sent', sentAt.toISOString()],
    ]);
    // Its history has it delivered once; a late report of failure changes nothing.
    expect(await store.desk.replyDead(jobId, '451 try later', new Date())).toBe(false);
    const history = await store.desk.auditSince(new Date(0), `lead:${lead.id}`);
    expect(history.map((entry) => entry.action)).toEqual(['reply sent']);
    expect((await store.desk.replies(lead.id))[0]?.status).toBe('sent');
  });

  it('sent after its lead was erased, a reply stops no clock and leaves nothing behind', async () => {
    opened = await factory.open();
    const { store } = opened;
    const lead = await storeSubmission(store, {}, []);
    const { jobId } = await store.desk.addReply(reply(lead.id), new Date());
    expect(await store.deleteSubmissions([lead.id])).toBe(1);
    expect(await store.desk.replySent(jobId, new Date())).toBe(false);
    expect(await store.jobsOf(lead.id)).toEqual([]);
    expect(await store.desk.replies(lead.id)).toEqual([]);
    expect(await store.desk.replyOfJob(jobId)).toBeNull();
    expect(await store.desk.inbox({ id: lead.id }, 'reader')).toEqual([]);
  });

  it('keeps each notice and reply of a lead as an .eml copy of its own, and retention removes them with the lead', async () => {
    opened = await factory.open();
    const { store, dataDir } = opened;
    const received = new Date(Date.now() - 400 * 24 * HOUR);
    const lead = await storeSubmission(store, { receivedAt: received.toISOString() }, []);
    for (const stage of ['due-soon', 'overdue', 'assigned', 'assigned'] as const) {
      expect(await store.desk.queueReminder(lead.id, stage, ['carl@firm.example'], new Date())).toBe(true);
    }
    const worker = new OutboxWorker({
      store,
      mailer: createMailer({ smtpUrl: undefined, dataDir }),
      versions: new FormVersions(store, catalogue),
      mailFrom: 'website@firm.example',
      leadsTo: 'leads@firm.example',
      firm: { name: 'Firm', email: 'hello@firm.example', siteUrl: 'https://firm.example' },
      forwardUrl: undefined,
      deskOrigin: ORIGIN,
      maxAttempts: 3,
      pollMs: 60_000,
      concurrency: 1,
      log: Fastify({ logger: false }).log,
    });
    const folder = path.join(dataDir, 'mail');
    const copies = () => (existsSync(folder) ? readdirSync(folder).sort() : []);
    try {
      worker.start();
      await expect.poll(() => copies().length).toBe(4);
      await store.desk.addReply(reply(lead.id), new Date());
      worker.kick();
      await expect.poll(async () => (await store.desk.replies(lead.id)).map((each) => each.status)).toEqual(['sent']);
    } finally {
      await worker.stop();
    }
    const jobs = await store.jobsOf(lead.id);
    const [first, second] = jobs.filter((job) => job.kind === 'reminder').slice(2);
    const replyJob = jobs.find((job) => job.kind === 'reply');
    expect(copies()).toEqual(
      [
        `${lead.id}.assigned-${first?.id}.eml`,
        `${lead.id}.assigned-${second?.id}.eml`,
        `${lead.id}.reminder-due-soon.eml`,
        `${lead.id}.reminder-overdue.eml`,
        `${lead.id}.reply-${replyJob?.id}.eml`,
      ].sort(),
    );
    // The worker stopped the clock at the reply's sending.
    const [row] = await store.desk.inbox({ id: lead.id }, 'reader');
    expect(row?.repliedAt).toBe(replyJob?.sentAt);
    expect(row?.replyWay).toBe('desk');

    expect(await purgeOlderThan(store, dataDir, 30, new Date())).toBe(1);
    expect(await store.desk.replies(lead.id)).toEqual([]);
    expect(copies()).toEqual([]);
  });
});
