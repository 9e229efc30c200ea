import { expect, test, type Page } from './fixtures.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { optionLabel, type FormDefinition } from '../../src/questionnaire/definition.ts';
import { defaultAnswers } from '../../src/questionnaire/catalogue/sample-answers.ts';
import { formCounts } from '../../src/questionnaire/counts.ts';
import { progressOf } from '../../src/questionnaire/progress.ts';
import { questionTitle, stepMessage } from '../support/catalogue-words.ts';
import { fullAnswers, minimalAnswers } from '../support/sample-answers.ts';
import { fieldId, fillForm, firstRequiredTextField, widgetOf } from './form-driver.ts';
import { representativeForms } from './representative-forms.ts';
import { expectNoAxeViolations, holdSubmissions } from './support.ts';

const catalogue = loadCatalogue();
const form = (id: string): FormDefinition => formById(catalogue, id);
const draftOf = (page: Page, id: string) =>
  page.evaluate((key) => window.localStorage.getItem(key), `questionnaire-draft:${id}`);

/** The first half of the form's sections, answered as a visitor would, consent included. */
function halfAnswers(definition: FormDefinition): Record<string, unknown> {
  const all = fullAnswers(definition);
  const sections = definition.form.sections.slice(0, Math.ceil(definition.form.sections.length / 2) + 1);
  const fields = new Set(sections.flatMap((section) => section.fields));
  const half = Object.fromEntries(Object.entries(all).filter(([field]) => fields.has(field)));
  const consent = definition.form.consent?.field;
  return consent ? { ...half, [consent]: true } : half;
}

async function expectAnswer(page: Page, definition: FormDefinition, field: string, value: unknown) {
  const schema = definition.schema.properties[field];
  const target = page.locator(fieldId(definition, field));
  switch (widgetOf(definition, field)) {
    case 'radio':
      await expect(target.getByLabel(optionLabel(schema, value), { exact: true })).toBeChecked();
      return;
    case 'checkboxes':
      for (const item of value as unknown[])
        await expect(target.getByLabel(optionLabel(schema?.items, item), { exact: true })).toBeChecked();
      return;
    case 'select':
      await expect(target.locator('option:checked')).toHaveText(optionLabel(schema, value));
      return;
    case 'range':
      await expect(page.locator(`[role="slider"][aria-labelledby="${definition.id}_${field}-label"]`)).toHaveAttribute(
        'aria-valuenow',
        String(value),
      );
      return;
    case 'checkbox':
      return;
    default:
      await expect(target).toHaveValue(String(value));
  }
}

/** A part of one visit to a form; `fresh` asks for the form as first opened (no draft, page reloaded). */
type Step = { readonly title: string; readonly fresh?: boolean; run(page: Page): Promise<void> };

function answersComeBack(definition: FormDefinition): Step {
  const { id } = definition;
  const consent = definition.form.consent?.field ?? 'consent';
  return {
    title: 'answers half, reloads, continues: every answer is back, consent is not; start over empties both',
    async run(page) {
      await expect(page.getByTestId('draft-note')).toContainText('kept in this browser');
      const answers = halfAnswers(definition);
      await fillForm(page, definition, answers);
      await expect
        .poll(async () => JSON.parse((await draftOf(page, id)) ?? '{"answers":{}}').answers, { timeout: 5000 })
        .toMatchObject(Object.fromEntries(Object.entries(answers).filter(([field]) => field !== consent)));
      expect(await draftOf(page, id)).not.toContain(`"${consent}"`);

      await page.reload();
      const prompt = page.getByTestId('draft-prompt');
      await expect(prompt).toContainText('You have saved answers');
      await expectNoAxeViolations(page);
      await prompt.getByRole('button', { name: 'Continue where you left off' }).click();
      await expect(prompt).toHaveCount(0);
      for (const [field, value] of Object.entries(answers))
        if (field !== consent) await expectAnswer(page, definition, field, value);
      await expect(page.locator(fieldId(definition, consent))).not.toBeChecked();

      // Start over, offered again at the next visit, empties the form and the draft.
      await page.reload();
      await page.getByRole('button', { name: 'Start over' }).click();
      expect(await draftOf(page, id)).toBeNull();
      const firstText = Object.keys(answers).find((field) => widgetOf(definition, field) === 'text');
      if (firstText) await expect(page.locator(fieldId(definition, firstText))).toHaveValue('');
    },
  };
}

// Runs on the form just started over: what it checks (a draft kept or removed by a submission) holds
// whatever answers the form held before the visitor filled it.
function draftAfterSubmit(definition: FormDefinition): Step {
  const { id } = definition;
  return {
    title: 'a failed submit keeps the draft; a successful one removes it',
    async run(page) {
      await fillForm(page, definition, minimalAnswers(definition));
      await expect.poll(() => draftOf(page, id)).not.toBeNull();
      await page.route('**/api/submissions', (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: definition.form.submit.label, exact: true }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await draftOf(page, id)).not.toBeNull();
      await page.unroute('**/api/submissions');
      await page.getByRole('button', { name: definition.form.submit.label, exact: true }).click();
      await expect(
        page.getByTestId(definition.form.success.display === 'card' ? 'thank-you' : 'form-success'),
      ).toBeVisible();
      await expect.poll(() => draftOf(page, id)).toBeNull();
    },
  };
}

const iso27001 = form('iso27001');

const untouchedKeepsNoDraft: Step = {
  title: 'a form opened and left as it was keeps no draft: its preset sliders are not answers',
  fresh: true,
  async run(page) {
    const definition = iso27001;
    const typed = firstRequiredTextField(definition);
    await page.locator(fieldId(definition, typed)).fill('Asha Rao');
    // Saved once the visitor answers; the sliders still at their presets are not part of it.
    await expect
      .poll(async () => JSON.parse((await draftOf(page, 'iso27001')) ?? '{}').answers)
      .toEqual({ [typed]: 'Asha Rao' });
    await page.locator(fieldId(definition, typed)).fill('');
    await expect.poll(() => draftOf(page, 'iso27001')).toBeNull();
    await page.reload();
    // The note names the browser once the stored draft has been looked up; no offer comes with it.
    await expect(page.getByTestId('draft-note')).toContainText('kept in this browser');
    await expect(page.getByTestId('draft-prompt')).toHaveCount(0);
  },
};

// Follows the step above, which leaves the form as first opened (reloaded, no draft).
const progress: Step = {
  title: 'progress: answered out of the form questions, required remaining, announced politely',
  async run(page) {
    const definition = iso27001;
    // The figures come from the form itself (progress.ts, tested in tests/unit/drafts.test.ts).
    const fresh = progressOf(definition, defaultAnswers(definition));
    const typed = { name: 'Asha Rao', email: 'asha@example.org', topManagementSponsorship: 'yes' };
    const later = progressOf(definition, { ...defaultAnswers(definition), ...typed });
    // The total is the form's one count (counts.ts): a revealed follow-up belongs to its question.
    expect(later.total).toBe(formCounts(definition).questions);
    expect(fresh.total).toBe(later.total);
    await expect(page.getByTestId('progress-text')).toHaveText(`0 of ${fresh.total} questions answered`);
    await expect(page.getByTestId('required-text')).toHaveText(`${fresh.requiredRemaining} required remaining`);
    await page.locator('#iso27001_name').fill(typed.name);
    await page.locator('#iso27001_email').fill(typed.email);
    await page.locator('#iso27001_topManagementSponsorship').getByLabel('Yes', { exact: true }).check();
    const answered = `${later.answered} of ${later.total} questions answered`;
    await expect(page.getByTestId('progress-text')).toHaveText(answered);
    await expect(page.getByTestId('required-text')).toHaveText(`${later.requiredRemaining} required remaining`);
    await expect(page.getByTestId('progress-live')).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByTestId('progress-live')).toHaveText(
      `${answered}, ${later.requiredRemaining} required remaining`,
      { timeout: 5000 },
    );
    await page.locator('#iso27001_consent').check();
    await expect(page.getByTestId('required-text')).toHaveText('All required questions answered');
    await expectNoAxeViolations(page);
  },
};

const changedForm: Step = {
  title: 'a draft saved before the form changed brings back only answers that still fit, with a notice',
  fresh: true,
  async run(page) {
    const definition = iso27001;
    const typed = firstRequiredTextField(definition);
    await page.evaluate((field) => {
      window.localStorage.setItem(
        'questionnaire-draft:iso27001',
        JSON.stringify({
          version: 1,
          fingerprint: 'deadbeef',
          savedAt: new Date().toISOString(),
          answers: { [field]: 'Asha Rao', retiredQuestion: 'kept?', desiredScope: 'whole-galaxy', riskAppetite: 4 },
        }),
      );
    }, typed);
    await page.reload();
    await page.getByRole('button', { name: 'Continue where you left off' }).click();
    await expect(page.getByTestId('draft-changed')).toContainText(
      'The questions changed since you saved your answers.',
    );
    await expect(page.locator(fieldId(definition, typed))).toHaveValue('Asha Rao');
    await expect(page.locator('[role="slider"][aria-labelledby="iso27001_riskAppetite-label"]')).toHaveAttribute(
      'aria-valuenow',
      '4',
    );
    await expect(page.locator('#iso27001_desiredScope input:checked')).toHaveCount(0);
  },
};

const sectionList: Step = {
  title: 'section list: links to each section, marks started ones, works by keyboard',
  fresh: true,
  async run(page) {
    await page.setViewportSize({ width: 1280, height: 900 });
    const definition = iso27001;
    const nav = page.getByRole('navigation', { name: 'Form sections', exact: true });
    await expect(nav.getByRole('link')).toHaveCount(definition.form.sections.length);
    const [first, , third] = definition.form.sections;
    if (!first || !third) throw new Error('iso27001 needs three sections for this test');
    await page.locator(`#iso27001_${first.fields[0]}`).fill('Asha Rao');
    await expect(nav.getByRole('link', { name: `${first.title} (has answers)` })).toBeVisible();
    const link = nav.getByRole('link', { name: third.title, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#section-${third.id}$`));
    await expect
      .poll(() =>
        page.locator(`#section-${third.id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBeLessThan(200);
  },
};

const messageLeadsToField: Step = {
  title: 'a validation message takes the focus and leads to the field, which is marked invalid',
  fresh: true,
  async run(page) {
    const definition = form('iso9001');
    const typed = firstRequiredTextField(definition);
    // The question the message leads to: the first required one still unanswered.
    const [step] = definition.form.pipeline;
    const missing = step?.check === 'required' ? step.fields.find((field) => field !== typed) : undefined;
    if (!missing) throw new Error('iso9001 starts its checks with a required step of several fields');
    await page.locator(fieldId(definition, typed)).fill('Acme Foods');
    await page.getByRole('button', { name: definition.form.submit.label, exact: true }).click();
    const banner = page.getByRole('alert');
    await expect(banner.getByTestId('error-message')).toHaveText(stepMessage(definition, 'required'));
    await expect(banner).toBeFocused();
    await banner.getByRole('link', { name: `Go to “${questionTitle(definition, missing)}”` }).click();
    const target = page.locator(fieldId(definition, missing));
    await expect(target).toBeFocused();
    await expect(target).toHaveAttribute('aria-invalid', 'true');
    await expect
      .poll(() =>
        target.evaluate(
          (element) =>
            element.getBoundingClientRect().top > 0 && element.getBoundingClientRect().bottom < window.innerHeight,
        ),
      )
      .toBe(true);
    await expectNoAxeViolations(page);
  },
};

/** Each form's own draft and guidance behaviour, in the same visit after the draft steps every form has. */
const ownSteps: Record<string, readonly Step[]> = {
  iso9001: [messageLeadsToField],
  iso27001: [untouchedKeepsNoDraft, progress, changedForm, sectionList],
};

// The forms that together use every widget a draft brings back, and a consent box it never keeps
// (tests/e2e/representative-forms.ts), each visited once.
const visited = [
  ...new Set([
    ...representativeForms(catalogue).filter((candidate) => candidate.form.consent),
    ...Object.keys(ownSteps).map((id) => form(id)),
  ]),
];

for (const definition of visited) {
  const steps = [
    ...(definition.form.consent ? [answersComeBack(definition), draftAfterSubmit(definition)] : []),
    ...(ownSteps[definition.id] ?? []),
  ];
  const covers = [
    definition.form.consent ? 'answers come back after a reload, a submission keeps or removes the draft' : '',
    ownSteps[definition.id] ? 'its own draft and guidance rules' : '',
  ].filter(Boolean);
  test(`drafts of ${definition.id} in one visit: ${covers.join('; ')}`, async ({ page }) => {
    await page.goto(definition.form.route);
    for (const [index, step] of steps.entries()) {
      if (step.fresh && index > 0) {
        // Without the draft of the steps before, the reloaded form is as a first visit shows it.
        await page.evaluate(() => window.localStorage.clear());
        await page.reload();
      }
      await test.step(step.title, () => step.run(page));
    }
  });
}

test('with localStorage unavailable the form still submits', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const definition = form('iso27001');
  await page.goto(definition.form.route);
  await expect(page.getByTestId('draft-note')).toHaveText('Nothing is sent until you submit.');
  await fillForm(page, definition, minimalAnswers(definition));
  await page.getByRole('button', { name: definition.form.submit.label, exact: true }).click();
  await expect(page.getByTestId('thank-you')).toBeVisible();
});

test('section list folds into a control on small screens', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const definition = form('healthcare-it');
  await page.goto(definition.form.route);
  await expect(page.getByRole('navigation', { name: 'Form sections', exact: true })).toBeHidden();
  const summary = page.getByText(`Sections (0 of ${definition.form.sections.length} started)`, { exact: true });
  await summary.focus();
  await page.keyboard.press('Enter');
  const compact = page.getByRole('navigation', { name: 'Form sections, compact' });
  const last = definition.form.sections.at(-1)?.title ?? '';
  await expect(compact.getByRole('link', { name: last, exact: true })).toBeVisible();
});

test('leaving while a submission is in flight asks first', async ({ page }) => {
  const definition = form('gdpr');
  const release = await holdSubmissions(page);
  await page.goto(definition.form.route);
  await fillForm(page, definition, minimalAnswers(definition));
  await page.getByRole('button', { name: definition.form.submit.label, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect.poll(() => questions).toEqual(['Your answers are still being sent. Leave this page anyway?']);
  await expect(page).toHaveURL(definition.form.route);
  release();
  await expect(page.getByTestId('thank-you')).toBeVisible();
});
