/**
 * The anonymous form funnel through the real server: beacons posted as a browser's sendBeacon
 * posts them, counted in batches, read back by `leads funnel`. Runs against SQLite, and
 * PostgreSQL too when DATABASE_URL is set.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { isHiddenField, type Answers, type FormDefinition } from '../../src/questionnaire/definition.ts';
import { reachedSteps, type FunnelStage } from '../../src/questionnaire/funnel.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { fieldState } from '../../src/questionnaire/reveals.ts';
import { parseLeadsArgs, UsageError } from '../../src/server/leads/args.ts';
import { LeadsError, runCommand, type LeadsContext } from '../../src/server/leads/commands.ts';
import { SqliteStore } from '../../src/server/storage/sqlite-store.ts';
import type { Store } from '../../src/server/storage/store.ts';
import { minimalAnswers } from '../support/sample-answers.ts';
import { storeFactories, type OpenedStore } from '../support/stores.ts';
import { backends, post, startTestServer, type TestServer } from '../support/test-server.ts';

const catalogue = loadCatalogue();
const iso27001 = catalogue.find((definition) => definition.id === 'iso27001') as FormDefinition;
const NOW = new Date();

/** A beacon as a browser sends it from a page of the site (Sec-Fetch-Site, which every current browser sends). */
function beacon(url: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin', ...headers },
    body,
  });
}

/** A stored iso27001 submission, as the form posts it. */
async function submitForm(url: string, headers: Record<string, string> = {}, honeypot = '') {
  const payload = buildPayload(iso27001, minimalAnswers(iso27001), new Date(), honeypot);
  const response = await post(url, payload, headers);
  expect(response.status).toBe(200);
  return response;
}

/** An answer to one visible question of a section, enough for the section to count as started. */
function answerIn(definition: FormDefinition, sectionIndex: number): Record<string, unknown> {
  const section = definition.form.sections[sectionIndex];
  const field = section?.fields.find(
    (name) => !isHiddenField(definition, name) && fieldState(definition, name, {}) === 'active',
  );
  if (!section || !field) throw new Error(`no open question in section ${sectionIndex}`);
  const schema = definition.schema.properties[field];
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  const value =
    type === 'array' ? ['x'] : type === 'boolean' ? true : type === 'number' || type === 'integer' ? 99 : 'x';
  return { [field]: value };
}

/**
 * One page view as the browser reports it (use-funnel.ts): the view, then after each answer the
 * newly reached steps, then the send button, each step once; and the submission itself, which
 * the server counts as the last step when it stores it.
 */
async function visit(url: string, sections: readonly number[], end: FunnelStage | 'submitted' | 'leave') {
  const sent = new Set<string>();
  const report = async (answers: Answers, stage: FunnelStage) => {
    const steps = reachedSteps(iso27001, answers, stage).filter((step) => !sent.has(step));
    if (steps.length === 0) return;
    steps.forEach((step) => sent.add(step));
    const response = await beacon(url, JSON.stringify({ form: iso27001.id, steps }));
    expect(response.status).toBe(204);
  };
  let answers: Answers = {};
  await report(answers, 'answering');
  for (const index of sections) {
    answers = { ...answers, ...answerIn(iso27001, index) };
    await report(answers, 'answering');
  }
  if (end === 'attempted' || end === 'submitted') await report(answers, 'attempted');
  if (end === 'submitted') await submitForm(url);
}

async function funnelOutput(store: Store, format: 'table' | 'csv' = 'table'): Promise<string> {
  let out = '';
  const context: LeadsContext = {
    store,
    dataDir: '',
    catalogue,
    out: (text) => (out += text),
    err: () => undefined,
    now: () => NOW,
  };
  await runCommand({ name: 'funnel', form: 'iso27001', days: 30, format }, context);
  return out;
}

async function storedTotals(store: Store): Promise<Record<string, Record<string, number>>> {
  const all: Record<string, Record<string, number>> = {};
  for (const definition of catalogue) {
    const totals = await store.formEventTotals(definition.id, '1970-01-01');
    if (totals.size > 0) all[definition.id] = Object.fromEntries(totals);
  }
  return all;
}

describe.each(backends)('form funnel ($name)', (backend) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(backend, { EVENTS_RATE_LIMIT_MAX: '100000' });
  });
  afterEach(async () => server.close());

  it('counts 100 scripted visits with known drop-offs into exactly the expected funnel', async () => {
    const all = [0, 1, 2, 3, 4];
    const plan: [number, readonly number[], FunnelStage | 'submitted' | 'leave'][] = [
      [10, [], 'leave'],
      [15, [0], 'leave'],
      [10, [0, 1], 'leave'],
      // An optional section skipped: the visitor still got past it.
      [10, [0, 2], 'leave'],
      [5, [0, 1, 2, 3], 'leave'],
      [10, all, 'leave'],
      [5, [0, 2, 4], 'attempted'],
      [35, all, 'submitted'],
    ];
    for (const [count, sections, end] of plan) {
      for (let index = 0; index < count; index += 1) await visit(server.url, sections, end);
    }
    await expect
      .poll(async () => (await server.store.formEventTotals('iso27001', '1970-01-01')).get('submit'))
      .toBe(35);

    const first = new Date(NOW.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
    // Hand-computed from the plan: each step's drop-off is against the step before it. Section
    // labels are the form's section titles, in form order.
    const sectionsReached = ['90', '75', '65', '55', '50'];
    const sectionsDropOff = ['0.0', '16.7', '13.3', '15.4', '9.1'];
    expect(iso27001.form.sections).toHaveLength(sectionsReached.length);
    const expected: (readonly [string, string, string, string])[] = [
      ['view', 'Page viewed', '100', ''],
      ['start', 'First answer', '90', '10.0'],
      ...iso27001.form.sections.map(
        (section, index) =>
          [`section:${section.id}`, section.title, sectionsReached[index] ?? '', sectionsDropOff[index] ?? ''] as const,
      ),
      ['attempt', 'Submit attempted', '40', '20.0'],
      ['submit', 'Submitted', '35', '12.5'],
    ];
    const [heading, blank, header, ...rows] = (await funnelOutput(server.store)).split('\n');
    expect(heading).toBe(
      `${iso27001.form.title} (iso27001): page views that reached each step, ${first} to ${NOW.toISOString().slice(0, 10)} (UTC)`,
    );
    expect(blank).toBe('');
    // A table: the label column as wide as its longest label plus two spaces, every row aligned.
    const shown = (step: string, label: string) => (step.startsWith('section:') ? `Section: ${label}` : label);
    const width = Math.max(...expected.map(([step, label]) => shown(step, label).length), 'STEP'.length) + 2;
    const row = (step: string, label: string, reached: string, drop: string) =>
      `${shown(step, label).padEnd(width)}${reached.padEnd(9)}${drop ? `${drop}%` : '-'}`;
    expect([header, ...rows]).toEqual([
      `${'STEP'.padEnd(width)}${'REACHED'.padEnd(9)}DROP-OFF`,
      ...expected.map((line) => row(...line)),
      '',
    ]);
    expect(await funnelOutput(server.store, 'csv')).toBe(
      ['step,label,reached,drop_off_percent', ...expected.map((line) => line.join(',')), ''].join('\r\n'),
    );
  });

  it('refuses bad input with 4xx and counts nothing of it; Sec-GPC: 1 is a 204 that counts nothing', async () => {
    const good = JSON.stringify({ form: 'contact', steps: ['view'] });
    const cases: [string, string, Record<string, string>, number][] = [
      ['wrong content type', good, { 'content-type': 'application/json' }, 415],
      ['form encoded', good, { 'content-type': 'application/x-www-form-urlencoded' }, 415],
      ['another charset', good, { 'content-type': 'text/plain;charset=latin1' }, 415],
      ['another site', good, { origin: 'https://evil.example' }, 403],
      ['another site, by Sec-Fetch-Site', good, { 'sec-fetch-site': 'cross-site' }, 403],
      ['neither Origin nor Sec-Fetch-Site (a script)', good, { 'sec-fetch-site': '' }, 403],
      ['a beacon claiming a submission', JSON.stringify({ form: 'contact', steps: ['submit'] }), {}, 422],
      ['a submission among other steps', JSON.stringify({ form: 'contact', steps: ['attempt', 'submit'] }), {}, 422],
      ['too large', JSON.stringify({ form: 'contact', steps: ['view'], pad: 'x'.repeat(2000) }), {}, 413],
      ['not JSON', 'view contact', {}, 400],
      ['empty', '', {}, 400],
      ['an array', '["contact"]', {}, 400],
      ['extra key', JSON.stringify({ form: 'contact', steps: ['view'], id: 'abc' }), {}, 400],
      ['missing steps', JSON.stringify({ form: 'contact' }), {}, 400],
      ['no steps', JSON.stringify({ form: 'contact', steps: [] }), {}, 400],
      ['a step twice', JSON.stringify({ form: 'contact', steps: ['view', 'view'] }), {}, 400],
      ['a number step', JSON.stringify({ form: 'contact', steps: [1] }), {}, 400],
      ['unknown form', JSON.stringify({ form: 'nope', steps: ['view'] }), {}, 422],
      ["another form's section", JSON.stringify({ form: 'contact', steps: ['section:contact'] }), {}, 422],
      ['unknown step', JSON.stringify({ form: 'contact', steps: ['view', 'section:nope'] }), {}, 422],
    ];
    for (const [name, body, headers, status] of cases) {
      const response = await beacon(server.url, body, headers);
      expect({ name, status: response.status }).toEqual({ name, status });
      expect(((await response.json()) as { error: string }).error).toEqual(expect.any(String));
    }
    const ignored = await beacon(server.url, good, { 'sec-gpc': '1' });
    expect(ignored.status).toBe(204);
    expect(await ignored.text()).toBe('');

    // A valid beacon after them all: once it is written, whatever came before it would be too.
    expect((await beacon(server.url, JSON.stringify({ form: 'iso9001', steps: ['view', 'start'] }))).status).toBe(204);
    await expect
      .poll(async () => (await server.store.formEventTotals('iso9001', '1970-01-01')).size)
      .toBeGreaterThan(0);
    expect(await storedTotals(server.store)).toEqual({ iso9001: { view: 1, start: 1 } });
  });
});

describe.each(backends)('the submitted step ($name)', (backend) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(backend);
  });
  afterEach(async () => server.close());

  it("counts the server's own stored submissions: not spam, not a replay, not with Sec-GPC: 1", async () => {
    const own = new URL(server.url).origin;
    await submitForm(server.url, { 'idempotency-key': 'funnel-submit-1', origin: own });
    await submitForm(server.url, { 'idempotency-key': 'funnel-submit-1', origin: own });
    await submitForm(server.url, { origin: own }, 'a bot filled the honeypot');
    await submitForm(server.url, { 'sec-gpc': '1', origin: own });
    await submitForm(server.url);
    // A script claiming submissions by beacon, with or without a browser's headers, adds none.
    for (const headers of [{}, { 'sec-fetch-site': '' }, { origin: own }] as Record<string, string>[]) {
      await beacon(server.url, JSON.stringify({ form: iso27001.id, steps: ['submit'] }), headers);
    }
    expect((await beacon(server.url, JSON.stringify({ form: iso27001.id, steps: ['view'] }))).status).toBe(204);
    await expect.poll(async () => (await server.store.formEventTotals(iso27001.id, '1970-01-01')).get('view')).toBe(1);
    expect(await storedTotals(server.store)).toEqual({ iso27001: { view: 1, submit: 2 } });
  });
});

describe('form funnel limits and shutdown', () => {
  it('rate-limits beacons per network and counts none beyond the limit', async () => {
    const server = await startTestServer({ name: 'sqlite', databaseUrl: undefined }, { EVENTS_RATE_LIMIT_MAX: '3' });
    const body = JSON.stringify({ form: 'contact', steps: ['view'] });
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await beacon(server.url, body)).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    // Stopping writes every count still in memory: whatever the refused beacons added would be stored now.
    await server.app.close();
    const store = new SqliteStore(server.dataDir);
    try {
      expect(await storedTotals(store)).toEqual({ contact: { view: 3 } });
    } finally {
      await store.close();
      await server.close();
    }
  });

  it('writes the counts still in memory when the server stops', async () => {
    const server = await startTestServer({ name: 'sqlite', databaseUrl: undefined });
    const body = JSON.stringify({ form: 'contact', steps: ['view', 'start'] });
    expect((await beacon(server.url, body)).status).toBe(204);
    await server.app.close();
    const store = new SqliteStore(server.dataDir);
    try {
      expect(Object.fromEntries(await store.formEventTotals('contact', '1970-01-01'))).toEqual({ view: 1, start: 1 });
    } finally {
      await store.close();
      await server.close();
    }
  });
});

describe.each(storeFactories)('funnel counts in the store ($name)', (factory) => {
  let opened: OpenedStore;
  beforeAll(async () => {
    opened = await factory.open();
  });
  afterAll(async () => opened.dispose());

  it('adds batches to the stored counts and sums the days asked for', async () => {
    const { store } = opened;
    await store.addFormEvents([
      { day: '2026-11-01', formId: 'gdpr', step: 'view', reached: 5 },
      { day: '2026-11-02', formId: 'gdpr', step: 'view', reached: 2 },
      { day: '2026-11-02', formId: 'gdpr', step: 'start', reached: 1 },
      { day: '2026-11-02', formId: 'soc2', step: 'view', reached: 9 },
    ]);
    // From another process sharing the database: the same rows grow.
    const other = await opened.another();
    await other.addFormEvents([{ day: '2026-11-02', formId: 'gdpr', step: 'view', reached: 3 }]);
    expect(Object.fromEntries(await store.formEventTotals('gdpr', '2026-11-01'))).toEqual({ view: 10, start: 1 });
    expect(Object.fromEntries(await store.formEventTotals('gdpr', '2026-11-02'))).toEqual({ view: 5, start: 1 });
    expect((await store.formEventTotals('gdpr', '2026-11-03')).size).toBe(0);
  });
});

describe('funnel arguments', () => {
  it('validates --days and --format, and names the known forms for an unknown one', async () => {
    expect(parseLeadsArgs(['funnel', '--form', 'iso27001'])).toEqual({
      name: 'funnel',
      form: 'iso27001',
      days: 30,
      format: 'table',
    });
    expect(() => parseLeadsArgs(['funnel'])).toThrow(new UsageError('"funnel" needs --form.'));
    expect(() => parseLeadsArgs(['funnel', '--form', 'x', '--days', '0'])).toThrow(/--days must be a positive/);
    expect(() => parseLeadsArgs(['funnel', '--form', 'x', '--format', 'json'])).toThrow(
      /--format must be table or csv/,
    );
    const store = new SqliteStore(mkdtempSync(path.join(tmpdir(), 'funnel-args-')));
    await store.migrate();
    try {
      await expect(
        runCommand(
          { name: 'funnel', form: 'nope', days: 30, format: 'table' },
          { store, dataDir: '', catalogue, out: () => undefined, err: () => undefined },
        ),
      ).rejects.toThrow(new LeadsError(`Unknown form "nope". Valid forms: ${catalogue.map((d) => d.id).join(', ')}.`));
    } finally {
      await store.close();
    }
  });
});
