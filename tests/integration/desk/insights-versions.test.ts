/**
 * Insights across versions of a form: leads answered on a version that asked a question since
 * removed, and on one where an option was reworded. Each option value is one bar, labelled as the
 * newest version that offers it; the removed question is still shown, marked as no longer asked.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormInsights } from '../../../src/desk/contract.ts';
import { formById, loadCatalogue } from '../../../src/questionnaire/catalogue-fs.ts';
import { fullAnswers } from '../../../src/questionnaire/catalogue/sample-answers.ts';
import { withVersion } from '../../../src/questionnaire/version-id.ts';
import { createServer, type Server } from '../../../src/server/app.ts';
import { readConfig } from '../../../src/server/config.ts';
import { editIso27001 } from '../../support/consultant-edits.ts';
import { deskCall, signedInMember } from '../../support/desk-session.ts';
import { storeSubmission } from '../../support/stored-submission.ts';
import { backends, emptyPostgres, type Backend } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4477';

interface Running extends Server {
  readonly url: string;
}

/** The server on the catalogue copy (CATALOGUE_DIR), keeping its data across restarts. */
async function start(backend: Backend, dataDir: string): Promise<Running> {
  const config = readConfig({
    SITE_DIR: 'tests/fixtures/site',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000',
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

describe.each(backends)('insights across versions of a form, on $name', (backend) => {
  const copy = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'insights-'));
  const saved = process.env.CATALOGUE_DIR;
  const before = withVersion(formById(loadCatalogue(), 'iso27001'));
  // A single-choice question the edits keep, read from the schema.
  const [choice] =
    Object.entries(before.schema.properties).find(
      ([name, field]) => name !== 'budgetBand' && field.type === 'string' && (field.oneOf?.length ?? 0) > 2,
    ) ?? [];
  if (!choice) throw new Error('the ISO 27001 form has no single-choice question to reword');
  let server: Running;
  let token: string;

  beforeAll(async () => {
    cpSync('schemas', copy, { recursive: true });
    process.env.CATALOGUE_DIR = copy;
    if (backend.databaseUrl) await emptyPostgres(backend.databaseUrl);
    server = await start(backend, dataDir);
    token = await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant');
    // A server start and a passkey ceremony: more than the default on a busy machine.
  }, 30_000);
  afterAll(async () => {
    await server.app.close();
    if (saved === undefined) delete process.env.CATALOGUE_DIR;
    else process.env.CATALOGUE_DIR = saved;
    rmSync(copy, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts each option value once under its newest label and keeps a removed question, marked', async () => {
    const [value] = before.schema.properties[choice]?.oneOf?.map((option) => option.const) ?? [];
    const lead = (version: string, answers: Record<string, unknown>) =>
      storeSubmission(server.store, { formId: 'iso27001', formVersion: version, answers: JSON.stringify(answers) }, []);
    await lead(before.version ?? '', { ...fullAnswers(before), [choice]: value, budgetBand: 'under-25k' });
    await lead(before.version ?? '', { ...fullAnswers(before), [choice]: value, budgetBand: '25k-50k' });

    await server.app.close();
    const edits = editIso27001(copy);
    expect(rewordFirstOption(copy, choice)).toBe(value);
    server = await start(backend, dataDir);
    const after = withVersion(formById(loadCatalogue(copy), 'iso27001'));
    expect(after.version).not.toBe(before.version);
    await lead(after.version ?? '', { ...fullAnswers(after), [choice]: value });

    const answer = await deskCall(server.url, ORIGIN, '/desk/api/insights/forms/iso27001?period=month', { token });
    expect(answer.status, answer.text).toBe(200);
    const insights = answer.json<FormInsights>();
    expect(insights.leads).toBe(3);

    const reworded = insights.choices.find((figure) => figure.field === choice);
    const options = after.schema.properties[choice]?.oneOf ?? [];
    expect(reworded?.noLongerAsked).toBe(false);
    // One bar per value: the reworded option's three leads under today's label, no bar for the old wording.
    expect(reworded?.options).toHaveLength(options.length);
    expect(reworded?.options[0]).toEqual({ label: options[0]?.title, leads: 3, noLongerOffered: false });

    const removed = insights.choices.find((figure) => figure.field === edits.removed);
    const field = before.schema.properties[edits.removed];
    expect(removed).toMatchObject({ question: field?.title, noLongerAsked: true, multiple: false });
    expect(removed?.options.map((option) => option.label)).toEqual(field?.oneOf?.map((option) => option.title));
    expect(removed?.options.slice(0, 2).map((option) => option.leads)).toEqual([1, 1]);
    // Today's questions first, in the form's order; the one no longer asked after them.
    expect(insights.choices.at(-1)?.field).toBe(edits.removed);
  });
});
