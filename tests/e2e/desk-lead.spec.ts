/**
 * A lead's page in Chromium against the production build and server: the firm's email of a fresh
 * lead is refused by the mail server (the SMTP sink refuses it once), the lead page shows the dead
 * letter and its retry button, which puts it back in the queue until it is delivered; the print
 * view shows the lead as a document with the firm's name. Each step is a line of the lead's history.
 * A questionnaire sent through the real form is due within the promise; a member replies from its
 * page with a template, the mail server receives the reply (the member's Reply-To, the visitor's
 * text escaped in HTML), and the clock and the lead's replies say so. A fresh lead shows the
 * firm's promise as the time left in the inbox, a click anywhere on its row opens it, and recording a
 * reply made another way stops the clock ("answered in ...") and is a line of the lead's history.
 * One member works the three leads, each a step.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { firm } from '../../src/content/firm.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { LeadDetail } from '../../src/desk/contract.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { replyPromiseHours } from '../../src/content/reply-promise.ts';
import { spanText } from '../../src/desk/reply-clock.ts';
import { fullAnswers, without } from '../support/sample-answers.ts';
import { DESK, invite, withPasskeys } from './desk-members.ts';
import { DEAD_LETTER_ONCE } from './e2e-env.ts';
import { fillForm } from './form-driver.ts';
import { deliveredMail } from './intake-records.ts';
import { watchForProblems } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const iso = formById(loadCatalogue(), 'iso27001');
const contact = formById(loadCatalogue(), 'contact');
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

test('a consultant works three fresh leads from their pages: a dead letter, a reply with a template, a reply made another way', async ({
  page,
  request,
}) => {
  // Three leads' work, each what one test took before: a minute for each.
  test.setTimeout(3 * 60_000);
  const problems = watchForProblems(page);
  const { payload } = iso.form;
  const organisation = `Acme <b>&</b> Sons ${Date.now()}`;
  const visitor = `replied-${Date.now()}@example.org`;
  await page.goto(iso.form.route);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await fillForm(page, iso, {
    ...fullAnswers(iso),
    ...(payload.company ? { [payload.company]: organisation } : {}),
    [payload.email]: visitor,
  });
  const responded = page.waitForResponse((response) => response.url().endsWith('/api/submissions'));
  await page.getByRole('button', { name: iso.form.submit.label, exact: true }).click();
  const { id: answered } = (await (await responded).json()) as { id: string };

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

  const clockName = `Clock Person ${Date.now()}`;
  const postedClock = await request.post('/api/submissions', {
    data: buildPayload(
      contact,
      {
        ...fullAnswers(contact),
        [contact.form.payload.name]: clockName,
        [contact.form.payload.email]: `clock-${Date.now()}@example.org`,
      },
      new Date(),
    ),
    headers: { origin: `http://127.0.0.1:${PORT}` },
  });
  expect(postedClock.status()).toBe(200);

  const member = `replier-${Date.now()}@firm.example`;
  await withPasskeys(page);
  await page.goto(await invite(member, 'consultant'));
  await page.getByRole('button', { name: 'Create my passkey' }).click();
  await expect(page.getByTestId('desk-member')).toBeVisible();

  await test.step('a dead letter is retried from its lead’s page, and the print view shows the lead as a document', async () => {
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
    await expect(sheet.getByRole('heading', { level: 3 })).toHaveText(
      iso.form.sections.map((section) => section.title),
    );
    await expect(sheet.getByRole('meter')).toHaveCount(scoring?.areas.length ?? 0);
    await expect(sheet).toContainText(id);
    // A document, not the desk: no navigation, no notes, nothing to change.
    await expect(page.getByRole('link', { name: 'Inbox' })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to the lead' }).click();
    await expect(page.getByTestId('history-line').filter({ hasText: 'retry' })).toHaveCount(1);
    await expect(page.getByTestId('history-line').filter({ hasText: 'print' })).toHaveCount(1);
  });

  await test.step('a questionnaire is answered from the desk with a template: the visitor gets the reply and the clock stops', async () => {
    await page.goto(`${DESK}/desk/leads/${answered}`);
    const clock = page.getByTestId('reply-clock');
    await expect(clock).toContainText(`${spanText(replyPromiseHours * 3_600_000)} left`);

    const replies = page.getByTestId('replies');
    // Below the answers, several screens down on a phone: the clock links to it.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(replies).not.toBeInViewport();
    await clock.getByRole('link', { name: 'Write the reply' }).click();
    await expect(replies).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(replies.getByRole('row', { name: /^To/ })).toContainText(visitor);
    await expect(replies.getByRole('row', { name: /^Reply-To/ })).toContainText(member);
    await expect(replies.getByRole('textbox', { name: 'Subject' })).toHaveValue(new RegExp(iso.form.title));
    const text = replies.getByRole('textbox', { name: 'Reply' });
    await expect(text).toHaveValue(new RegExp(organisation));
    await text.fill(`${await text.inputValue()}\n\nP.S. about ${organisation}.`);
    await replies.getByRole('button', { name: 'Send reply' }).click();
    await expect(replies.getByTestId('sent-reply')).toContainText(`P.S. about ${organisation}.`);

    const mail = await deliveredMail(answered, 'reply');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : '').toBe(visitor);
    expect(mail.replyTo?.value[0]?.address).toBe(member);
    expect(mail.from?.value[0]?.address).toBe(firm.email);
    expect(mail.text).toContain(`P.S. about ${organisation}.`);
    const escaped = organisation.replace('&', '&amp;').replace('<b>', '&lt;b&gt;').replace('</b>', '&lt;/b&gt;');
    expect(mail.html).toContain(`P.S. about ${escaped}.`);
    expect(mail.html).not.toContain('<b>&');

    await page.reload();
    await expect(clock).toContainText(/answered in \d+ min/);
    await expect(clock.getByRole('link', { name: 'Write the reply' })).toHaveCount(0);
    await expect(replies.getByTestId('sent-reply')).toContainText(/delivered/);
    await expect(page.getByTestId('history-line').filter({ hasText: 'replied' })).toContainText(member);
    await expect(page.getByTestId('history-line').filter({ hasText: 'reply sent' })).toContainText(
      'delivered to the mail server',
    );
  });

  await test.step('a fresh lead is due within the promise, and recording a reply stops its clock', async () => {
    await page.goto(`${DESK}/desk?reply=awaiting&sort=due`);
    const row = page.getByRole('row').filter({ hasText: clockName });
    await expect(row).toContainText(`${replyPromiseHours} h left`);
    // The person's name is no link, yet a click on it opens the lead.
    await row.getByText(clockName).click();
    await expect(page.getByRole('heading', { level: 2, name: clockName })).toBeVisible();
    const clock = page.getByTestId('reply-clock');
    await expect(clock).toContainText(`${replyPromiseHours} h left`);

    await clock.getByRole('textbox').fill('Called; meeting on Tuesday');
    await clock.getByRole('button', { name: 'Record the reply' }).click();
    await expect(clock).toContainText(/answered in \d+ min/);
    await expect(page.getByTestId('history-line').filter({ hasText: 'answered' })).toBeVisible();
    await expect(page.getByText('Answered another way: Called; meeting on Tuesday')).toBeVisible();
  });
  expect(problems).toEqual([]);
});
