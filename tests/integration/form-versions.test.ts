/**
 * Every lead reads as it was answered: leads stored on a copy of the live catalogue, then a
 * consultant's correct edits (a question removed with its scoring and payload key, an option
 * reworded, a question moved, a required question added, a reveal changed) and a restart on the
 * edited copy leave each lead's `leads show`, desk page, print view, access report and export row
 * exactly as they were. A visitor whose page was built before the edit still gets their answers in.
 * Insights count answers across the versions: one bar per option value under its newest label, the
 * removed question still drawn, marked as no longer asked.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessReportData, FormInsights, LeadDetail, LeadPrint, PrivacyRequest } from '../../src/desk/contract.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { fullAnswers } from '../../src/questionnaire/catalogue/sample-answers.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { withVersion } from '../../src/questionnaire/version-id.ts';
import { createServer, type Server } from '../../src/server/app.ts';
import { readConfig } from '../../src/server/config.ts';
import { parseLeadsArgs } from '../../src/server/leads/args.ts';
import { runCommand } from '../../src/server/leads/commands.ts';
import { editIso27001 } from '../support/consultant-edits.ts';
import { deskCall, signedInMember } from '../support/desk-session.ts';
import { storeSubmission } from '../support/stored-submission.ts';
import { backends, emptyPostgres, post, type Backend } from '../support/test-server.ts';

const ORIGIN = 'http://localhost:4473';

interface Running extends Server {
  readonly url: string;
}

/** The server on the catalogue copy, keeping its data (folder or database) across restarts. */
async function start(backend: Backend, dataDir: string): Promise<Running> {
  const config = readConfig({
    SITE_DIR: 'tests/fixtures/site',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000',
    OUTBOX_POLL_MS: '50',
    DESK_ORIGIN: ORIGIN,
    ...(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl } : {}),
  });
  const server = await createServer(config);
  return { ...server, url: await server.app.listen({ port: 0, host: '127.0.0.1' }) };
}

/** Rewords the first option of a single-choice question in the copy's schema.json; returns its value. */
function rewordFirstOption(dir: string, field: string): unknown {
  const file = path.join(dir, 'iso27001', 'schema.json');
  const schema = JSON.parse(readFileSync(file, 'utf8')) as {
    properties: Record<string, { oneOf?: { const: unknown; title?: string }[] }>;
  };
  const [option] = schema.properties[field]?.oneOf ?? [];
  if (!option) throw new Error(`${field} has no options`);
  option.title = `${option.title ?? String(option.const)}, as now worded`;
  writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
  return option.const;
}

describe.each(backends)('leads read as they were answered, across form edits, on $name', (backend) => {
  const copy = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'versions-'));
  const before = formById(loadCatalogue(), 'iso27001');
  const saved = process.env.CATALOGUE_DIR;
  let server: Running;
  let token: string;

  beforeAll(async () => {
    cpSync('schemas', copy, { recursive: true });
    process.env.CATALOGUE_DIR = copy;
    if (backend.databaseUrl) await emptyPostgres(backend.databaseUrl);
    server = await start(backend, dataDir);
    token = await signedInMember(server, ORIGIN, 'owner@firm.example', 'owner');
    // A server start and a passkey ceremony: more than the default on a busy machine.
  }, 30_000);
  afterAll(async () => {
    await server.app.close();
    if (saved === undefined) delete process.env.CATALOGUE_DIR;
    else process.env.CATALOGUE_DIR = saved;
    rmSync(copy, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async <T>(route: string, body?: unknown): Promise<T> => {
    const answer = await deskCall(server.url, ORIGIN, route, { token, ...(body ? { body } : {}) });
    expect(answer.status, answer.text).toBe(200);
    return answer.json<T>();
  };

  /** A command's output, run as the operator would, on the catalogue the server now serves. */
  async function leads(...args: string[]): Promise<string> {
    let out = '';
    await runCommand(parseLeadsArgs(args), {
      store: server.store,
      dataDir,
      catalogue: loadCatalogue(copy),
      out: (text) => (out += text),
      err: () => undefined,
    });
    return out;
  }

  /** Everything a reader shows of a lead that an edit of the form could change (its mail sent first). */
  async function views(id: string, email: string) {
    await expect
      .poll(async () => (await server.store.jobsOf(id)).every((job) => job.status === 'sent'), { timeout: 15_000 })
      .toBe(true);
    const show = await leads('show', id);
    const detail = await call<LeadDetail>(`/desk/api/leads/${id}`);
    const print = await call<LeadPrint>(`/desk/api/leads/${id}/print`);
    const request = await call<PrivacyRequest>('/desk/api/requests', {
      kind: 'access',
      law: 'gdpr',
      email,
      receivedOn: '2026-11-20',
    });
    const access = await call<AccessReportData>(`/desk/api/requests/${request.id}/access`);
    const exported = JSON.parse(await leads('export', '--form', 'iso27001', '--format', 'json')) as { id: string }[];
    return {
      // The outbox's part changes as mail goes out; everything above it is the lead.
      show: show.slice(0, show.indexOf('OUTBOX JOBS')),
      page: { report: detail.report, snapshot: detail.snapshot, formTitle: detail.row.formTitle },
      print: { report: print.report, snapshot: print.snapshot, row: { ...print.row, unread: undefined } },
      access: access.submissions,
      exported: exported.find((row) => row.id === id),
    };
  }

  it('shows each lead as before the edits, and takes a visitor’s answers made on the earlier version', async () => {
    const answers = { ...fullAnswers(before), email: 'ada@example.org', budgetBand: 'under-25k' };
    const sent = await post(server.url, buildPayload(withVersion(before), answers, new Date()));
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const answered = String(sent.json.id);
    // A lead stored before versions were kept: given the version its answers fit.
    const legacy = await storeSubmission(server.store, {
      formId: 'iso27001',
      answers: JSON.stringify({ ...fullAnswers(before), email: 'bo@example.org' }),
    });
    const first = {
      answered: await views(answered, 'ada@example.org'),
      legacy: await views(legacy.id, 'bo@example.org'),
    };
    const budgetLabel = before.schema.properties.budgetBand?.title ?? '';
    expect(first.answered.show).toContain(budgetLabel);

    await server.app.close();
    const edits = editIso27001(copy);
    server = await start(backend, dataDir);

    expect(await views(answered, 'ada@example.org')).toEqual(first.answered);
    expect(await views(legacy.id, 'bo@example.org')).toEqual(first.legacy);
    // Today's form no longer asks it; the old lead still shows it under its label.
    expect(formById(loadCatalogue(copy), 'iso27001').schema.properties[edits.removed]).toBeUndefined();

    // A visitor whose page was built before the edit: checked against their version and stored with it.
    const late = await post(server.url, buildPayload(withVersion(before), answers, new Date()));
    expect(late.status, JSON.stringify(late.json)).toBe(200);
    const stored = await server.store.getSubmission(String(late.json.id));
    expect(stored?.formVersion).toBe(withVersion(before).version);
    // Without a version the earlier page's answers are checked against today's form, as ever.
    const unversioned = Object.fromEntries(
      Object.entries(buildPayload(withVersion(before), answers, new Date())).filter(([key]) => key !== 'form_version'),
    );
    expect((await post(server.url, unversioned)).status).toBe(400);
  });

  it('shows the answers a lead’s version does not place under their keys, in plain text', async () => {
    const lead = await storeSubmission(server.store, {
      formId: 'iso27001',
      answers: JSON.stringify({ email: 'cy@example.org', retiredQuestion: { site: 'Leeds', people: 4 } }),
    });
    const show = await leads('show', lead.id);
    expect(show).toContain('retiredQuestion: site: Leeds, people: 4');
    expect(show).not.toContain('[object Object]');
    const detail = await call<LeadDetail>(`/desk/api/leads/${lead.id}`);
    expect(detail.report).toContain('retiredQuestion: site: Leeds, people: 4');
  });

  it('counts Insights’ answers across versions: one bar per option value, a removed question kept', async () => {
    // A single-choice question the edits keep, and its first option, read from the schema.
    const [choice, field] =
      Object.entries(before.schema.properties).find(
        ([name, entry]) => name !== 'budgetBand' && entry.type === 'string' && (entry.oneOf?.length ?? 0) > 2,
      ) ?? [];
    const value = field?.oneOf?.[0]?.const;
    if (!choice || value === undefined) throw new Error('the ISO 27001 form has no single-choice question to reword');
    const insights = () => call<FormInsights>('/desk/api/insights/forms/iso27001?period=month');
    const figure = (shown: FormInsights, name: string) => shown.choices.find((each) => each.field === name);
    const earlier = await insights();
    const chosenEarlier = figure(earlier, choice)?.options[0]?.leads ?? 0;

    // The budget question was removed above: still drawn for the leads that answered it, after today's questions.
    const removed = figure(earlier, 'budgetBand');
    const budget = before.schema.properties.budgetBand;
    expect(removed).toMatchObject({ question: budget?.title, noLongerAsked: true });
    expect(removed?.options.map((option) => option.label)).toEqual(budget?.oneOf?.map((option) => option.title));
    expect(removed?.options.reduce((sum, option) => sum + option.leads, 0)).toBeGreaterThan(0);
    expect(earlier.choices.at(-1)?.field).toBe('budgetBand');

    // An option reworded, and a lead answered on the new version with it.
    await server.app.close();
    expect(rewordFirstOption(copy, choice)).toBe(value);
    server = await start(backend, dataDir);
    const after = withVersion(formById(loadCatalogue(copy), 'iso27001'));
    await storeSubmission(
      server.store,
      {
        formId: 'iso27001',
        formVersion: after.version,
        answers: JSON.stringify({ ...fullAnswers(after), [choice]: value }),
      },
      [],
    );
    const options = after.schema.properties[choice]?.oneOf ?? [];
    const reworded = figure(await insights(), choice);
    expect(reworded?.noLongerAsked).toBe(false);
    // One bar per value: the earlier leads and the new one under today's label, none for the old wording.
    expect(reworded?.options).toHaveLength(options.length);
    expect(reworded?.options[0]).toEqual({
      label: options[0]?.title,
      leads: chosenEarlier + 1,
      noLongerOffered: false,
    });
  });
});
