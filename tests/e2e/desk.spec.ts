/**
 * The firm's desk in Chromium against the production build and server: the first owner enrols
 * from the command line's link with a virtual authenticator (CDP WebAuthn), signs out and in with
 * the passkey, opens a lead submitted through the real form a moment earlier, changes its status
 * and adds a note; `leads audit` shows each step. Then, for one consultant, what it refuses, how it
 * shows a visitor's text and Insights' charts, each a step; and what the public site holds of it (nothing).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DESK_CSP } from '../../src/server/desk/pages.ts';
import { SESSION_COOKIE } from '../../src/server/desk/session.ts';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { fullAnswers } from '../support/sample-answers.ts';
import { DESK, invite, leads, withPasskeys } from './desk-members.ts';
import { fillForm } from './form-driver.ts';
import { watchForProblems } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const contact = loadCatalogue().find((definition) => definition.id === 'contact');
if (!contact) throw new Error('no contact form');
const iso = loadCatalogue().find((definition) => definition.id === 'iso27001');
if (!iso) throw new Error('no ISO 27001 form');

test.describe.configure({ mode: 'serial' });

test('the first owner enrols, signs in with the passkey, works a fresh lead, and the audit log shows each step', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  // A lead through the real form.
  const organisation = `Northwind ${Date.now()}`;
  const visitor = `visitor-${Date.now()}@example.org`;
  const answers = {
    ...fullAnswers(contact),
    [contact.form.payload.name]: organisation,
    [contact.form.payload.email]: visitor,
  };
  await page.goto(contact.form.route);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await fillForm(page, contact, answers);
  const responded = page.waitForResponse((response) => response.url().endsWith('/api/submissions'));
  await page.getByRole('button', { name: contact.form.submit.label, exact: true }).click();
  const { id } = (await (await responded).json()) as { id: string };

  const email = `owner-${Date.now()}@firm.example`;
  const link = await invite(email, 'owner');
  await withPasskeys(page);
  await page.goto(link);
  await page.getByRole('button', { name: 'Create my passkey' }).click();
  await expect(page.getByTestId('desk-member')).toHaveText(`${email} (owner)`);
  const [cookie] = (await page.context().cookies(DESK)).filter((each) => each.name === SESSION_COOKIE);
  expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });

  // The link works once.
  const second = await page.context().newPage();
  await second.goto(link);
  await second.getByRole('button', { name: 'Create my passkey' }).click();
  await expect(second.getByRole('alert')).toContainText('expired or was already used');
  await second.close();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the desk' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByTestId('desk-member')).toHaveText(`${email} (owner)`);

  // Found by the search (other tests' leads may fill the first page meanwhile).
  await page.getByRole('textbox', { name: 'Search organisation, name or email' }).fill(organisation);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 lead', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: organisation });
  await expect(row).toHaveAttribute('data-unread', 'true');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: organisation })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Answers' })).toContainText(contact.form.sections[0]?.title ?? '-');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'contacted' }).click();
  await expect(page.getByRole('status')).toHaveText('Status set to contacted.');
  const note = 'Called back; wants a proposal by Friday.';
  await page.getByRole('textbox', { name: 'Add a note' }).fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByTestId('history-line')).toHaveText([/view/, /status.*new -> contacted/, /note/]);

  const audit = await leads('audit', '--days', '1');
  // Inbox views are audited too (as `list`); the steps of the walk are the rest.
  const mine = audit
    .split('\n')
    .filter((line) => line.includes(email) || line.includes(`lead:${id}`))
    .filter((line) => line.split(/\s{2,}/)[2] !== 'list');
  expect(mine.map((line) => line.split(/\s{2,}/)[2])).toEqual([
    'invite',
    'enrol',
    'sign-in',
    'sign-out',
    'sign-in',
    'view',
    'status',
    'note',
  ]);
  expect(audit).not.toContain(organisation);
  // The visitor asks what is held about them, then for its erasure: both answered from the desk.
  await page.getByRole('link', { name: 'Privacy requests' }).click();
  await page.getByRole('textbox', { name: 'Requester’s email' }).fill(visitor);
  await page.getByRole('button', { name: 'Record request' }).click();
  const request = page.getByTestId('privacy-request').filter({ hasText: visitor });
  await request.getByRole('button', { name: 'Access report' }).click();
  await expect(page.getByTestId('access-report')).toContainText(id);
  // A note on the request (any member may add one), shown on it.
  await request.getByRole('textbox', { name: 'Note on this request' }).fill('Identity checked by phone.');
  await request.getByRole('button', { name: 'Add note' }).click();
  await expect(request.getByRole('list', { name: 'Notes' })).toContainText('Identity checked by phone.');
  await request.getByRole('textbox', { name: 'What was done' }).fill('Report sent to the requester.');
  await request.getByRole('button', { name: 'Close request' }).click();
  await expect(request).toContainText('Report sent to the requester.');

  await page.getByRole('combobox', { name: 'Request', exact: true }).click();
  await page.getByRole('option', { name: 'erasure' }).click();
  await page.getByRole('textbox', { name: 'Requester’s email' }).fill(visitor);
  await page.getByRole('button', { name: 'Record request' }).click();
  const erasure = page.getByTestId('privacy-request').filter({ hasText: 'erasure' }).filter({ hasText: visitor });
  await erasure.getByRole('textbox', { name: 'Type the address again to erase' }).fill(visitor);
  await erasure.getByRole('button', { name: 'Erase everything held' }).click();
  await expect(erasure).toContainText('Erased 1 lead');
  expect((await page.context().request.get(`${DESK}/desk/api/leads/${id}`)).status()).toBe(404);
  const afterErasure = await leads('audit', '--days', '1');
  expect(afterErasure).toMatch(/access report/);
  expect(afterErasure).toMatch(new RegExp(`${email}\\s+erase\\s`));
  expect(afterErasure).toContain(`lead:${id}`);

  // The owner invites a consultant from the desk; the consultant enrols in a browser of their own.
  await page.getByRole('link', { name: 'Team' }).click();
  const colleague = `colleague-${Date.now()}@firm.example`;
  await page.getByRole('textbox', { name: 'Email address' }).fill(colleague);
  await page.getByRole('button', { name: 'Create invite link' }).click();
  const teamLink = (await page.getByTestId('invite-link').textContent()) ?? '';
  expect(teamLink).toMatch(/^http:\/\/localhost:\d+\/desk\/enrol#/);
  const other = await page.context().browser()?.newContext();
  if (!other) throw new Error('no second browser context');
  const theirs = await other.newPage();
  await withPasskeys(theirs);
  await theirs.goto(teamLink);
  await theirs.getByRole('button', { name: 'Create my passkey' }).click();
  await expect(theirs.getByTestId('desk-member')).toHaveText(`${colleague} (consultant)`);
  await expect(theirs.getByRole('link', { name: 'Team' })).toHaveCount(0);
  expect((await theirs.request.get(`${DESK}/desk/api/leads.csv`)).status()).toBe(403);
  await other.close();
  expect(await leads('audit', '--days', '1')).toMatch(
    new RegExp(`${email}\\s+invite\\s+member:${colleague}\\s+consultant`),
  );

  // The desk asks who is signed in as it opens: before enrolment the answer is a 401, logged by Chromium.
  expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
});

test('a consultant’s desk: what it refuses, visitor text shown as text, insights’ charts within the desk’s policy', async ({
  page,
  request,
}) => {
  // What three tests did, each with a member of its own before: a minute for each.
  test.setTimeout(3 * 60_000);
  const hostile = '<img src=x onerror=alert(1)>';
  const hostileAnswers = {
    ...fullAnswers(contact),
    [contact.form.payload.name]: `${hostile}\u202egnp.exe`,
    message: `${hostile} <script>alert(2)</script>\u0007\u200f`,
  };
  const postedHostile = await request.post('/api/submissions', {
    data: buildPayload(contact, hostileAnswers, new Date()),
    headers: { origin: `http://127.0.0.1:${PORT}` },
  });
  expect(postedHostile.status()).toBe(200);
  const { id } = (await postedHostile.json()) as { id: string };
  const postedIso = await request.post('/api/submissions', {
    data: buildPayload(iso, fullAnswers(iso), new Date()),
    headers: { origin: `http://127.0.0.1:${PORT}` },
  });
  expect(postedIso.status()).toBe(200);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const problems = watchForProblems(page);
  // A visitor's page view of the form: counted in memory, read by Insights without waiting for the counter's write.
  const counted = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 204,
  );
  await page.goto(iso.form.route);
  await counted;

  await test.step('refuses what it must: no session', async () => {
    for (const path of ['/desk/api/session', '/desk/api/leads', '/desk/api/leads.csv', '/desk/api/leads/x']) {
      expect((await request.get(`${DESK}${path}`)).status(), path).toBe(401);
    }
    for (const path of ['/desk/api/leads/x/status', '/desk/api/leads/x/notes', '/desk/api/sign-out']) {
      expect((await request.post(`${DESK}${path}`, { data: {}, headers: { origin: DESK } })).status(), path).toBe(401);
    }
    // Every page of the desk is the same shell, which shows the sign-in screen without a session.
    await page.goto(`${DESK}/desk/leads/anything`);
    await expect(page.getByRole('heading', { name: 'Sign in to the desk' })).toBeVisible();
  });

  await withPasskeys(page);
  const email = `consultant-${Date.now()}@firm.example`;
  await page.goto(await invite(email, 'consultant'));
  await page.getByRole('button', { name: 'Create my passkey' }).click();
  await expect(page.getByTestId('desk-member')).toHaveText(`${email} (consultant)`);
  const signedIn = page.context().request;

  await test.step('refuses what it must: a consultant on an owner action, a foreign origin', async () => {
    await expect(page.getByRole('link', { name: 'Export this view (CSV)' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Delivery' }).click();
    await expect(page.getByRole('row', { name: /Dead letters/ })).toBeVisible();
    expect((await signedIn.get(`${DESK}/desk/api/leads`)).status()).toBe(200);
    expect((await signedIn.get(`${DESK}/desk/api/leads.csv`)).status()).toBe(403);
    const foreign = await signedIn.post(`${DESK}/desk/api/sign-out`, {
      data: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status()).toBe(403);
    expect((await signedIn.get(`${DESK}/desk/api/session`)).status()).toBe(200);
  });

  await test.step('visitor text is shown as text: markup stays inert, bidi and control characters are shown as escapes', async () => {
    await page.goto(`${DESK}/desk?q=gnp.exe`);
    await expect(page.getByRole('row').filter({ hasText: hostile }).first()).toBeVisible();
    await expect(page.locator('img')).toHaveCount(0);
    await page.goto(`${DESK}/desk/leads/${id}`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`${hostile}\\u202egnp.exe`);
    await expect(page.getByRole('region', { name: 'Answers' })).toContainText(
      '<script>alert(2)</script>\\u0007\\u200f',
    );
    await expect(page.locator('img')).toHaveCount(0);
    await expect(page.locator('main script')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  await test.step('insights draws its charts, the funnel’s drop-off from a page view a moment ago, within the desk’s policy', async () => {
    await page.getByRole('link', { name: 'Insights' }).click();
    // The inbox has a Form filter too: choose the form once Insights is the screen shown.
    await expect(page.getByRole('heading', { level: 2, name: 'Insights' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Form', exact: true }).click();
    await page.getByRole('option', { name: iso.form.title, exact: true }).click();
    const charts = page.getByTestId('insight-chart');
    // Leads per week, the funnel, its drop-off, and one chart per choice question of the form.
    await expect(charts.first().locator('svg.recharts-surface')).toBeVisible();
    await expect.poll(() => charts.count()).toBeGreaterThan(3);
    for (const chart of await charts.all()) await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    await expect(charts.filter({ hasText: 'Drop-off per step' }).locator('svg.recharts-surface')).toBeVisible();
    await expect(charts.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  });

  // Ends the member's session: the last step of the visit.
  await test.step('refuses what it must: a removed member’s session', async () => {
    await leads('desk', 'remove', '--email', email);
    expect((await signedIn.get(`${DESK}/desk/api/session`)).status()).toBe(401);
  });
  expect(dialogs).toEqual([]);
  // The desk asks who is signed in as it opens: before enrolment the answer is a 401, logged by Chromium.
  expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
});

test('the desk is no part of the public site', async ({ request }) => {
  const page = await request.get(`${DESK}/desk`);
  expect(page.headers()['content-security-policy']).toBe(DESK_CSP);
  expect(page.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await page.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /desk');
  const site = path.resolve('build/client');
  const files = (function walk(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(file);
      return /\.(html|js|css|xml|txt|json|data)$/.test(entry.name) ? [file] : [];
    });
  })(site);
  expect(files.length).toBeGreaterThan(0);
  const carrying = files.filter((file) =>
    /\/desk\/api\/|Sign in to the desk|simplewebauthn|startRegistration|recharts-surface/.test(
      fs.readFileSync(file, 'utf8'),
    ),
  );
  expect(carrying).toEqual([]);
  expect(fs.readFileSync(path.join(site, 'sitemap.xml'), 'utf8')).not.toContain('/desk');
});
