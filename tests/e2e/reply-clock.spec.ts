/**
 * A lead's reply clock in Chromium against the production build: a fresh lead shows the firm's
 * promise as the time left in the inbox, a click anywhere on its row opens it, and recording a reply
 * made another way stops the clock ("answered in ...") and is a line of the lead's history.
 */
import { expect, test } from '@playwright/test';
import { replyPromiseHours } from '../../src/content/reply-promise.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { fullAnswers } from '../support/sample-answers.ts';
import { DESK, invite, withPasskeys } from './desk-members.ts';
import { watchForProblems } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const contact = formById(loadCatalogue(), 'contact');

test('a fresh lead is due within the promise, and recording a reply stops its clock', async ({ page, request }) => {
  const problems = watchForProblems(page);
  const name = `Clock Person ${Date.now()}`;
  const posted = await request.post('/api/submissions', {
    data: buildPayload(
      contact,
      {
        ...fullAnswers(contact),
        [contact.form.payload.name]: name,
        [contact.form.payload.email]: `clock-${Date.now()}@example.org`,
      },
      new Date(),
    ),
    headers: { origin: `http://127.0.0.1:${PORT}` },
  });
  expect(posted.status()).toBe(200);

  await withPasskeys(page);
  await page.goto(await invite(`clock-${Date.now()}@firm.example`, 'consultant'));
  await page.getByRole('button', { name: 'Create my passkey' }).click();
  await expect(page.getByTestId('desk-member')).toBeVisible();

  await page.goto(`${DESK}/desk?reply=awaiting&sort=due`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${replyPromiseHours} h left`);
  // The person's name is no link, yet a click on it opens the lead.
  await row.getByText(name).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const clock = page.getByTestId('reply-clock');
  await expect(clock).toContainText(`${replyPromiseHours} h left`);

  await clock.getByRole('textbox').fill('Called; meeting on Tuesday');
  await clock.getByRole('button', { name: 'Record the reply' }).click();
  await expect(clock).toContainText(/answered in \d+ min/);
  await expect(page.getByTestId('history-line').filter({ hasText: 'answered' })).toBeVisible();
  await expect(page.getByText('Answered another way: Called; meeting on Tuesday')).toBeVisible();
  expect(problems).toEqual([]);
});
