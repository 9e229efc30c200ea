/**
 * Every screen of the desk under axe, as the site's pages are, at a wide screen and at a phone's
 * width: signed out (sign-in, enrolment) and signed in as an owner with a lead in the inbox
 * (inbox, lead, print view, Insights, Privacy requests with an access report, Delivery, My
 * passkeys, My settings, Team, the desk's missing page). Axe's best-practice rules count too: a main landmark
 * on every page, every table header named, a scrolling table reachable by keyboard. The tables whose rows
 * carry actions fit a phone's width. One member, one lead and one browser page for every screen, each
 * group of screens a step.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { fullAnswers, without } from '../support/sample-answers.ts';
import { DESK, invite, withPasskeys } from './desk-members.ts';
import { expectNoAxeViolations, watchForProblems } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4310);
// A questionnaire with a readiness snapshot, so the lead page shows its bars and flags.
const iso = formById(loadCatalogue(), 'iso27001');

// Axe reads a whole page twice per screen: a few seconds each on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** Axe on the screen as it is now, on a wide screen and on a phone. */
async function expectAccessible(page: Page): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, ['best-practice']);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** At a phone's width a table's rows fit the screen: no action waits off to the right. */
async function expectFitsPhone(page: Page, table: string): Promise<void> {
  await page.setViewportSize({ width: 375, height: 900 });
  const region = page.getByRole('region', { name: table });
  await expect.poll(() => region.evaluate((panel) => panel.scrollWidth - panel.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A lead through the public intake, for the screens that show one. */
async function submitLead(request: APIRequestContext) {
  const organisation = `Axe Holdings ${Date.now()}`;
  const email = `axe-${Date.now()}@example.org`;
  const answers = {
    // one question left unanswered: folded away on the lead page
    ...without(fullAnswers(iso), 'additionalInfo'),
    [iso.form.payload.company ?? iso.form.payload.name]: organisation,
    [iso.form.payload.email]: email,
    targetTimeline: '3-months',
    ismsMaturity: 1,
  };
  const posted = await request.post('/api/submissions', {
    data: buildPayload(iso, answers, new Date()),
    headers: { origin: `http://127.0.0.1:${PORT}` },
  });
  expect(posted.status()).toBe(200);
  const { id } = (await posted.json()) as { id: string };
  return { id, organisation, email };
}

test('every screen of the desk, signed out then signed in as an owner, has no axe violations', async ({
  page,
  request,
}) => {
  const problems = watchForProblems(page);
  const lead = await submitLead(request);
  // The same invite link shows the enrolment screen, then enrols the owner who opens the other screens.
  const link = await invite(`auditor-${Date.now()}@firm.example`, 'owner');
  await test.step('the sign-in and enrolment screens have no axe violations', async () => {
    await page.goto(`${DESK}/desk`);
    await expect(page.getByRole('heading', { name: 'Sign in to the desk' })).toBeVisible();
    await expectAccessible(page);
    // Signed out, the desk's question who is signed in is answered 401, which Chromium logs: the
    // problems counted are those from the enrolment screen on.
    problems.splice(0);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Join the desk' })).toBeVisible();
    await expectAccessible(page);
  });

  await withPasskeys(page);
  await page.getByRole('button', { name: 'Create my passkey' }).click();
  await expect(page.getByTestId('desk-member')).toBeVisible();

  await test.step('the inbox, a lead and its print view have no axe violations', async () => {
    const row = page.getByRole('row').filter({ hasText: lead.organisation });
    await expect(row).toBeVisible();
    await expectAccessible(page);

    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: lead.organisation })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Print view' }).click();
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(lead.organisation);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to the lead' }).click();
  });

  await test.step('Insights and Privacy requests with an access report have no axe violations', async () => {
    await page.getByRole('link', { name: 'Insights' }).click();
    await expect(page.getByTestId('insight-chart').first().locator('svg.recharts-surface')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Privacy requests' }).click();
    await page.getByRole('textbox', { name: 'Requester’s email' }).fill(lead.email);
    await page.getByRole('button', { name: 'Record request' }).click();
    const recorded = page.getByTestId('privacy-request').filter({ hasText: lead.email });
    await recorded.getByRole('button', { name: 'Access report' }).click();
    await expect(page.getByTestId('access-report')).toContainText(lead.id);
    await expectAccessible(page);
    await expectFitsPhone(page, 'Requests');
  });

  await test.step('Delivery, My passkeys, My settings, Team and the missing page have no axe violations', async () => {
    await page.getByRole('link', { name: 'Delivery' }).click();
    await expect(page.getByRole('row', { name: /Dead letters/ })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'My passkeys' }).click();
    await expect(page.getByTestId('my-passkey')).toHaveCount(1);
    await expectAccessible(page);
    await expectFitsPhone(page, 'Your sessions');

    // Switched off, the owner sees themself among the members with reminders off.
    await page.getByRole('link', { name: 'My settings' }).click();
    await page.getByRole('button', { name: 'Switch my reminders off' }).click();
    await expect(page.getByTestId('reminders-off')).toContainText(/auditor-\d+@firm\.example/);
    await expect(page.getByRole('button', { name: 'Switch my reminders on' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Members' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
    await expectFitsPhone(page, 'Members');

    await page.goto(`${DESK}/desk/no-such-screen`);
    await expect(page.getByText('This page of the desk does not exist.')).toBeVisible();
    await expectAccessible(page);
  });
  expect(problems).toEqual([]);
});
