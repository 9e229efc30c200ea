/**
 * The desk's inbox and lead routes through the real server with a signed-in member: newest first
 * and paginated, filters and search, spam apart, the lead with the one report generator, status,
 * assignee and notes, each view and change in the audit log (by id, never the answers), the CSV
 * export for owners only, and a 401 on every route without a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_PAGE_SIZE, type InboxPage, type LeadDetail, type LeadPrint } from '../../../src/desk/contract.ts';
import { firm } from '../../../src/content/firm.ts';
import { formById, loadCatalogue } from '../../../src/questionnaire/catalogue-fs.ts';
import { fullAnswers } from '../../../src/questionnaire/catalogue/sample-answers.ts';
import { buildPayload } from '../../../src/questionnaire/payload.ts';
import { buildReport } from '../../../src/questionnaire/report.ts';
import { readinessSnapshot } from '../../../src/questionnaire/scoring.ts';
import { deskCall, signedInMember } from '../../support/desk-session.ts';
import { storeSubmission } from '../../support/stored-submission.ts';
import { backends, post, startTestServer, type TestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4472';
const catalogue = loadCatalogue();
const iso = formById(catalogue, 'iso27001');
const contact = formById(catalogue, 'contact');
const { payload } = iso.form;

describe.each(backends)('the desk’s leads on $name', (backend) => {
  let server: TestServer;
  let owner: string;
  let consultant: string;
  const ids: Record<string, string> = {};
  const call = (path: string, options: Parameters<typeof deskCall>[3] = {}) =>
    deskCall(server.url, ORIGIN, path, options);

  beforeAll(async () => {
    server = await startTestServer(backend, { DESK_ORIGIN: ORIGIN });
    owner = await signedInMember(server, ORIGIN, 'owner@firm.example', 'owner');
    consultant = await signedInMember(server, ORIGIN, 'consultant@firm.example', 'consultant');
    // 30 contact messages on 1-30 March, an ISO 27001 lead on 2 April, spam on 3 April.
    for (let day = 1; day <= 30; day += 1) {
      const record = await storeSubmission(server.store, {
        formId: 'contact',
        receivedAt: `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`,
        answers: JSON.stringify({ name: `Person ${day}`, email: `person${day}@example.org`, message: 'Hello' }),
      });
      ids[`contact-${day}`] = record.id;
    }
    const answers = {
      ...fullAnswers(iso),
      [payload.company ?? 'company']: '=HYPERLINK("x") Acme Ltd',
      [payload.name]: 'Ada Lovelace',
    };
    ids.iso = (
      await storeSubmission(server.store, {
        formId: 'iso27001',
        receivedAt: '2026-04-02T10:00:00.000Z',
        answers: JSON.stringify(answers),
        report: buildReport(iso, answers, new Date('2026-04-02T10:00:00.000Z')),
      })
    ).id;
    ids.spam = (await storeSubmission(server.store, { receivedAt: '2026-04-03T10:00:00.000Z', status: 'spam' }, [])).id;
  });
  afterAll(async () => server.close());

  const inbox = async (query = '', token = consultant) => {
    const answer = await call(`/desk/api/leads${query}`, { token });
    expect(answer.status, answer.text).toBe(200);
    return answer.json<InboxPage>();
  };

  it('lists the leads newest first, a page at a time, spam apart', async () => {
    const first = await inbox();
    expect(first.total).toBe(31);
    expect(first.rows).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.rows[0]).toMatchObject({
      id: ids.iso,
      formTitle: iso.form.title,
      organisation: '=HYPERLINK("x") Acme Ltd',
      person: 'Ada Lovelace',
      priority: readinessSnapshot(iso, fullAnswers(iso))?.priority.level,
      status: 'new',
      assignee: null,
      // The running server's outbox may have written its .eml already.
      delivery: expect.stringMatching(/^(pending|sent)$/),
      unread: true,
    });
    expect(first.rows[1]?.id).toBe(ids['contact-30']);
    const second = await inbox('?page=2');
    expect(second.rows.map((row) => row.id)).toEqual([6, 5, 4, 3, 2, 1].map((day) => ids[`contact-${day}`]));
    const spam = await inbox('?status=spam');
    expect(spam.rows.map((row) => row.id)).toEqual([ids.spam]);
  });

  it('filters by form, date range, priority, and searches organisation, name and email', async () => {
    expect((await inbox('?form=iso27001')).rows.map((row) => row.id)).toEqual([ids.iso]);
    const march = await inbox('?from=2026-03-10&to=2026-03-12');
    expect(march.rows.map((row) => row.id)).toEqual([12, 11, 10].map((day) => ids[`contact-${day}`]));
    const level = readinessSnapshot(iso, fullAnswers(iso))?.priority.level ?? 'high';
    expect((await inbox(`?priority=${level}`)).rows.map((row) => row.id)).toEqual([ids.iso]);
    expect((await inbox('?q=acme')).rows.map((row) => row.id)).toEqual([ids.iso]);
    expect((await inbox('?q=PERSON7%40EXAMPLE')).rows.map((row) => row.id)).toEqual([ids['contact-7']]);
    expect((await inbox('?q=person 1')).total).toBe(11);
    // A filter left empty in the address is no filter.
    expect((await inbox('?form=&status=&priority=&from=&to=&q=')).total).toBe((await inbox()).total);
    for (const bad of ['?page=0', '?status=archived', '?form=nope', '?from=2026-13-01', '?priority=urgent']) {
      const refused = await call(`/desk/api/leads${bad}`, { token: consultant });
      expect(refused.status, bad).toBe(400);
      // The refusal names the filter it refuses.
      const name = bad.slice(1, bad.indexOf('='));
      expect(refused.json<{ error: string }>().error, bad).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });

  it('shows a lead with its report, and records its view, status, assignee and note in its history', async () => {
    const id = ids['contact-3'] ?? '';
    const status = await call(`/desk/api/leads/${id}/status`, { token: consultant, body: { status: 'contacted' } });
    expect(status.status).toBe(200);
    expect(
      (await call(`/desk/api/leads/${id}/assignee`, { token: consultant, body: { assignee: 'owner@firm.example' } }))
        .status,
    ).toBe(200);
    const note = 'Called on Monday; send the ISO 27001 proposal.';
    expect((await call(`/desk/api/leads/${id}/notes`, { token: consultant, body: { body: note } })).status).toBe(200);

    const page = await call(`/desk/api/leads/${id}`, { token: consultant });
    expect(page.status).toBe(200);
    const lead = page.json<LeadDetail>();
    const answers = { name: 'Person 3', email: 'person3@example.org', message: 'Hello' };
    expect(lead.report).toBe(buildReport(contact, answers, new Date('2026-03-03T10:00:00.000Z')));
    expect(lead.row).toMatchObject({ status: 'contacted', assignee: 'owner@firm.example', unread: false });
    expect(lead.notes).toEqual([expect.objectContaining({ author: 'consultant@firm.example', body: note })]);
    // The firm's email of the lead, and the notice that tells the owner the lead is now theirs.
    expect(lead.jobs).toEqual([
      expect.objectContaining({ kind: 'email', attempts: expect.any(Number) }),
      expect.objectContaining({ kind: 'reminder', attempts: expect.any(Number) }),
    ]);
    expect(lead.members).toEqual(['owner@firm.example', 'consultant@firm.example']);
    expect(lead.history.map((line) => [line.actor, line.action, line.detail])).toEqual([
      ['consultant@firm.example', 'status', 'new -> contacted'],
      ['consultant@firm.example', 'assign', 'owner@firm.example'],
      ['consultant@firm.example', 'note', null],
      ['consultant@firm.example', 'view', null],
    ]);
    // Read by this member, still unread for the other.
    expect((await inbox('?from=2026-03-03&to=2026-03-03')).rows[0]?.unread).toBe(false);
    expect((await inbox('?from=2026-03-03&to=2026-03-03', owner)).rows[0]?.unread).toBe(true);
    expect((await inbox('?status=contacted')).rows.map((row) => row.id)).toEqual([id]);

    const log = JSON.stringify(await server.store.desk.auditSince(new Date(0)));
    expect(log).not.toContain('Person 3');
    expect(log).not.toContain(note);

    expect(
      (await call(`/desk/api/leads/${id}/status`, { token: consultant, body: { status: 'archived' } })).status,
    ).toBe(400);
    expect(
      (await call(`/desk/api/leads/${id}/assignee`, { token: consultant, body: { assignee: 'x@y.example' } })).status,
    ).toBe(400);
    expect((await call(`/desk/api/leads/${id}/notes`, { token: consultant, body: { body: ' ' } })).status).toBe(400);
    expect((await call('/desk/api/leads/no-such-lead', { token: consultant })).status).toBe(404);
  });

  it('counts each view by the workflow’s status once the desk has moved a lead, spam restorable', async () => {
    const before = await inbox();
    const spam = (await inbox('?status=spam')).total;
    const move = (id: string | undefined, status: string) =>
      call(`/desk/api/leads/${id}/status`, { token: consultant, body: { status } });
    expect((await move(ids['contact-20'], 'spam')).status).toBe(200);
    expect((await inbox()).total).toBe(before.total - 1);
    expect((await inbox('?status=spam')).total).toBe(spam + 1);
    expect((await inbox('?status=spam&form=contact&from=2026-04-03')).total).toBe(1);
    expect((await move(ids.spam, 'new')).status).toBe(200);
    expect((await inbox('?status=spam')).rows.map((row) => row.id)).toEqual([ids['contact-20']]);
    expect((await inbox()).total).toBe(before.total);
    expect((await inbox('?status=new&from=2026-04-03&to=2026-04-03')).total).toBe(1);
    expect((await move(ids['contact-20'], 'new')).status).toBe(200);
    expect((await move(ids.spam, 'spam')).status).toBe(200);
    expect((await inbox()).total).toBe(before.total);
  });

  it('exports the current view as formula-safe CSV for owners only, and logs it', async () => {
    const refused = await call('/desk/api/leads.csv?form=iso27001', { token: consultant });
    expect(refused.status).toBe(403);
    const csv = await call('/desk/api/leads.csv?form=iso27001&q=acme', { token: owner });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text.split('\r\n')[1]).toContain(`"'=HYPERLINK(""x"") Acme Ltd"`);
    const [line] = (await server.store.desk.auditSince(new Date(0))).filter((entry) => entry.action === 'export');
    expect(line).toMatchObject({
      actor: 'owner@firm.example',
      detail: expect.stringMatching(/^1 leads form=iso27001/),
    });
    expect(line?.detail).not.toContain('acme');
  });

  it('audits each inbox view a member reads: its filters, the search masked, the rows shown', async () => {
    const listed = await call('/desk/api/leads?form=iso27001&q=acme&page=1', { token: consultant });
    expect(listed.status).toBe(200);
    const shown = listed.json<{ rows: unknown[] }>().rows.length;
    const lines = (await server.store.desk.auditSince(new Date(0))).filter((entry) => entry.action === 'list');
    expect(lines.at(-1)).toMatchObject({
      actor: 'consultant@firm.example',
      detail: `${shown} leads form=iso27001&q=%E2%80%A6`,
    });
    expect(JSON.stringify(lines)).not.toContain('acme');
  });

  it('answers 401 on every members’ route without a session or with an unknown one', async () => {
    const id = ids.iso ?? '';
    const routes: [string, unknown][] = [
      ['/desk/api/session', undefined],
      ['/desk/api/leads', undefined],
      ['/desk/api/leads.csv', undefined],
      [`/desk/api/leads/${id}`, undefined],
      [`/desk/api/leads/${id}/status`, { status: 'won' }],
      [`/desk/api/leads/${id}/assignee`, { assignee: null }],
      [`/desk/api/leads/${id}/notes`, { body: 'x' }],
      ['/desk/api/sign-out', {}],
    ];
    for (const [path, body] of routes) {
      expect((await call(path, { body })).status, path).toBe(401);
      expect((await call(path, { body, token: 'A'.repeat(43) })).status, path).toBe(401);
      // The same route spelt with escapes is the same route, behind the same check.
      expect((await call(path.replace('/api/', '/%61pi/'), { body })).status, path).not.toBe(200);
    }
    expect((await server.store.desk.leadState(id))?.stage).toBe('new');
  });

  it('gives a lead’s print view with the firm’s name and the lead’s report, audited as a print', async () => {
    const id = ids['contact-5'] ?? '';
    const answer = await call(`/desk/api/leads/${id}/print`, { token: consultant });
    expect(answer.status, answer.text).toBe(200);
    const print = answer.json<LeadPrint>();
    const answers = { name: 'Person 5', email: 'person5@example.org', message: 'Hello' };
    expect(print).toMatchObject({
      firm: firm.name,
      row: { id, person: 'Person 5' },
      report: buildReport(contact, answers, new Date('2026-03-05T10:00:00.000Z')),
      preparedBy: 'consultant@firm.example',
    });
    const page = (await call(`/desk/api/leads/${id}`, { token: consultant })).json<LeadDetail>();
    expect(page.history.map((line) => [line.actor, line.action])).toEqual([
      ['consultant@firm.example', 'print'],
      ['consultant@firm.example', 'view'],
    ]);
    expect((await call('/desk/api/leads/no-such-lead/print', { token: consultant })).status).toBe(404);
  });

  it('lists a lead sent through the intake in the same transaction that stores it', async () => {
    const answers = {
      ...fullAnswers(iso),
      [payload.company ?? 'company']: 'Fabrikam Sensors',
      [payload.name]: 'Ife Obi',
    };
    const sent = await post(server.url, buildPayload(iso, answers, new Date()));
    expect(sent.status).toBe(200);
    const id = String(sent.json.id);
    expect((await server.store.desk.unlistedLeads(100)).map((lead) => lead.id)).not.toContain(id);
    const found = await inbox('?q=fabrikam%20ife');
    expect(found.rows).toEqual([
      expect.objectContaining({
        id,
        organisation: 'Fabrikam Sensors',
        person: 'Ife Obi',
        priority: readinessSnapshot(iso, answers)?.priority.level,
      }),
    ]);
  });
});
