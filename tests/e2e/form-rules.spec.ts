import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type Request } from './fixtures.ts';
import { startServerProcess } from '../../scripts/server-process.ts';
import { firm } from '../../src/content/firm.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { afterRequestsSoFar } from './support.ts';
import { markLabel } from '../support/catalogue-words.ts';
import { answersFailingStep, minimalAnswers } from '../support/sample-answers.ts';
import { fieldId, fillField, fillForm } from './form-driver.ts';
import { representativeForms } from './representative-forms.ts';

const catalogue = loadCatalogue();
const form = (id: string): FormDefinition => formById(catalogue, id);

/** Opens a form; records every submission request the page makes (they reach the real server). */
async function open(page: Page, definition: FormDefinition) {
  const endpoint: { requests: Request[] } = { requests: [] };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/submissions')) endpoint.requests.push(request);
  });
  await page.goto(definition.form.route);
  await expect(page.getByRole('button', { name: definition.form.submit.label, exact: true })).toBeEnabled();
  return endpoint;
}

// Every check and every reveal of the forms that together use every kind of both; each form's own
// checks and reveals are run over the whole catalogue in tests/unit/every-form.test.tsx.
const representatives = representativeForms(catalogue);

for (const definition of representatives) {
  definition.form.pipeline.forEach((step, index) => {
    test(`${definition.id}: step ${index + 1} (${step.check}) shows "${step.message}" and sends nothing`, async ({
      page,
    }) => {
      const endpoint = await open(page, definition);
      await fillForm(page, definition, answersFailingStep(definition, index));
      await page.getByRole('button', { name: definition.form.submit.label, exact: true }).click();
      await expect(page.getByTestId('error-message')).toHaveText(step.message);
      await afterRequestsSoFar(page);
      expect(endpoint.requests).toHaveLength(0);
    });
  });
}

// Each reveal as the catalogue defines it: closed until its answer is given, then open.
for (const definition of representatives) {
  for (const reveal of definition.form.reveals) {
    test(`${definition.id}: ${reveal.field} opens when ${reveal.when} is answered so`, async ({ page }) => {
      await open(page, definition);
      const box = page.locator(fieldId(definition, reveal.field));
      // The typing box itself: the element with the field's id, or the one input inside it.
      const control = box.locator('xpath=(self::input | self::textarea | .//input | .//textarea)[1]');
      if (reveal.mode === 'show') await expect(box).toBeHidden();
      else await expect(control).toBeDisabled();
      const opening = reveal.includes !== undefined ? [reveal.includes] : reveal.equals?.[0];
      await fillField(page, definition, reveal.when, opening);
      if (reveal.mode === 'show') await expect(box).toBeVisible();
      else await expect(control).toBeEnabled();
    });
  }
}

test('ISO 27001 reveals: sponsorship description only for yes; Other reason enabled only with Other ticked', async ({
  page,
}) => {
  const definition = form('iso27001');
  await open(page, definition);
  const description = page.locator(fieldId(definition, 'sponsorshipDescription'));
  await expect(description).toHaveCount(0);
  await page.locator(fieldId(definition, 'topManagementSponsorship')).getByLabel('Yes', { exact: true }).check();
  await expect(description).toBeVisible();
  await page.locator(fieldId(definition, 'topManagementSponsorship')).getByLabel('No', { exact: true }).check();
  await expect(description).toHaveCount(0);

  const other = page.locator(fieldId(definition, 'otherReason'));
  await expect(other).toBeDisabled();
  await page.locator(fieldId(definition, 'implementationReasons')).getByLabel('Other', { exact: true }).check();
  await expect(other).toBeEnabled();
  await other.fill('Parent company mandate');
  await page.locator(fieldId(definition, 'implementationReasons')).getByLabel('Other', { exact: true }).uncheck();
  await expect(other).toBeDisabled();
});

test('ISO 9001 reveals certification body and expiry for yes or expired only', async ({ page }) => {
  const definition = form('iso9001');
  await open(page, definition);
  const group = page.locator(fieldId(definition, 'isoCertified'));
  const body = page.locator(fieldId(definition, 'certificationBody'));
  const expiry = page.locator(fieldId(definition, 'certExpiry'));
  await expect(body).toHaveCount(0);
  for (const [label, shown] of [
    [/^Yes/, true],
    [/^No/, false],
    [/expired/i, true],
  ] as const) {
    await group.getByLabel(label).check();
    await expect(body).toHaveCount(shown ? 1 : 0);
    await expect(expiry).toHaveCount(shown ? 1 : 0);
  }
  await expect(expiry).toHaveAttribute('type', 'date');
});

test('the privacy, assurance and health forms reveal a specify box for "other" choices', async ({ page }) => {
  const definition = form('healthcare-it');
  await open(page, definition);
  const other = page.locator(fieldId(definition, 'otherSector'));
  await expect(other).toHaveCount(0);
  await page.locator(fieldId(definition, 'healthcareSector')).getByLabel('Other', { exact: true }).check();
  await expect(other).toBeVisible();
  await expect(page.locator(fieldId(definition, 'stateRequirements'))).toHaveAttribute('rows', '3');
  await expect(page.locator(fieldId(definition, 'additionalConcerns'))).toHaveAttribute('rows', '4');
});

test('ISO 9001 locations: 0 when left empty, the number when given', async ({ page }) => {
  const definition = form('iso9001');
  const endpoint = await open(page, definition);
  const answers = { ...minimalAnswers(definition) };
  await fillForm(page, definition, answers);
  await page.getByRole('button', { name: definition.form.submit.label }).click();
  await expect.poll(() => endpoint.requests.length).toBe(1);
  expect((endpoint.requests[0]?.postDataJSON() as { answers: { locations: number } }).answers.locations).toBe(0);
  await expect(page.locator(fieldId(definition, 'locations'))).toHaveAttribute('min', '1');
  await page.locator(fieldId(definition, 'locations')).fill('7');
  await page.getByRole('button', { name: definition.form.submit.label }).click();
  await expect.poll(() => endpoint.requests.length).toBe(2);
  expect((endpoint.requests[1]?.postDataJSON() as { answers: { locations: number } }).answers.locations).toBe(7);
});

test('risk appetite slider: 1 to 5 in steps of 1, default 3, end labels shown', async ({ page }) => {
  const definition = form('iso27001');
  await open(page, definition);
  const thumb = page.locator(`[role="slider"][aria-labelledby="iso27001_riskAppetite-label"]`);
  await expect(thumb).toHaveAttribute('aria-valuenow', '3');
  await expect(page.getByText(markLabel(definition, 'riskAppetite', 1))).toBeVisible();
  await expect(page.getByText(markLabel(definition, 'riskAppetite', 5))).toBeVisible();
  await thumb.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await expect(thumb).toHaveAttribute('aria-valuenow', '5');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  await expect(thumb).toHaveAttribute('aria-valuenow', '1');
  await page.keyboard.press('ArrowRight');
  await expect(thumb).toHaveAttribute('aria-valuenow', '2');
  await expect(page.locator(`[role="slider"][aria-labelledby="iso27001_ismsMaturity-label"]`)).toHaveAttribute(
    'aria-valuenow',
    '2',
  );
});

test('contact: the busy label with inputs disabled, then the done label and reset, back to idle after its delay', async ({
  page,
}) => {
  const definition = form('contact');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Holds the request on its way to the real server, to see the "Sending..." state.
  await page.route('**/api/submissions', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact');
  await expect(
    page.getByRole('heading', { name: /24 hours/i }).or(page.getByText(/within 24 hours/i).first()),
  ).toBeVisible();
  await expect(page.locator('#contact_message')).toHaveAttribute('rows', '5');
  await fillForm(page, definition, {
    name: 'Priya Nair',
    email: 'priya@example.org',
    message: 'We need SOC 2 Type II by March.',
  });
  const { submit, success } = definition.form;
  const button = page.getByRole('button', { name: submit.label });
  await button.click();
  await expect(page.getByRole('button', { name: submit.busyLabel })).toBeDisabled();
  await expect(page.locator('#contact_name')).toBeDisabled();
  release();
  await expect(page.getByRole('button', { name: submit.doneLabel ?? '-' })).toBeDisabled();
  await expect(page.getByTestId('form-success')).toContainText(success.title ?? '-');
  await expect(page.getByTestId('form-success')).toContainText(success.message);
  await expect(page.locator('#contact_name')).toHaveValue('');
  await expect(page.getByRole('button', { name: submit.label })).toBeEnabled({
    timeout: (success.autoClearMs ?? 0) + 2000,
  });
  await expect(page.getByTestId('form-success')).toHaveCount(0);
});

test('contact failure: red panel naming the firm email, answers kept, cleared after 5 s', async ({ page }) => {
  const definition = form('contact');
  // The visitor's connection drops: nothing reaches the server.
  await page.route('**/api/submissions', (route) => route.abort('internetdisconnected'));
  await page.goto('/contact');
  await fillForm(page, definition, { name: 'Priya Nair', email: 'priya@example.org', message: 'Hello' });
  const { submit, failure } = definition.form;
  await page.getByRole('button', { name: submit.label }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(failure.title ?? '-');
  await expect(alert).toContainText(failure.message.replace('{email}', firm.email));
  await expect(page.locator('#contact_message')).toHaveValue('Hello');
  await expect(alert).toHaveCount(0, { timeout: (failure.autoClearMs ?? 0) + 2000 });
});

test('a server message is shown when the browser checks passed but the server refused', async ({ page }) => {
  // A second real server whose rate limit allows one submission per network.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-limited-'));
  const server = await startServerProcess({
    env: { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_MAX: '1', LOG_LEVEL: 'warn', SMTP_URL: '' },
    stdio: 'ignore',
  });
  try {
    const definition = form('gdpr');
    await page.goto(`${server.url}${definition.form.route}`);
    await fillForm(page, definition, minimalAnswers(definition));
    await page.getByRole('button', { name: definition.form.submit.label }).click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await page.goto(`${server.url}${definition.form.route}`);
    await fillForm(page, definition, minimalAnswers(definition));
    await page.getByRole('button', { name: definition.form.submit.label }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^Too many submissions from your network\. Please try again in \d+ minutes?\.$/,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
