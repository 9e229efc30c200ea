/**
 * Forms sent by a browser that runs no script: the page posts to its own address and the server
 * answers with a page. Refused: status 422, "Error:" before the title, the error summary in the
 * pipeline's order linked to each field, each field's message beside it, the answers kept.
 * Accepted: the thank-you card, the stored row and the firm's email. Both pages pass axe and the
 * HTML checks.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { expect, test, type Browser, type Page } from './fixtures.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { Answers, FormDefinition } from '../../src/questionnaire/definition.ts';
import { pipelineFailures, runPipeline } from '../../src/questionnaire/pipeline.ts';
import { submissionReference } from '../../src/questionnaire/reference.ts';
import { minimalAnswers } from '../support/sample-answers.ts';
import { E2E_DATA_DIR } from './e2e-env.ts';
import { fillField } from './form-driver.ts';
import { deliveredMail, storedSubmission } from './intake-records.ts';
import { expectNoAxeViolations } from './support.ts';
import { nuErrors, nuMessages } from '../../scripts/check-html.ts';

const catalogue = loadCatalogue();
const contact = formById(catalogue, 'contact');
const dpdp = formById(catalogue, 'dpdp');

/**
 * axe on the page the server answered, in a page of its own holding the same HTML (axe needs
 * scripts; the answer has none to run); the HTML is kept for the Nu HTML Checker.
 */
async function checkPage(checker: Page, page: Page, pages: string[]) {
  const html = await page.content();
  await checker.setContent(html);
  await expectNoAxeViolations(checker);
  pages.push(`<!DOCTYPE html>\n${html.replace(/^<!DOCTYPE html>/i, '')}`);
}

/** The Nu HTML Checker over the pages kept, in one run. */
function expectValidHtml(pages: readonly string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'no-script-'));
  try {
    const files = pages.map((html, index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      return file;
    });
    expect(nuErrors(nuMessages(files)).map((message) => message.message)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function scriptlessPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

const send = async (page: Page, definition: FormDefinition) => {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === definition.form.route,
  );
  await page.getByRole('button', { name: definition.form.submit.label, exact: true }).click();
  return answer;
};

/** The latest submission of a form in the server's database. */
function latestSubmissionId(definition: FormDefinition): string {
  const db = new DatabaseSync(path.join(E2E_DATA_DIR, 'submissions.sqlite'), { readOnly: true });
  try {
    const row = db
      .prepare('SELECT id FROM submissions WHERE form_id = ? ORDER BY received_at DESC LIMIT 1')
      .get(definition.id) as { id: string } | undefined;
    return row?.id ?? '';
  } finally {
    db.close();
  }
}

async function expectRefused(
  checker: Page,
  page: Page,
  pages: string[],
  definition: FormDefinition,
  given: Answers,
  status: number,
) {
  expect(status).toBe(422);
  await expect(page).toHaveTitle(/^Error: /);
  const failures = pipelineFailures(definition, given);
  expect(failures.length).toBeGreaterThan(0);
  const links = page.getByTestId('error-summary').getByRole('link');
  await expect(links).toHaveText(failures.map((failure) => failure.message));
  for (const [index, failure] of failures.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', `#${definition.id}_${failure.field}`);
    // The field is marked invalid and its own message stands beside it (as well as in the summary).
    await expect(page.locator(`#${definition.id}_${failure.field}`)).toHaveAttribute('aria-invalid', 'true');
    const sharing = failures.filter((other) => other.message === failure.message).length;
    await expect(page.getByText(failure.message, { exact: true })).toHaveCount(2 * sharing);
  }
  expect(await page.locator('script').count()).toBe(0);
  await checkPage(checker, page, pages);
}

test('the contact form without scripts: refused with the summary and the answers kept, then sent', async ({
  browser,
  page: checker,
}) => {
  // One run of the HTML checker (a JVM) over both pages.
  test.slow();
  const pages: string[] = [];
  const page = await scriptlessPage(browser);
  await page.goto(contact.form.route);
  const answers = minimalAnswers(contact);
  const [firstField] = Object.keys(answers);
  if (!firstField) throw new Error('contact has no answers');
  await fillField(page, contact, firstField, answers[firstField]);
  const refused = await send(page, contact);
  await expectRefused(checker, page, pages, contact, { [firstField]: answers[firstField] }, refused.status());
  await expect(page.locator(`#${contact.id}_${firstField}`)).toHaveValue(String(answers[firstField]));
  expect(page.url()).not.toContain(String(answers[firstField]));

  for (const [field, value] of Object.entries(answers))
    if (field !== firstField) await fillField(page, contact, field, value);
  const accepted = await send(page, contact);
  expect(accepted.status()).toBe(200);
  await expect(page.getByTestId('thank-you-heading')).toHaveText(contact.form.success.title ?? '');
  const id = latestSubmissionId(contact);
  await expect(page.getByTestId('reference-code')).toHaveText(submissionReference(id));
  expect(storedSubmission(id)).toMatchObject({ form_id: contact.id, status: 'new' });
  const mail = await deliveredMail(id);
  expect(mail.text).toContain(String(answers[firstField]));
  await checkPage(checker, page, pages);
  expectValidHtml(pages);
  await page.context().close();
});

test('a questionnaire with a reveal without scripts: the answer opens its question on the page, refused, then sent', async ({
  browser,
  page: checker,
}) => {
  const reveal = dpdp.form.reveals.find((candidate) => candidate.mode === 'show' && candidate.equals);
  if (!reveal?.equals?.[0]) throw new Error('dpdp has no reveal shown by an answer');
  const opening = { [reveal.when]: reveal.equals[0] };
  // One run of the HTML checker (a JVM) over both pages.
  test.slow();
  const pages: string[] = [];
  const page = await scriptlessPage(browser);
  await page.goto(dpdp.form.route);
  const revealed = page.locator(`#${dpdp.id}_${reveal.field}`);
  await expect(revealed).toBeHidden();
  // The answer opens its question on the page itself (CSS), and choosing another answer hides it
  // without losing what was typed.
  await fillField(page, dpdp, reveal.when, reveal.equals[0]);
  await expect(revealed).toBeVisible();
  await revealed.fill('A cooperative');
  const options = dpdp.schema.properties[reveal.when]?.oneOf?.map((option) => option.const) ?? [];
  const closing = options.find((option) => !reveal.equals?.includes(option));
  if (closing === undefined) throw new Error(`${reveal.when} has no answer that keeps ${reveal.field} closed`);
  await fillField(page, dpdp, reveal.when, closing);
  await expect(revealed).toBeHidden();
  await fillField(page, dpdp, reveal.when, reveal.equals[0]);
  await expect(revealed).toHaveValue('A cooperative');
  const given = { ...opening, [reveal.field]: 'A cooperative' };
  const refused = await send(page, dpdp);
  await expectRefused(checker, page, pages, dpdp, given, refused.status());
  // The answer that opens the question is kept, and so is the question it opens, with its answer.
  await expect(revealed).toBeVisible();
  await expect(revealed).toHaveValue('A cooperative');

  const answers = { ...minimalAnswers(dpdp), ...given };
  expect(runPipeline(dpdp, answers)).toEqual({ ok: true });
  for (const [field, value] of Object.entries(answers))
    if (!(field in given)) await fillField(page, dpdp, field, value);
  const accepted = await send(page, dpdp);
  expect(accepted.status()).toBe(200);
  await expect(page.getByTestId('thank-you')).toBeVisible();
  const id = latestSubmissionId(dpdp);
  const stored = storedSubmission(id);
  expect(JSON.parse(String(stored?.answers))).toMatchObject({ [reveal.field]: 'A cooperative' });
  expect(stored?.consent_text).toBeTruthy();
  await deliveredMail(id);
  expectValidHtml(pages);
  await page.context().close();
});
