/**
 * A lead's page in Chromium against the production build and server: the firm's email of a fresh
 * lead is refused by the mail server (the SMTP sink refuses it once), the lead page shows the dead
 * letter and its retry button, which puts it back in the queue until it is delivered; the print
 * view shows the lead as a document with the firm's name. Each step is a line of the lead's history.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { firm } from '../../src/content/firm.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { LeadDetail } from '../../src/desk/contract.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { fullAnswers, without } from '../support/sample-answers.ts';
import { DESK, invite, withPasskeys } from './desk-members.ts';
import { DEAD_LETTER_ONCE } from './e2e-env.ts';
import { watchForProblems } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const iso = formById(loadCatalogue(), 'iso27001');
const scoring = iso.form.scoring;
const flag = scoring?.flags.find((candidate) => candidate.id === 'aggressive-timeline');
// An answer that raises a flag, a choice of several, and one question left unanswered.
const answers: Record<string, unknown> = {
  ...without(fullAnswers(iso), 'additionalInfo'),
  targetTimeline: '3-months',
  ismsMaturity: 1,
};
const severalChoices = iso.form.sections
  .flatMap((section) => section.fields)
  .find((field) => iso.schema.properties[field]?.type === 'array' && Array.isArray(answers[field]));

/** The firm's email of a lead, as the desk reports it. */
async function leadEmail(request: APIRequestContext, id: string): Promise<string | undefined> {
  const answer = await request.get(`${DESK}/desk/api/leads/${id}`);
  const detail = (await answer.json()) as LeadDetail;
  return detail.jobs.find((job) => job.kind === 'email')?.status;
}

test('a dead letter is retried from its lead’s page, and the print view shows the lead as a document', async ({
  page,
  request,
}) => {
  const problems = watchForProblems(page);
  const name = `Ifeoma Okafor ${Date.now()}`;
  const posted = await request.post('/api/submissions', {
    data: buildPayload(
      iso,
      {
        ...answers,
        [iso.form.payload.company ?? iso.form.payload.name]: name,
        [iso.form.payload.email]: `${DEAD_LETTER_ONCE}-${Date.now()}@example.org`,
      },
      new Date(),
    ),
    headers: { origin: `http://127.0.0.1:${PORT}` },
  });
  expect(posted.status()).toBe(200);
  const { id } = (await posted.json()) as { id: string };

  await withPasskeys(page);
  await page.goto(invite(`retrier-${Date.now()}@firm.example`, 'consultant'));
  await page.getByRole('button', { name: 'Create my passkey' }).click();
  await expect(page.getByTestId('desk-member')).toBeVisible();
  const signedIn = page.context().request;
  // The mail server refuses the firm's email at once (550): a dead letter, no further attempt.
  await expect.poll(() => leadEmail(signedIn, id)).toBe('dead');

  await page.goto(`${DESK}/desk/leads/${id}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const delivery = page.getByRole('row').filter({ hasText: /^email/ });
  await expect(delivery).toContainText('dead');
  await page.getByRole('button', { name: 'Retry the dead letter' }).click();
  await expect(page.getByRole('status')).toHaveText('1 dead letter put back in the queue.');
  await expect(page.getByRole('button', { name: 'Retry the dead letter' })).toHaveCount(0);
  // The sink takes it the second time.
  await expect.poll(() => leadEmail(signedIn, id)).toBe('sent');
  await page.reload();
  await expect(delivery).toContainText('sent');

  // The answers read as a page: the snapshot's areas as bars, its flag as a callout, several
  // choices as a list, the question left unanswered folded away with its count.
  await expect(page.getByRole('meter')).toHaveCount(scoring?.areas.length ?? 0);
  await expect(page.getByRole('note').filter({ hasText: flag?.message ?? '-' })).toBeVisible();
  const answersPanel = page.getByRole('region', { name: 'Answers' });
  const choices = answersPanel
    .getByRole('definition')
    .filter({ has: page.getByRole('list') })
    .first();
  await expect(choices.getByRole('listitem')).toHaveCount((answers[severalChoices ?? '-'] as unknown[]).length);
  const folded = answersPanel.getByText('1 question not answered');
  const additionalInfo = iso.form.report.labels?.['additionalInfo'] ?? iso.schema.properties['additionalInfo']?.title;
  await expect(answersPanel.getByText(additionalInfo ?? '-', { exact: true })).toBeHidden();
  await folded.click();
  await expect(answersPanel.getByText(additionalInfo ?? '-', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Print view' }).click();
  await expect(page).toHaveURL(`${DESK}/desk/leads/${id}/print`);
  const sheet = page.getByRole('article');
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(sheet).toContainText(firm.name);
  await expect(sheet.getByRole('heading', { level: 3 })).toHaveText(iso.form.sections.map((section) => section.title));
  await expect(sheet.getByRole('meter')).toHaveCount(scoring?.areas.length ?? 0);
  await expect(sheet).toContainText(id);
  // A document, not the desk: no navigation, no notes, nothing to change.
  await expect(page.getByRole('link', { name: 'Inbox' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the lead' }).click();
  await expect(page.getByTestId('history-line').filter({ hasText: 'retry' })).toHaveCount(1);
  await expect(page.getByTestId('history-line').filter({ hasText: 'print' })).toHaveCount(1);
  // The desk asks who is signed in as it opens: before enrolment the answer is a 401, logged by Chromium.
  expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
});
