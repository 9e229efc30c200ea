import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type Request } from './fixtures.ts';
import { startServerProcess } from '../../scripts/server-process.ts';
import { firm } from '../../src/content/firm.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { optionLabel, type FormDefinition } from '../../src/questionnaire/definition.ts';
import { afterRequestsSoFar, holdSubmissions } from './support.ts';
import { markLabel } from '../support/catalogue-words.ts';
import { answersFailingStep, minimalAnswers } from '../support/sample-answers.ts';
import { fieldId, fillField, fillForm, widgetOf } from './form-driver.ts';
import { representativeForms } from './representative-forms.ts';

const catalogue = loadCatalogue();
const form = (id: string): FormDefinition => formById(catalogue, id);

type Endpoint = { readonly requests: Request[] };

/** Opens a form; records every submission request the page makes (they reach the real server). */
async function open(page: Page, definition: FormDefinition): Promise<Endpoint> {
  const endpoint: Endpoint = { requests: [] };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/submissions')) endpoint.requests.push(request);
  });
  await page.goto(definition.form.route);
  await expect(submitButton(page, definition)).toBeEnabled();
  return endpoint;
}

function submitButton(page: Page, definition: FormDefinition) {
  return page.getByRole('button', { name: definition.form.submit.label, exact: true });
}

/** Takes an answer back as a visitor does: emptying a box, unticking. A chosen radio cannot be unchosen. */
async function clearField(page: Page, definition: FormDefinition, field: string, given: unknown): Promise<void> {
  const target = page.locator(fieldId(definition, field));
  switch (widgetOf(definition, field)) {
    case 'checkbox':
      await target.uncheck();
      return;
    case 'checkboxes':
      for (const item of given as unknown[])
        await target
          .getByLabel(optionLabel(definition.schema.properties[field]?.items, item), { exact: true })
          .uncheck();
      return;
    case 'text':
    case 'email':
    case 'textarea':
      await target.fill('');
      return;
    default:
      throw new Error(`${definition.id}.${field}: a ${widgetOf(definition, field)} answer cannot be taken back`);
  }
}

/** Moves the form's answers from `from` to `to`, touching only the questions where they differ. */
async function changeAnswers(
  page: Page,
  definition: FormDefinition,
  from: Record<string, unknown>,
  to: Record<string, unknown>,
): Promise<void> {
  for (const field of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (JSON.stringify(from[field]) === JSON.stringify(to[field])) continue;
    if (field in to) await fillField(page, definition, field, to[field]);
    else await clearField(page, definition, field, from[field]);
  }
}

/** A part of one visit to a form; `fresh` asks for the form as first opened (draft cleared, page reloaded). */
type Step = {
  readonly title: string;
  readonly fresh?: boolean;
  run(page: Page, endpoint: Endpoint): Promise<void>;
};

// Every check in turn on one page: the answers that fail a step are reached from those that failed the
// step before by way of the form's minimal answers, which pass every check and so clear the message:
// each message shown comes from the visitor's click on Send.
function checkSteps(definition: FormDefinition): Step[] {
  const { pipeline, submit } = definition.form;
  return pipeline.map((step, index) => ({
    title: `${definition.id}: step ${index + 1} (${step.check}) shows "${step.message}" and sends nothing`,
    async run(page, endpoint) {
      const failing = answersFailingStep(definition, index);
      if (index === 0) await fillForm(page, definition, failing);
      else {
        const minimal = minimalAnswers(definition);
        await changeAnswers(page, definition, answersFailingStep(definition, index - 1), minimal);
        await expect(page.getByTestId('form-error')).toHaveCount(0);
        await changeAnswers(page, definition, minimal, failing);
      }
      await page.getByRole('button', { name: submit.label, exact: true }).click();
      await expect(page.getByTestId('error-message')).toHaveText(step.message);
      await afterRequestsSoFar(page);
      expect(endpoint.requests).toHaveLength(0);
    },
  }));
}

// Each reveal as the catalogue defines it: closed until its answer is given, then open. A reveal whose
// question or box an earlier one used starts from the form as first opened.
function revealSteps(definition: FormDefinition): Step[] {
  const used = new Set<string>();
  return definition.form.reveals.map((reveal, index) => {
    const fresh = index === 0 || used.has(reveal.when) || used.has(reveal.field);
    used.add(reveal.when).add(reveal.field);
    return {
      title: `${definition.id}: ${reveal.field} opens when ${reveal.when} is answered so`,
      fresh,
      async run(page) {
        const box = page.locator(fieldId(definition, reveal.field));
        // The typing box itself: the element with the field's id, or the one input inside it.
        const control = box.locator('xpath=(self::input | self::textarea | .//input | .//textarea)[1]');
        if (reveal.mode === 'show') await expect(box).toBeHidden();
        else await expect(control).toBeDisabled();
        const opening = reveal.includes !== undefined ? [reveal.includes] : reveal.equals?.[0];
        await fillField(page, definition, reveal.when, opening);
        if (reveal.mode === 'show') await expect(box).toBeVisible();
        else await expect(control).toBeEnabled();
      },
    };
  });
}

const iso27001Reveals: Step = {
  title: 'ISO 27001 reveals: sponsorship description only for yes; Other reason enabled only with Other ticked',
  async run(page) {
    const definition = form('iso27001');
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
  },
};

const iso9001Reveals: Step = {
  title: 'ISO 9001 reveals certification body and expiry for yes or expired only',
  async run(page) {
    const definition = form('iso9001');
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
  },
};

const iso9001Locations: Step = {
  title: 'ISO 9001 locations: 0 when left empty, the number when given',
  async run(page, endpoint) {
    const definition = form('iso9001');
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
  },
};

const iso27001Slider: Step = {
  title: 'risk appetite slider: 1 to 5 in steps of 1, default 3, end labels shown',
  async run(page) {
    const definition = form('iso27001');
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
  },
};

const contactSending: Step = {
  title: 'contact: the busy label with inputs disabled, then the done label and reset, back to idle after its delay',
  async run(page) {
    const definition = form('contact');
    // Holds the request on its way to the real server, to see the "Sending..." state.
    const release = await holdSubmissions(page);
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
    await page.clock.runFor(success.autoClearMs ?? 0);
    await expect(page.getByRole('button', { name: submit.label })).toBeEnabled();
    await expect(page.getByTestId('form-success')).toHaveCount(0);
    await page.unroute('**/api/submissions');
  },
};

const contactFailure: Step = {
  title: 'contact failure: red panel naming the firm email, answers kept, cleared after 5 s',
  async run(page) {
    const definition = form('contact');
    // The visitor's connection drops: nothing reaches the server.
    await page.route('**/api/submissions', (route) => route.abort('internetdisconnected'));
    await fillForm(page, definition, { name: 'Priya Nair', email: 'priya@example.org', message: 'Hello' });
    const { submit, failure } = definition.form;
    await page.getByRole('button', { name: submit.label }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(failure.title ?? '-');
    await expect(alert).toContainText(failure.message.replace('{email}', firm.email));
    await expect(page.locator('#contact_message')).toHaveValue('Hello');
    await page.clock.runFor(failure.autoClearMs ?? 0);
    await expect(alert).toHaveCount(0);
    await page.unroute('**/api/submissions');
  },
};

/** Each form's own rules, in the same visit: after its checks, and after its reveals. */
const ownSteps: Record<string, { readonly afterChecks: Step[]; readonly afterReveals: Step[] }> = {
  iso9001: { afterChecks: [iso9001Locations], afterReveals: [{ ...iso9001Reveals, fresh: true }] },
  iso27001: { afterChecks: [iso27001Slider], afterReveals: [{ ...iso27001Reveals, fresh: true }] },
  contact: { afterChecks: [contactSending, contactFailure], afterReveals: [] },
};

// The forms that together use every kind of check and reveal, each check and reveal run in its own
// step; each form's own checks and reveals are run over the whole catalogue in tests/unit/every-form.test.tsx.
const visited = [...new Set([...representativeForms(catalogue), ...Object.keys(ownSteps).map((id) => form(id))])];

for (const definition of visited) {
  const own = ownSteps[definition.id] ?? { afterChecks: [], afterReveals: [] };
  const steps = [...checkSteps(definition), ...own.afterChecks, ...revealSteps(definition), ...own.afterReveals];
  const covers = [
    definition.form.pipeline.length > 0 ? 'each check shows its message and sends nothing' : '',
    definition.form.reveals.length > 0 ? 'each reveal opens on its answer' : '',
    own.afterChecks.length + own.afterReveals.length > 0 ? 'its own rules' : '',
  ].filter(Boolean);
  test(`${definition.id} in one visit: ${covers.join('; ')}`, async ({ page }) => {
    // The form's timers (a message cleared after its delay) run on the test's clock.
    await page.clock.install();
    const endpoint = await open(page, definition);
    for (const [index, step] of steps.entries()) {
      if (step.fresh && index > 0) {
        // Without the draft of the steps before, the reloaded form is as a first visit shows it.
        await page.evaluate(() => window.localStorage.clear());
        await page.reload();
        await expect(submitButton(page, definition)).toBeEnabled();
      }
      await test.step(step.title, () => step.run(page, endpoint));
    }
  });
}

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
