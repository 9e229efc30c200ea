import { expect, test, type Page } from './fixtures.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { submissionReference } from '../../src/questionnaire/reference.ts';
import { DRAFT_SAVE_DELAY_MS } from '../../src/questionnaire/drafts.ts';
import { markLabel } from '../support/catalogue-words.ts';
import { minimalAnswers } from '../support/sample-answers.ts';
import { fieldId, fillForm, firstRequiredTextField } from './form-driver.ts';

const catalogue = loadCatalogue();
const contact = formById(catalogue, 'contact');
const iso27001 = formById(catalogue, 'iso27001');
const iso9001 = formById(catalogue, 'iso9001');
const draftOf = (page: Page, definition: FormDefinition) =>
  page.evaluate((key) => window.localStorage.getItem(key), `questionnaire-draft:${definition.id}`);
const submit = (page: Page, definition: FormDefinition) =>
  page.getByRole('button', { name: definition.form.submit.label, exact: true });
const messageOf = (definition: FormDefinition, check: string) =>
  definition.form.pipeline.find((step) => step.check === check)?.message ?? '';

async function open(page: Page, definition: FormDefinition) {
  await page.goto(definition.form.route);
  await expect(submit(page, definition)).toBeEnabled();
}

test('contact in one visit: the site speaks for the browser; after sending, the success panel and no draft note', async ({
  page,
}) => {
  await open(page, contact);
  await test.step('the site speaks, never the browser: an empty contact form, then an address without "@"', async () => {
    await expect(page.locator('form').first()).toHaveAttribute('novalidate', '');
    // Still marked required for assistive technology.
    for (const field of ['name', 'email', 'message'])
      await expect(page.locator(fieldId(contact, field))).toHaveAttribute('required', '');
    await submit(page, contact).click();
    await expect(page.getByTestId('error-message')).toHaveText(messageOf(contact, 'required'));
    await fillForm(page, contact, { name: 'Ada', email: 'ada.example.com', message: 'Hello' });
    await submit(page, contact).click();
    await expect(page.getByTestId('error-message')).toHaveText(messageOf(contact, 'email'));
  });
  // Sending fills every question again: the answers the step before left do not matter.
  await test.step('contact after sending: the success panel has the focus and the reference; the draft note is gone', async () => {
    await expect(page.getByTestId('draft-note')).toBeVisible();
    await fillForm(page, contact, minimalAnswers(contact));
    await submit(page, contact).click();
    const panel = page.getByTestId('form-success');
    await expect(panel).toBeFocused();
    await expect(panel.getByTestId('reference-code')).toHaveText(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
    await expect(page.getByTestId('draft-note')).toHaveCount(0);
  });
});

test('iso27001 in one visit: sliders, targets, the email check, then a submit and the page before and after its scripts', async ({
  browser,
  page,
}) => {
  // The draft save delay runs on the test's clock.
  await page.clock.install();
  await open(page, iso27001);
  // The steps that need the form as first opened come first; each later one sets the answers it needs.
  await test.step('sliders say what a level means', async () => {
    const slider = (field: string) => page.locator(`[role="slider"][aria-labelledby="${iso27001.id}_${field}-label"]`);
    const mark = (field: string, value: number) => markLabel(iso27001, field, value);
    await expect(slider('ismsMaturity')).toHaveAttribute('aria-valuetext', mark('ismsMaturity', 2));
    // A mark that is only its number names the ends of the scale instead.
    expect(mark('riskAppetite', 3)).toBe('3');
    await expect(slider('riskAppetite')).toHaveAttribute(
      'aria-valuetext',
      `3 on a scale from ${mark('riskAppetite', 1)} to ${mark('riskAppetite', 5)}`,
    );
    await slider('riskAppetite').focus();
    await page.keyboard.press('Home');
    await expect(slider('riskAppetite')).toHaveAttribute('aria-valuetext', mark('riskAppetite', 1));
  });
  await test.step('targets: every option and slider thumb at least 24 px, the send button 44 px; a 2 px focus ring', async () => {
    const sizes = await page
      .locator('form input[type="radio"], form input[type="checkbox"], form [role="slider"]')
      .evaluateAll((elements) =>
        elements
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => Math.min(box.width, box.height)),
      );
    expect(sizes.length).toBeGreaterThan(10);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24);
    expect((await submit(page, iso27001).boundingBox())?.height).toBeGreaterThanOrEqual(44);

    for (const selector of [fieldId(iso27001, firstRequiredTextField(iso27001)), 'form textarea']) {
      const input = page.locator(selector).first();
      await input.focus();
      const ring = await input.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
      expect(ring).toBe('solid 2px');
    }
  });
  await test.step('an invalid address is not "answered"; the message follows the fix and then clears', async () => {
    const required = page.getByTestId('required-text');
    await fillForm(page, iso27001, { ...minimalAnswers(iso27001), email: 'ada.example.com' });
    await expect(required).toHaveText('1 required remaining');
    await submit(page, iso27001).click();
    await expect(page.getByTestId('error-message')).toHaveText(messageOf(iso27001, 'email'));
    const email = page.locator(fieldId(iso27001, 'email'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('ada@example.com');
    await expect(page.getByTestId('form-error')).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(required).toHaveText('All required questions answered');
  });
  await test.step('after a submit: focus on the heading, the reference, what happens next; the draft is gone for good', async () => {
    await fillForm(page, iso27001, minimalAnswers(iso27001));
    // Sent at once, while a draft save of the last answer is still waiting.
    const responded = page.waitForResponse((response) => response.url().endsWith('/api/submissions'));
    await submit(page, iso27001).click();
    const { id } = (await (await responded).json()) as { id: string };
    const { success } = iso27001.form;
    const heading = page.getByRole('heading', { name: success.title ?? 'Thank You!', level: 2 });
    await expect(heading).toBeFocused();
    await expect(page.getByText(success.message, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByTestId('reference-code')).toHaveText(submissionReference(id));
    await expect(page.getByTestId('reference-code')).toHaveText(/^[0-9A-F]{4}-[0-9A-F]{4}$/);

    // The toast sits below the fixed header.
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast).toBeVisible();
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect((await toast.boundingBox())?.y).toBeGreaterThanOrEqual(headerBottom);

    // Past the draft save delay: a save still waiting from the last answer would be written now.
    await page.clock.runFor(DRAFT_SAVE_DELAY_MS * 2);
    expect(await draftOf(page, iso27001)).toBeNull();
    await page.reload();
    await expect(submit(page, iso27001)).toBeEnabled();
    await expect(page.getByTestId('draft-prompt')).toHaveCount(0);
    expect(await draftOf(page, iso27001)).toBeNull();
  });
  // The step before ends on the form reloaded with no draft, as a first visit opens it.
  await test.step('before its scripts run a questionnaire takes input; after hydration every part still takes it', async () => {
    const inputs = 'form input:not([name="_gotcha"]), form textarea, form select, form button';
    const staticContext = await browser.newContext({ javaScriptEnabled: false });
    const prerendered = await staticContext.newPage();
    await prerendered.goto(iso27001.form.route);
    const count = await prerendered.locator(inputs).count();
    expect(count).toBeGreaterThan(30);
    await expect(prerendered.locator('form fieldset:disabled')).toHaveCount(0);
    // Only the inputs the form's rules disable (an 'Other' text while 'Other' is not chosen) take no input.
    expect(await prerendered.locator(inputs).and(prerendered.locator(':enabled')).count()).toBeGreaterThan(count - 3);
    await staticContext.close();

    await expect(page.locator('form fieldset:disabled')).toHaveCount(0);
    await expect(page.locator(inputs).and(page.locator(':disabled:not([disabled])'))).toHaveCount(0);
    expect(await page.locator(inputs).and(page.locator(':enabled')).count()).toBeGreaterThan(count - 3);
  });
});

test('the saved-answers offer comes first, above the progress panel, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, iso9001);
  await page.locator(fieldId(iso9001, firstRequiredTextField(iso9001))).fill('Acme Foods');
  await expect.poll(() => draftOf(page, iso9001)).not.toBeNull();
  await page.reload();
  const prompt = page.getByTestId('draft-prompt');
  await expect(prompt).toBeVisible();
  const promptBox = await prompt.boundingBox();
  const progressBox = await page.getByTestId('form-progress').boundingBox();
  expect(promptBox && progressBox && promptBox.y + promptBox.height <= progressBox.y).toBe(true);
  expect(promptBox?.y).toBeLessThan(800);
});
