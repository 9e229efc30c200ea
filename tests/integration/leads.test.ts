/**
 * The operator commands (`npm run leads`) against real stores: SQLite in a temp folder always,
 * PostgreSQL too when DATABASE_URL is set (each test in a fresh schema of its own). The CLI
 * itself runs as a child process against a seeded SQLite data folder.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { buildReport } from '../../src/questionnaire/report.ts';
import { readinessSnapshot, snapshotText } from '../../src/questionnaire/scoring.ts';
import { parseLeadsArgs, UsageError } from '../../src/server/leads/args.ts';
import { LeadsError, runCommand, type LeadsContext } from '../../src/server/leads/commands.ts';
import { exportColumns } from '../../src/server/leads/export.ts';
import { formVersionId } from '../../src/questionnaire/version-id.ts';
import { emlPath } from '../../src/server/mail/mailer.ts';
import { SqliteStore } from '../../src/server/storage/sqlite-store.ts';
import { consentLabel, consentRecord } from '../../src/server/submissions/consent.ts';
import type { JobKind, Store, StoredSubmission } from '../../src/server/storage/store.ts';
import { questionTitle } from '../support/catalogue-words.ts';
import { runLeads, runLeadsProcess } from '../support/leads-cli.ts';
import { fullAnswers, minimalAnswers } from '../support/sample-answers.ts';
import { submissionRecord } from '../support/stored-submission.ts';
import { storeFactories, type OpenedStore } from '../support/stores.ts';

const catalogue = loadCatalogue();
const NOTICE_VERSION = '2026-11-23.0123456789ab';
const form = (id: string): FormDefinition => formById(catalogue, id);

interface SeedOptions {
  readonly receivedAt?: string;
  readonly status?: 'new' | 'spam';
  readonly jobs?: readonly JobKind[];
  /** Writes DATA_DIR/mail/<id>.eml, as the embedded mailer does. */
  readonly eml?: string;
}

async function seed(
  store: Store,
  formId: string,
  answers: Record<string, unknown>,
  options: SeedOptions = {},
): Promise<StoredSubmission> {
  const definition = form(formId);
  const receivedAt = options.receivedAt ?? '2026-03-01T10:00:00.000Z';
  const submission = submissionRecord({
    formId,
    receivedAt,
    answers: JSON.stringify(answers),
    report: buildReport(definition, answers, new Date(receivedAt)),
    status: options.status ?? 'new',
    ...consentRecord(definition, answers, new Date(receivedAt), NOTICE_VERSION),
  });
  await store.insertSubmission(submission, options.jobs ?? (submission.status === 'spam' ? [] : ['email']));
  if (options.eml !== undefined) {
    const file = emlPath(options.eml, submission.id);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `Subject: lead ${submission.id}\r\n\r\nbody\r\n`);
    // The visitor's confirmation leaves a copy of its own.
    writeFileSync(emlPath(options.eml, submission.id, 'confirmation'), 'Subject: we received it\r\n\r\nbody\r\n');
  }
  return submission;
}

describe.each(storeFactories)('leads commands on $name', (factory) => {
  let dataDir: string;
  let opened: OpenedStore;
  let store: Store;
  let out: string;
  let err: string;
  let context: LeadsContext;

  beforeEach(async () => {
    opened = await factory.open();
    dataDir = opened.dataDir;
    store = opened.store;
    out = '';
    err = '';
    context = {
      store,
      dataDir,
      catalogue,
      out: (text) => (out += text),
      err: (text) => (err += text),
      now: () => new Date('2026-03-20T12:00:00.000Z'),
    };
  });
  afterEach(async () => {
    await opened.dispose();
  });

  it('uses a store with the schema applied', async () => {
    if (factory.name === 'postgres') expect(store.kind).toBe('postgres');
    expect(await store.allSubmissions()).toEqual([]);
  });

  describe('export', () => {
    it('has stable columns from the schema, in section order, and keeps the Other texts', async () => {
      const definition = form('iso27701');
      const answers: Record<string, unknown> = {
        ...fullAnswers(definition),
        company: 'Acme, Inc. 🚀',
        primaryDriver: 'other',
        privacyOutcomes: ['Build customer trust', 'Other'],
        otherDriver: '=HYPERLINK("http://evil.example","Click")',
        otherOutcome: 'Board said: "now"\nand quickly',
      };
      const first = await seed(store, 'iso27701', answers, { receivedAt: '2026-03-01T10:00:00.000Z' });
      const second = await seed(store, 'iso27701', minimalAnswers(definition) as Record<string, unknown>, {
        receivedAt: '2026-03-02T10:00:00.000Z',
        status: 'spam',
      });
      await seed(store, 'contact', { name: 'Not in this export', email: 'x@example.org', message: 'hi' });

      await runCommand({ name: 'export', form: 'iso27701', format: 'csv', output: undefined }, context);
      expect(out.endsWith('\r\n')).toBe(true);
      const [header, ...rows] = parse(out, { record_delimiter: '\r\n' });
      const sectionFields = definition.form.sections.flatMap((section) => section.fields);
      // Each row names the form version it was answered on, in the last column.
      expect(header).toEqual([...exportColumns(definition), 'form_version']);
      expect(header?.slice(0, 4)).toEqual(['id', 'received_at', 'status', 'consent_at']);
      expect(header?.slice(4, 4 + sectionFields.length)).toEqual(sectionFields);
      expect([...(header ?? [])].sort()).toEqual(
        [
          'id',
          'received_at',
          'status',
          'consent_at',
          ...Object.keys(definition.schema.properties),
          'form_version',
        ].sort(),
      );
      expect(header).toEqual(
        expect.arrayContaining(['otherDriver', 'otherOutcome', 'otherDataScope', 'otherGeoScope']),
      );
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.length === header?.length)).toBe(true);

      const cell = (row: string[] | undefined, column: string) => row?.[header?.indexOf(column) ?? -1];
      expect(cell(rows[0], 'id')).toBe(first.id);
      expect(cell(rows[0], 'received_at')).toBe('2026-03-01T10:00:00.000Z');
      expect(cell(rows[0], 'consent_at')).toBe(answers.consent === true ? '2026-03-01T10:00:00.000Z' : '');
      expect(cell(rows[0], 'company')).toBe('Acme, Inc. 🚀');
      expect(cell(rows[0], 'otherDriver')).toBe('\'=HYPERLINK("http://evil.example","Click")');
      expect(cell(rows[0], 'otherOutcome')).toBe('Board said: "now"\nand quickly');
      expect(cell(rows[0], 'consent')).toBe('yes');
      expect(cell(rows[0], 'privacyOutcomes')).toBe('Build customer trust; Other');
      expect(cell(rows[1], 'id')).toBe(second.id);
      expect(cell(rows[1], 'status')).toBe('spam');
      expect(cell(rows[1], 'otherDriver')).toBe('');
      // The exact bytes of the dangerous cell: apostrophe, quoted, quotes doubled.
      expect(out).toContain(',"\'=HYPERLINK(""http://evil.example"",""Click"")",');
      expect(err).toBe('');
    });

    it('writes JSON with the same columns, values as stored, to a file', async () => {
      const answers = { name: '=1+1', email: 'Ann@Example.org', message: 'Hello, 👋 "world"' };
      const stored = await seed(store, 'contact', answers);
      const file = path.join(dataDir, 'contact.json');
      await runCommand({ name: 'export', form: 'contact', format: 'json', output: file }, context);
      expect(out).toBe(`Exported 1 submission of "contact" to ${file}.\n`);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([
        {
          id: stored.id,
          received_at: '2026-03-01T10:00:00.000Z',
          status: 'new',
          consent_at: null,
          name: '=1+1',
          email: 'Ann@Example.org',
          message: 'Hello, 👋 "world"',
          form_version: formVersionId(form('contact')),
        },
      ]);
    });

    it('neutralises terminal escapes in visitor text printed on the terminal, and writes the file exact', async () => {
      const name = 'Ann\u001b[2J\u001b]0;owned\u0007 \u009b31m';
      await seed(store, 'contact', { name, email: 'ann@example.org', message: 'hi' });
      await runCommand({ name: 'export', form: 'contact', format: 'csv', output: undefined }, context);
      // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
      expect(out.replaceAll('\r\n', '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
      expect(out).toContain('Ann\\x1b[2J\\x1b]0;owned\\x07 \\x9b31m');
      const file = path.join(dataDir, 'contact.csv');
      await runCommand({ name: 'export', form: 'contact', format: 'csv', output: file }, context);
      expect(readFileSync(file, 'utf8')).toContain(name);
    });

    it('refuses an unknown form and lists the valid ones', async () => {
      const failure = runCommand({ name: 'export', form: 'iso99999', format: 'csv', output: undefined }, context);
      await expect(failure).rejects.toThrow(LeadsError);
      await expect(failure).rejects.toThrow(/Unknown form "iso99999"\. Valid forms: contact, dpdp, .*iso9001/);
    });
  });

  describe('erase', () => {
    it("removes a person's submissions, jobs and .eml files across forms, and nobody else's", async () => {
      const jane1 = await seed(
        store,
        'iso27001',
        { ...fullAnswers(form('iso27001')), email: 'Jane.Doe@Example.org' },
        { eml: dataDir },
      );
      // dpdp names its visitor email contactEmail; stored with spaces around it.
      const jane2 = await seed(
        store,
        'dpdp',
        { ...fullAnswers(form('dpdp')), contactEmail: ' jane.doe@example.ORG ' },
        { eml: dataDir, jobs: ['email', 'forward'] },
      );
      const janeSpam = await seed(
        store,
        'contact',
        { name: 'J', email: 'JANE.DOE@EXAMPLE.ORG', message: 'x' },
        { status: 'spam' },
      );
      const other = await seed(
        store,
        'contact',
        { name: 'Bob', email: 'bob@example.org', message: 'Jane.Doe@Example.org told me to write' },
        { eml: dataDir },
      );
      // Her address in another answer than the form's email field is not a match.
      const colleague = await seed(store, 'dpdp', {
        ...fullAnswers(form('dpdp')),
        contactEmail: 'ann@example.org',
        contactName: 'jane.doe@example.org',
      });

      await runCommand(parseLeadsArgs(['erase', '--email', '  JANE.doe@example.org ']), context);
      expect(out).toBe('Erased 3 submissions with that email address, with their outbox jobs and .eml files.\n');

      for (const gone of [jane1, jane2, janeSpam]) {
        expect(await store.getSubmission(gone.id)).toBeNull();
        expect(await store.jobsOf(gone.id)).toEqual([]);
        expect(existsSync(emlPath(dataDir, gone.id))).toBe(false);
        expect(existsSync(emlPath(dataDir, gone.id, 'confirmation'))).toBe(false);
      }
      expect(await store.getSubmission(other.id)).toEqual({ ...other, formVersion: formVersionId(form(other.formId)) });
      expect(await store.jobsOf(other.id)).toHaveLength(1);
      expect(existsSync(emlPath(dataDir, other.id))).toBe(true);
      expect(await store.getSubmission(colleague.id)).not.toBeNull();
      expect((await store.allSubmissions()).map((submission) => submission.id).sort()).toEqual(
        [other.id, colleague.id].sort(),
      );
    });

    it('erases nothing, without failing, when nobody has the address', async () => {
      await seed(store, 'contact', { name: 'Bob', email: 'bob@example.org', message: 'x' });
      await runCommand({ name: 'erase', email: 'nobody@example.org' }, context);
      expect(out).toBe('Erased 0 submissions with that email address, with their outbox jobs and .eml files.\n');
      expect(await store.allSubmissions()).toHaveLength(1);
    });
  });

  it('purge removes only the submissions older than the given days, with their jobs and .eml files', async () => {
    // now() is 2026-03-20T12:00Z: 7 days before is 2026-03-13T12:00Z.
    const old = await seed(
      store,
      'contact',
      { name: 'Old', email: 'old@example.org', message: 'x' },
      { receivedAt: '2026-03-01T00:00:00.000Z', eml: dataDir },
    );
    const justOld = await seed(
      store,
      'contact',
      { name: 'Edge', email: 'edge@example.org', message: 'x' },
      { receivedAt: '2026-03-13T11:59:59.000Z' },
    );
    const recent = await seed(
      store,
      'contact',
      { name: 'New', email: 'new@example.org', message: 'x' },
      { receivedAt: '2026-03-13T12:00:01.000Z', eml: dataDir },
    );

    await runCommand(parseLeadsArgs(['purge', '--older-than', '7']), context);
    expect(out).toBe('Purged 2 submissions received more than 7 days ago, with their outbox jobs and .eml files.\n');
    expect(await store.getSubmission(old.id)).toBeNull();
    expect(await store.getSubmission(justOld.id)).toBeNull();
    expect(await store.jobsOf(old.id)).toEqual([]);
    expect(existsSync(emlPath(dataDir, old.id))).toBe(false);
    expect(await store.getSubmission(recent.id)).toEqual({
      ...recent,
      formVersion: formVersionId(form(recent.formId)),
    });
    expect(await store.jobsOf(recent.id)).toHaveLength(1);
    expect(existsSync(emlPath(dataDir, recent.id))).toBe(true);
  });

  it('retry puts dead letters back in the queue and says delivery needs the server', async () => {
    const dead = await seed(
      store,
      'contact',
      { name: 'A', email: 'a@example.org', message: 'x' },
      { receivedAt: '2026-03-20T11:00:00.000Z' },
    );
    const fine = await seed(
      store,
      'contact',
      { name: 'B', email: 'b@example.org', message: 'x' },
      { receivedAt: '2026-03-20T11:00:00.000Z' },
    );
    const claimed = await store.claimDueJobs(new Date('2026-03-20T11:30:00.000Z'), 10, 30_000);
    expect(claimed).toHaveLength(2);
    for (const job of claimed) {
      if (job.submissionId === dead.id) await store.markDead(job.id, '550 mailbox unavailable');
      else await store.markSent(job.id, new Date('2026-03-20T11:30:01.000Z'));
    }

    await runCommand({ name: 'retry' }, context);
    expect(out).toMatch(/^Re-queued 1 dead job\. Delivery happens while the server runs/);
    const [requeued] = await store.jobsOf(dead.id);
    expect(requeued).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: '2026-03-20T12:00:00.000Z' });
    expect((await store.jobsOf(fine.id))[0]?.status).toBe('sent');
    expect(await store.claimDueJobs(new Date('2026-03-20T12:00:00.000Z'), 10, 30_000)).toEqual([
      expect.objectContaining({ submissionId: dead.id, kind: 'email' }),
    ]);

    out = '';
    await runCommand({ name: 'retry' }, context);
    expect(out).toMatch(/^Re-queued 0 dead jobs\./);
  });

  it('list shows the most recent submissions with their delivery, show one in full', async () => {
    const older = await seed(
      store,
      'contact',
      { name: 'Ann', email: 'ann@example.org', message: 'First' },
      { receivedAt: '2026-03-01T10:00:00.000Z' },
    );
    const newer = await seed(store, 'iso27001', fullAnswers(form('iso27001')), {
      receivedAt: '2026-03-02T10:00:00.000Z',
      jobs: ['email', 'forward'],
    });

    await runCommand({ name: 'list', limit: 50 }, context);
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID +FORM +RECEIVED +STATUS +PRIORITY +DELIVERY$/);
    const priority = readinessSnapshot(form('iso27001'), fullAnswers(form('iso27001')))?.priority.level;
    expect(lines[1]).toMatch(
      new RegExp(`^${newer.id} +iso27001 +2026-03-02T10:00:00.000Z +new +${priority} +email:pending forward:pending$`),
    );
    expect(lines[2]).toMatch(new RegExp(`^${older.id} +contact +2026-03-01T10:00:00.000Z +new +- +email:pending$`));

    out = '';
    await runCommand({ name: 'list', limit: 1 }, context);
    expect(out).toContain(newer.id);
    expect(out).not.toContain(older.id);
    expect(out).toContain('(the 1 most recent; --limit N shows more)');

    out = '';
    await runCommand({ name: 'show', id: older.id }, context);
    expect(out).toContain(`Submission ${older.id}`);
    expect(out).toContain(`Form:            contact (${form('contact').form.title})`);
    expect(out).toContain(`  message (${questionTitle(form('contact'), 'message')}): First`);
    expect(out).toContain(older.report.trimEnd());
    expect(out).toMatch(
      /KIND +STATUS +ATTEMPTS +NEXT ATTEMPT +SENT +LAST ERROR\nemail +pending +0 +2026-03-01T10:00:00.000Z +- +-\n$/,
    );
    // The contact form has no consent box; the notice in force is still recorded.
    expect(out).toContain('Consent given:   -\nConsent text:    -\nPrivacy notice:  2026-11-23.0123456789ab\n');

    expect(out).not.toContain('READINESS SNAPSHOT');

    out = '';
    await runCommand({ name: 'show', id: newer.id }, context);
    const snapshot = readinessSnapshot(form('iso27001'), JSON.parse(newer.answers) as Record<string, unknown>);
    expect(out).toContain(snapshot ? snapshotText(snapshot).trimEnd() : 'no snapshot');
    expect(out).toContain(
      'Consent given:   2026-03-02T10:00:00.000Z\n' +
        `Consent text:    ${consentLabel(form('iso27001'))}\n` +
        'Privacy notice:  2026-11-23.0123456789ab\n',
    );

    await expect(runCommand({ name: 'show', id: 'no-such-id' }, context)).rejects.toThrow(
      'No submission with id "no-such-id".',
    );
  });
  it('lists, shows and exports a lead stored with options its form no longer offers, as they were stored', async () => {
    // Codes the DPDP questionnaire offered before its timeline was set against the day most obligations apply.
    const answers = {
      ...fullAnswers(form('dpdp')),
      targetTimeline: 'medium-term-12-months',
      dataTypes: ['Sensitive personal data'],
    };
    const stored = await seed(store, 'dpdp', answers);

    await runCommand({ name: 'list', limit: 50 }, context);
    expect(out).toContain(stored.id);
    out = '';
    await runCommand({ name: 'show', id: stored.id }, context);
    expect(out).toContain('medium-term-12-months');
    expect(out).toContain('Sensitive personal data');
    out = '';
    await runCommand({ name: 'export', form: 'dpdp', format: 'csv', output: undefined }, context);
    const [header, row] = parse(out, { record_delimiter: '\r\n' });
    expect(row?.[header?.indexOf('targetTimeline') ?? -1]).toBe('medium-term-12-months');
    expect(err).toBe('');
  });

  describe('access', () => {
    it('gives everything held about an address as JSON: answers, report, consent records, delivery state', async () => {
      const iso = await seed(
        store,
        'iso27001',
        { ...fullAnswers(form('iso27001')), email: 'Jane.Doe@Example.org' },
        {
          receivedAt: '2026-03-02T10:00:00.000Z',
          jobs: ['email', 'forward'],
          eml: dataDir,
        },
      );
      const contact = await seed(
        store,
        'contact',
        { name: 'Jane \u202eevil', email: ' jane.doe@example.org ', message: 'Hello' },
        { receivedAt: '2026-03-03T10:00:00.000Z' },
      );
      const other = await seed(store, 'contact', {
        name: 'Bob',
        email: 'bob@example.org',
        message: 'jane.doe@example.org',
      });
      const [email] = await store.claimDueJobs(new Date('2026-03-02T10:00:01.000Z'), 1, 30_000);
      if (!email) throw new Error('a job expected');
      await store.markSent(email.id, new Date('2026-03-02T10:00:02.000Z'));

      await runCommand(parseLeadsArgs(['access', '--email', 'JANE.DOE@example.org']), context);
      expect(err).toBe('2 submissions held about that address.\n');
      expect(out).toContain('"name": "Jane \\u202eevil"');
      expect(out).not.toContain('\u202e');
      const report = JSON.parse(out) as { email: string; generatedAt: string; submissions: Record<string, unknown>[] };
      expect(report.email).toBe('JANE.DOE@example.org');
      expect(report.generatedAt).toBe('2026-03-20T12:00:00.000Z');
      expect(report.submissions.map((each) => each.id)).toEqual([iso.id, contact.id]);
      expect(report.submissions[0]).toEqual({
        id: iso.id,
        form: 'iso27001',
        formTitle: form('iso27001').form.title,
        formVersion: formVersionId(form('iso27001')),
        receivedAt: '2026-03-02T10:00:00.000Z',
        status: 'new',
        answers: JSON.parse(iso.answers),
        report: iso.report,
        consent: {
          givenAt: '2026-03-02T10:00:00.000Z',
          text: consentLabel(form('iso27001')),
          privacyNoticeVersion: '2026-11-23.0123456789ab',
        },
        marketingConsent: { givenAt: null, text: null, withdrawnAt: null },
        network: '203.0.113.0/24',
        delivery: [
          { kind: 'email', status: 'sent', attempts: 1, sentAt: '2026-03-02T10:00:02.000Z', lastError: null },
          { kind: 'forward', status: 'pending', attempts: 0, sentAt: null, lastError: null },
        ],
        replies: [],
        replyCopies: [],
        emailCopy: path.join('mail', `${iso.id}.eml`),
        confirmationCopy: path.join('mail', `${iso.id}.confirmation.eml`),
      });
      expect(report.submissions[1]).toMatchObject({
        form: 'contact',
        consent: { givenAt: null, text: null, privacyNoticeVersion: '2026-11-23.0123456789ab' },
        emailCopy: null,
        confirmationCopy: null,
      });
      expect(out).not.toContain(other.id);
    });

    it('writes the report to an owner-only file, and says when nothing is held', async () => {
      await seed(store, 'contact', { name: 'Ann', email: 'ann@example.org', message: 'Hi' });
      const file = path.join(dataDir, 'access.json');
      writeFileSync(file, 'old', { mode: 0o644 });
      await runCommand(parseLeadsArgs(['access', '--email', 'ann@example.org', '--output', file]), context);
      expect(out).toBe(`Wrote what is held about that address (1 submission) to ${file}.\n`);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect((JSON.parse(readFileSync(file, 'utf8')) as { submissions: unknown[] }).submissions).toHaveLength(1);

      out = '';
      await runCommand(parseLeadsArgs(['access', '--email', 'nobody@example.org']), context);
      expect(JSON.parse(out)).toMatchObject({ email: 'nobody@example.org', submissions: [] });
      expect(err).toBe('0 submissions held about that address.\n');
    });
  });

  it('status shows delivery health and the submissions of the last 7 days per form', async () => {
    const now = '2026-03-20T12:00:00.000Z';
    await seed(
      store,
      'contact',
      { name: 'A', email: 'a@example.org', message: 'x' },
      { receivedAt: '2026-03-20T11:40:00.000Z' },
    );
    const failed = await seed(
      store,
      'contact',
      { name: 'B', email: 'b@example.org', message: 'x' },
      {
        receivedAt: '2026-03-19T10:00:00.000Z',
      },
    );
    await seed(
      store,
      'contact',
      { name: 'C', email: 'c@example.org', message: 'x' },
      {
        receivedAt: '2026-03-19T10:00:00.000Z',
        status: 'spam',
      },
    );
    await seed(store, 'gdpr', fullAnswers(form('gdpr')), { receivedAt: '2026-03-01T10:00:00.000Z', jobs: [] });
    for (const job of await store.claimDueJobs(new Date(now), 10, 30_000)) {
      if (job.submissionId === failed.id) await store.markDead(job.id, '550 <b@example.org> unknown at 192.0.2.1');
      else await store.markRetry(job.id, new Date(now), '451 try later');
    }

    await runCommand(parseLeadsArgs(['status']), context);
    const [health, table] = out.split('\n\n');
    expect(health).toBe(
      [
        'Lead delivery: FAILING',
        '  waiting jobs:    1',
        '  oldest waiting:  20 min (failing after 15 min)',
        '  dead letters:    1',
        '  last error:      email: 550 <[email]> unknown at [ip]',
        '  problem:         1 dead letter: delivery gave up (fix the cause, then npm run leads -- retry)',
        '  problem:         a lead has waited 20 min for delivery (threshold 15 min)',
      ].join('\n'),
    );
    const rows = (table ?? '').trimEnd().split('\n');
    expect(rows[0]).toBe('Submissions in the last 7 days (since 2026-03-13T12:00:00.000Z)');
    expect(rows[1]).toMatch(/^FORM +STORED +SPAM$/);
    expect(rows).toContainEqual(expect.stringMatching(/^contact +2 +1$/));
    expect(rows).toContainEqual(expect.stringMatching(/^gdpr +0 +0$/));
    expect(rows.at(-1)).toMatch(/^all forms +2 +1$/);
    expect(rows.slice(2, -1)).toHaveLength(catalogue.length);
    expect(out).not.toContain('b@example.org');
  });
});

describe('argument parsing', () => {
  it.each([
    [[], /No command given/],
    [['frobnicate'], /Unknown command "frobnicate"/],
    [['list', '--limit', '0'], /--limit must be a positive whole number, got "0"/],
    [['list', '--limit'], /--limit needs a value/],
    [['list', '--limit', '5', '--limit', '6'], /--limit is given more than once/],
    [['list', 'extra'], /Unexpected argument "extra" for "list"/],
    [['show'], /"show" needs a submission id/],
    [['export', '--form', 'contact'], /"export" needs --format/],
    [['export', '--format', 'xml', '--form', 'contact'], /--format must be csv or json, got "xml"/],
    [['export', '--form', 'contact', '--format', 'csv', '--colour'], /Unknown option --colour for "export"/],
    [['erase'], /"erase" needs --email/],
    [['erase', '--email', 'not-an-address'], /--email must be an email address/],
    [['purge', '--older-than', '-3'], /--older-than must be a positive whole number, got "-3"/],
    [['purge', '--older-than', '1.5'], /--older-than must be a positive whole number/],
    [['retry', 'now'], /Unexpected argument "now" for "retry"/],
    [['access'], /"access" needs --email/],
    [['access', '--email', 'jane'], /--email must be an email address/],
    [['status', '--verbose'], /Unknown option --verbose for "status"/],
    [['list', '-n', '5'], /Unknown option -n for "list" \(it takes --limit\)/],
    [['backup'], /"backup" needs --output/],
    [['restore', 'file.sqlite'], /Unexpected argument "file.sqlite" for "restore"/],
  ])('%j is a usage error', (argv, message) => {
    expect(() => parseLeadsArgs(argv)).toThrow(UsageError);
    expect(() => parseLeadsArgs(argv)).toThrow(message);
  });

  it('reads every command', () => {
    expect(parseLeadsArgs(['list'])).toEqual({ name: 'list', limit: 50 });
    expect(parseLeadsArgs(['list', '--limit=5'])).toEqual({ name: 'list', limit: 5 });
    expect(parseLeadsArgs(['show', 'abc'])).toEqual({ name: 'show', id: 'abc' });
    expect(parseLeadsArgs(['export', '--form', 'gdpr', '--format', 'JSON', '--output', 'out.json'])).toEqual({
      name: 'export',
      form: 'gdpr',
      format: 'json',
      output: 'out.json',
    });
    expect(parseLeadsArgs(['erase', '--email', ' a@b.co '])).toEqual({ name: 'erase', email: 'a@b.co' });
    expect(parseLeadsArgs(['purge', '--older-than', '30'])).toEqual({ name: 'purge', olderThanDays: 30 });
    expect(parseLeadsArgs(['retry'])).toEqual({ name: 'retry' });
    expect(parseLeadsArgs(['access', '--email', 'a@b.co', '--output', 'a.json'])).toEqual({
      name: 'access',
      email: 'a@b.co',
      output: 'a.json',
    });
    expect(parseLeadsArgs(['status'])).toEqual({ name: 'status' });
    expect(parseLeadsArgs(['unsubscribe', '--email', ' a@b.co '])).toEqual({ name: 'unsubscribe', email: 'a@b.co' });
    expect(parseLeadsArgs(['marketing-list'])).toEqual({ name: 'marketing-list', output: undefined });
    expect(parseLeadsArgs(['backup', '--output', 'b.sqlite'])).toEqual({ name: 'backup', output: 'b.sqlite' });
    expect(parseLeadsArgs(['restore', '--input=b.sqlite'])).toEqual({ name: 'restore', input: 'b.sqlite' });
    expect(parseLeadsArgs(['help'])).toEqual({ name: 'help' });
    expect(parseLeadsArgs(['export', '--help'])).toEqual({ name: 'help' });
  });
});

describe('the leads CLI (npm run leads, SQLite under DATA_DIR)', () => {
  let dataDir: string;
  let contact: StoredSubmission;
  let iso: StoredSubmission;

  // DATABASE_URL emptied: the CLI must use the seeded SQLite folder even when the suite runs on PostgreSQL.
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const run = (...args: string[]) => runLeads(env(), ...args);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'leads-cli-'));
    const store = new SqliteStore(dataDir);
    await store.migrate();
    contact = await seed(
      store,
      'contact',
      { name: '@Ann "the boss"', email: 'ann@example.org', message: 'Hi,\nplease call 🚀' },
      { receivedAt: '2026-03-01T10:00:00.000Z' },
    );
    iso = await seed(store, 'iso9001', fullAnswers(form('iso9001')), { receivedAt: '2026-03-02T10:00:00.000Z' });
    await store.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('list prints a table of the seeded submissions', async () => {
    const result = await run('list');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID +FORM +RECEIVED +STATUS +PRIORITY +DELIVERY$/);
    expect(lines[1]).toMatch(new RegExp(`^${iso.id} +iso9001 +2026-03-02T10:00:00.000Z +new +high +email:pending$`));
    expect(lines[2]).toMatch(new RegExp(`^${contact.id} +contact +2026-03-01T10:00:00.000Z +new +- +email:pending$`));
  });

  it('show prints fields, report and jobs; an unknown id exits 1', async () => {
    const result = await run('show', contact.id);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const contactForm = form('contact');
    expect(result.stdout).toContain(`  name (${questionTitle(contactForm, 'name')}): @Ann "the boss"`);
    expect(result.stdout).toContain(`  message (${questionTitle(contactForm, 'message')}): Hi,\n    please call 🚀`);
    expect(result.stdout).toContain(contactForm.form.report.title);
    expect(result.stdout).toMatch(/OUTBOX JOBS\nKIND +STATUS +ATTEMPTS/);

    // As the operator's own process: the exit code and stderr reach the shell.
    const missing = await runLeadsProcess(env(), 'show', 'nope');
    expect(missing).toEqual({ code: 1, stdout: '', stderr: 'leads: No submission with id "nope".\n' });
  });

  it('export writes exact, formula-safe CSV to stdout', async () => {
    const result = await run('export', '--form', 'contact', '--format', 'csv');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(
      'id,received_at,status,consent_at,name,email,message,form_version\r\n' +
        `${contact.id},2026-03-01T10:00:00.000Z,new,,"'@Ann ""the boss""",ann@example.org,"Hi,\nplease call 🚀",${formVersionId(form('contact'))}\r\n`,
    );
  });

  it('export writes JSON to a file', async () => {
    const file = path.join(dataDir, 'iso9001.json');
    const result = await run('export', '--form=iso9001', '--format=json', '--output', file);
    expect(result).toEqual({ code: 0, stdout: `Exported 1 submission of "iso9001" to ${file}.\n`, stderr: '' });
    const rows = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {})).toEqual([...exportColumns(form('iso9001')), 'form_version']);
    expect(rows[0]).toMatchObject({ id: iso.id, ...fullAnswers(form('iso9001')) });
  });

  it('export of an unknown form exits 1 and lists the valid forms', async () => {
    const result = await run('export', '--form', 'iso99999', '--format', 'csv');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `leads: Unknown form "iso99999". Valid forms: ${catalogue.map((definition) => definition.id).join(', ')}.\n`,
    );
  });

  it('help prints the usage and exits 0', async () => {
    const result = await runLeadsProcess(env(), 'help');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run leads -- <command>/);
    for (const command of [
      'list',
      'show',
      'export',
      'erase',
      'access',
      'purge',
      'retry',
      'status',
      'backup',
      'restore',
    ])
      expect(result.stdout).toContain(`  ${command} `);
  });

  it.each([
    [[], 'No command given.'],
    [['frobnicate'], 'Unknown command "frobnicate".'],
    [['list', '--limit', 'ten'], '--limit must be a positive whole number, got "ten".'],
    [['export', '--form', 'contact', '--format', 'xlsx'], '--format must be csv or json, got "xlsx".'],
    [['erase'], '"erase" needs --email.'],
    [['purge', '--older-than', '0'], '--older-than must be a positive whole number, got "0".'],
  ])('bad arguments %j exit 2 with the problem and the usage', async (argv, message) => {
    const result = await run(...argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      new RegExp(`^leads: ${message.replace(/[.*+?^${}()|[\]\\"]/g, '\\$&')}\n\nUsage: npm run leads`),
    );
  });

  it('erase, purge and retry report their counts (and leave other data alone)', async () => {
    expect(await run('retry')).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Re-queued 0 dead jobs\./) });
    expect(await run('purge', '--older-than', '36500')).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Purged 0 submissions/),
    });
    expect(await run('erase', '--email', 'ANN@example.org')).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Erased 1 submission with/),
    });
    const list = await run('list');
    expect(list.stdout).toContain(iso.id);
    expect(list.stdout).not.toContain(contact.id);
  });
});
