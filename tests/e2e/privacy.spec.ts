import { expect, test, type Locator } from './fixtures.ts';
import { firm } from '../../src/content/firm.ts';
import { privacyNoticeVersion } from '../../src/privacy-notice/notice.ts';
import { NOTICE_TEXT, PRIVACY_NOTICE_UPDATED } from '../../src/privacy-notice/notice-text.ts';
import { noticeSettingsFrom } from '../../src/content/privacy/notice-settings.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { isHiddenField, type FormDefinition } from '../../src/questionnaire/definition.ts';
import { formatLongDate } from '../../src/shared/format-date.ts';
import { fieldId } from './form-driver.ts';
import { watchForProblems } from './support.ts';

const catalogue = loadCatalogue();
const questionnaires = catalogue.filter((definition) => definition.form.consent);

/** What a visitor can fill in on a form, by visible label: read from the catalogue here, not from the notice's code. */
function visibleLabels(definition: FormDefinition): string[] {
  return Object.keys(definition.schema.properties)
    .filter((field) => field !== definition.form.consent?.field && !isHiddenField(definition, field))
    .map((field) => (definition.schema.properties[field]?.title ?? field).replace(/\s*\*$/, ''));
}

function consentLabel(definition: FormDefinition): string {
  const field = definition.form.consent?.field ?? '';
  return (definition.schema.properties[field]?.title ?? '').replace(/\s*\*$/, '');
}

/** The nearest element around `control` that also holds the privacy notice link. */
function besideNoticeLink(control: Locator): Locator {
  return control
    .locator('xpath=ancestor::*[.//a[@data-testid="privacy-notice-link"]][1]')
    .getByRole('link', { name: /How we use your details/ });
}

test('the privacy notice lists every field of every form, dated and versioned from its data', async ({ page }) => {
  const problems = watchForProblems(page);
  const response = await page.goto('/privacy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  for (const definition of catalogue) {
    const block = page.getByTestId(`notice-form-${definition.id}`);
    await expect(block.locator('summary')).toContainText(definition.form.title);
    const listed = await block.getByTestId('notice-field').allTextContents();
    expect(listed.sort(), definition.id).toEqual(visibleLabels(definition).sort());
    // The questions the form requires are marked: the contact form's email address among them.
    if (definition.form.kind === 'contact') {
      const email = definition.schema.properties[definition.form.payload.email]?.title?.replace(/\s*\*$/, '') ?? '';
      await expect(block.locator('li').filter({ hasText: email })).toContainText('(required)');
    }
  }
  await expect(page.getByTestId('notice-meta')).toContainText(`Last updated ${formatLongDate(PRIVACY_NOTICE_UPDATED)}`);
  const settings = noticeSettingsFrom(process.env);
  await expect(page.getByTestId('notice-version')).toHaveText(
    privacyNoticeVersion({ firm, forms: catalogue, ...settings }),
  );
  await expect(page.getByRole('main')).toContainText(NOTICE_TEXT.retention(settings.retentionDays));
  for (const heading of ['Your rights, and how to use them', 'Withdrawing your consent', 'Cookies and tracking']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  // A form's list opens on request.
  const contact = page.getByTestId('notice-form-contact');
  await contact.locator('summary').click();
  await expect(contact.getByText('Email Address', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

// Every consent box has the notice beside it (checked for every form in tests/unit/every-form.test.tsx);
// in the browser, a visitor opens it from one form's box and loses nothing they typed (below). The contact
// page's one visit holds its footer check too; it comes last, as what is typed there stays on the page.
test('the footer links the privacy notice on every kind of page; the contact form has it beside its send button', async ({
  page,
  context,
}) => {
  const contact = formById(loadCatalogue(), 'contact');
  for (const urlPath of ['/', '/iso27001-questionnaire', '/blog/tisax-automotive-guide', '/contact']) {
    await page.goto(urlPath);
    await test.step(`the footer links the privacy notice on every kind of page: ${urlPath}`, async () => {
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
    });
  }

  await test.step('the contact form has the notice beside its send button; opening it loses nothing typed', async () => {
    await expect(page).toHaveURL(contact.form.route);
    const send = page.getByRole('button', { name: contact.form.submit.label });
    await expect(send).toBeEnabled();
    await page.locator(fieldId(contact, 'name')).fill('Jane Smith');
    await page.locator(fieldId(contact, 'message')).fill('We need ISO 27001 by spring.');
    const link = besideNoticeLink(send);
    await expect(link).toHaveAttribute('href', '/privacy');
    const [notice] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(notice.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator(fieldId(contact, 'name'))).toHaveValue('Jane Smith');
    await expect(page.locator(fieldId(contact, 'message'))).toHaveValue('We need ISO 27001 by spring.');
  });
});

test('a questionnaire keeps its answers and the ticked consent box while the notice is read', async ({
  page,
  context,
}) => {
  const definition = questionnaires.find((candidate) => candidate.id === 'gdpr') ?? questionnaires[0];
  if (!definition) throw new Error('no questionnaire with a consent box in the catalogue');
  await page.goto(definition.form.route);
  const box = page.getByRole('checkbox', { name: consentLabel(definition) });
  await box.check();
  const firstText = page.locator('input[type="text"]').first();
  await firstText.fill('Acme Health Ltd');
  const [notice] = await Promise.all([context.waitForEvent('page'), besideNoticeLink(box).click()]);
  await expect(notice).toHaveURL(/\/privacy$/);
  await expect(box).toBeChecked();
  await expect(firstText).toHaveValue('Acme Health Ltd');
});
