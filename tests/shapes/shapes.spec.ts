import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { matrixLines, matrixRows, scalePoints } from '../../src/questionnaire/matrix.ts';
import { numbered, recordLines, recordWords } from '../../src/questionnaire/records.ts';
import { submissionReference } from '../../src/questionnaire/reference.ts';
import { formatValue } from '../../src/questionnaire/report.ts';
import { escapeHtml } from '../../src/server/mail/html.ts';
import { optionTitle, questionTitle, sectionTitle } from '../support/catalogue-words.ts';
import { SHAPES_CATALOGUE_DIR } from '../support/fixture-catalogue.ts';
import { watchForProblems } from '../e2e/support.ts';
import { SHAPES_DATA_DIR, SHAPES_DATABASE_URL, SHAPES_MAIL_DIR, SHAPES_SERVER_ENV } from './shapes-env.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const [definition] = loadCatalogue(SHAPES_CATALOGUE_DIR);
if (!definition) throw new Error('the shapes example form did not load');
const { id: form } = definition;

/** The stored answers of one submission, from whichever store the server runs on. */
async function storedAnswers(id: string): Promise<unknown> {
  if (SHAPES_DATABASE_URL) {
    const client = new pg.Client({ connectionString: SHAPES_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ answers: unknown }>('SELECT answers FROM submissions WHERE id = $1', [id]);
      return rows[0]?.answers;
    } finally {
      await client.end();
    }
  }
  const db = new DatabaseSync(path.join(SHAPES_DATA_DIR, 'submissions.sqlite'), { readOnly: true });
  try {
    const row = db.prepare('SELECT answers FROM submissions WHERE id = ?').get(id) as { answers: string } | undefined;
    return row ? (JSON.parse(row.answers) as unknown) : undefined;
  } finally {
    db.close();
  }
}

/** A record field's title, from the repeating group's item schema. */
function recordFieldTitle(field: string): string {
  const title = definition?.schema.properties['sites']?.items?.properties?.[field]?.title;
  if (title === undefined) throw new Error(`the sites records have no ${field}`);
  return title;
}

function countryTitle(value: string): string {
  const title = definition?.schema.properties['sites']?.items?.properties?.['country']?.oneOf?.find(
    (option) => option.const === value,
  )?.title;
  if (title === undefined) throw new Error(`no country ${value}`);
  return title;
}

const fieldOf = (page: Page, field: string) => page.locator(`#${form}_${field}`);

test('a visitor fills every shape, the server stores it, mails it in text and HTML and exports it in CSV', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  await page.goto(`/#/forms/${form}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(definition.form.title);

  await fieldOf(page, 'name').pressSequentially('Kiran Rao');
  await fieldOf(page, 'email').pressSequentially('kiran@example.org');
  await fieldOf(page, 'company').pressSequentially('Rao & Sons <Ltd>');
  await page.getByRole('radio', { name: optionTitle(definition, 'topic', 'iso-27001'), exact: true }).check();

  // A processor sees the processing section; answering "controller" instead skips it, and what was
  // typed there is not sent.
  const processing = page.getByRole('group', { name: sectionTitle(definition, 'processing') });
  await expect(processing).toHaveCount(0);
  await page.getByRole('radio', { name: optionTitle(definition, 'role', 'processor'), exact: true }).check();
  await expect(processing).toBeVisible();
  const skippedText = 'Cloud Hosting Sub-processor';
  await fieldOf(page, 'subprocessors').pressSequentially(skippedText);
  await page.getByRole('radio', { name: optionTitle(definition, 'role', 'controller'), exact: true }).check();
  await expect(processing).toHaveCount(0);

  // A day a month ahead (inside the date step's bounds whenever the test runs) and a month next year.
  const startDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await fieldOf(page, 'startDate').fill(startDate);
  const auditYear = String(new Date().getFullYear() + 1);
  await page.locator(`#${form}_auditMonth__month`).selectOption('03');
  await page.locator(`#${form}_auditMonth__year`).selectOption(auditYear);
  const auditMonth = `${auditYear}-03-01`;

  // The matrix: one row by mouse, one by keyboard (arrow keys move along the scale), one left blank.
  const [access, crypto, suppliers] = matrixRows(definition, 'maturity');
  if (!access || !crypto || !suppliers) throw new Error('the maturity matrix has fewer than three rows');
  const rowGroup = (title: string) => page.getByRole('radiogroup', { name: title, exact: true });
  const pointLabel = (row: typeof access, value: number | string) =>
    scalePoints(row.schema).find((point) => point.value === value)?.label ?? String(value);
  await rowGroup(access.title)
    .getByRole('radio', { name: pointLabel(access, 3), exact: true })
    .check();
  const cryptoFirst = rowGroup(crypto.title).getByRole('radio').first();
  await cryptoFirst.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(rowGroup(crypto.title).getByRole('radio', { name: pointLabel(crypto, 1), exact: true })).toBeChecked();
  const [security] = matrixRows(definition, 'policies');
  if (!security) throw new Error('the policies matrix has no rows');
  await rowGroup(security.title)
    .getByRole('radio', { name: pointLabel(security, 'approved'), exact: true })
    .check();

  // The repeating group: three records added, the middle one removed.
  const words = recordWords(definition, 'sites');
  const record = (position: number) => page.getByRole('group', { name: numbered(words.record, position), exact: true });
  const typed = [
    { siteName: 'Head office', country: 'uk', headcount: 120 },
    { siteName: 'Dublin annex', country: 'ie', headcount: 8 },
    { siteName: 'Pune <B wing>', country: 'in' },
  ];
  for (const [index, site] of typed.entries()) {
    await page.getByRole('button', { name: words.add }).click();
    const fields = record(index + 1);
    await expect(fields.getByLabel(recordFieldTitle('siteName'))).toBeFocused();
    await page.keyboard.type(site.siteName);
    await fields.getByLabel(recordFieldTitle('country')).selectOption({ label: countryTitle(site.country) });
    if (site.headcount !== undefined)
      await fields.getByLabel(recordFieldTitle('headcount')).pressSequentially(String(site.headcount));
  }
  await page.getByRole('button', { name: numbered(words.remove, 2), exact: true }).click();
  await expect(page.getByRole('button', { name: words.add })).toBeFocused();
  await expect(record(3)).toHaveCount(0);
  await expect(record(2).getByLabel(recordFieldTitle('siteName'))).toHaveValue(typed[2]?.siteName ?? '');
  const sites = [typed[0], typed[2]];

  await fieldOf(page, 'consent').check();
  const submit = page.getByRole('button', { name: definition.form.submit.label });
  await submit.focus();
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().endsWith('/api/submissions')),
    page.keyboard.press('Enter'),
  ]);
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  await expect(page.getByTestId('workbench-sent')).toContainText(submissionReference(id));
  expect(problems).toEqual([]);

  // Stored: every shape as typed; nothing from the skipped section.
  const maturity = { [access.id]: 3, [crypto.id]: 1 };
  const policies = { [security.id]: 'approved' };
  expect(await storedAnswers(id)).toEqual({
    name: 'Kiran Rao',
    email: 'kiran@example.org',
    company: 'Rao & Sons <Ltd>',
    topic: 'iso-27001',
    urgency: 3,
    role: 'controller',
    startDate,
    auditMonth,
    maturity,
    policies,
    sites,
    consent: true,
  });

  // The firm's email: readable lines in the text part; in the HTML part (escaped) a matrix is a grid
  // of row and answer, records a table of one row per record.
  const file = path.join(SHAPES_MAIL_DIR, `${id}.eml`);
  await expect.poll(() => existsSync(file), { timeout: 15_000 }).toBe(true);
  const mail = await simpleParser(readFileSync(file));
  const text = (mail.text ?? '').replace(/\r\n/g, '\n');
  const html = String(mail.html);
  const empty = definition.form.report.empty;
  const grid = [
    ...matrixLines(definition, 'maturity', maturity, empty),
    ...matrixLines(definition, 'policies', policies, empty),
  ];
  const lines = [...grid, ...recordLines(definition, 'sites', sites)];
  expect(lines).toHaveLength(3 + 2 + 2);
  for (const line of lines) expect(text).toContain(`  ${line}\n`);
  const cells = html.replace(/<(td|th) [^>]*>/g, '<$1>').replace(/<\/?span[^>]*>/g, '');
  for (const line of grid) {
    const [row, answer] = line.split(': ');
    expect(cells).toContain(`<td>${escapeHtml(row ?? '')}</td><td>${escapeHtml(answer ?? '')}</td>`);
  }
  for (const site of sites) expect(cells).toContain(`<td>${escapeHtml(site?.siteName ?? '')}</td>`);
  // Each date under the label the report gives it (form.json's report labels, else the question).
  for (const [field, value] of [
    ['startDate', startDate],
    ['auditMonth', auditMonth],
  ] as const) {
    const label = definition.form.report.labels?.[field] ?? questionTitle(definition, field);
    expect(text).toContain(`\n${label}: ${formatValue(definition, field, value)}\n`);
    expect(html).toContain(escapeHtml(formatValue(definition, field, value)));
  }
  for (const part of [text, html]) {
    expect(part).not.toContain(typed[1]?.siteName);
    expect(part).not.toContain(skippedText);
    expect(part).not.toContain(sectionTitle(definition, 'processing').toUpperCase());
    expect(part).not.toMatch(/\[object Object\]|\{"|\{&quot;/);
  }
  expect(html).not.toContain(sectionTitle(definition, 'processing'));

  // The operator's CSV export: one column per matrix row, the records one line each in their cell.
  const exported = spawnSync(process.execPath, ['scripts/leads.ts', 'export', '--form', form, '--format', 'csv'], {
    cwd: ROOT,
    env: { ...process.env, ...SHAPES_SERVER_ENV },
    encoding: 'utf8',
  });
  expect(exported.stderr).toBe('');
  expect(exported.status).toBe(0);
  const [header = [], ...rows] = parse(exported.stdout, { record_delimiter: '\r\n' });
  const row = rows.find((candidate) => candidate[header.indexOf('id')] === id);
  if (!row) throw new Error(`the export has no row ${id}`);
  const cell = (column: string) => row[header.indexOf(column)];
  expect(cell(`maturity.${access.id}`)).toBe('3');
  expect(cell(`maturity.${crypto.id}`)).toBe('1');
  expect(cell(`maturity.${suppliers.id}`)).toBe('');
  expect(cell(`policies.${security.id}`)).toBe('approved');
  expect(cell('sites')).toBe(recordLines(definition, 'sites', sites).join('\n'));
  expect(cell('auditMonth')).toBe(auditMonth);
  expect(cell('subprocessors')).toBe('');
});
