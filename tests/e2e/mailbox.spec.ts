/**
 * The mailbox rule in the browser: an email address holding anything a plain local@domain
 * address may not (a display name in angle brackets, a second address, quotes, spaces, control or
 * bidi characters) is refused before anything is sent, with the form's own email message; a
 * plain address with unusual characters goes through and comes back as the email's Reply-To.
 */
import { expect, test, type Request } from './fixtures.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { fieldId, fillForm } from './form-driver.ts';
import { deliveredMail, storedSubmission } from './intake-records.ts';
import { afterRequestsSoFar } from './support.ts';

const contact = formById(loadCatalogue(), 'contact');
const emailStep = contact.form.pipeline.find((step) => step.check === 'email');
if (!emailStep) throw new Error('the contact form has no email step');

const tricks = [
  ['a display name', 'Support<attacker@evil.example>'],
  ['two addresses', 'a,b@evil.example'],
  ['a quoted local part', '"boss"@evil.example'],
  ['a space', 'ada lovelace@example.org'],
  ['a right-to-left override', 'gro.elpmaxe\u202E@evil.example'],
  ['a zero-width space', 'ada\u200B@example.org'],
] as const;

for (const [name, email] of tricks) {
  test(`an email address with ${name} is refused in the browser, nothing sent`, async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/submissions')) requests.push(request);
    });
    await page.goto(contact.form.route);
    await expect(page.getByRole('button', { name: contact.form.submit.label, exact: true })).toBeEnabled();
    await fillForm(page, contact, { name: 'Eve', email, message: 'Please reply to this address.' });
    await expect(page.locator(fieldId(contact, 'email'))).toHaveValue(email);
    await page.getByRole('button', { name: contact.form.submit.label, exact: true }).click();
    await expect(page.getByTestId('error-message')).toHaveText(emailStep.message);
    await afterRequestsSoFar(page);
    expect(requests).toHaveLength(0);
  });
}

test('a plain address with unusual characters is sent, stored and put in Reply-To exactly', async ({ page }) => {
  const email = "o'brien+iso@example.ie";
  await page.goto(contact.form.route);
  await fillForm(page, contact, { name: 'Siobhan', email, message: 'Hello from Cork.' });
  const responded = page.waitForResponse((response) => response.url().endsWith('/api/submissions'));
  await page.getByRole('button', { name: contact.form.submit.label, exact: true }).click();
  const response = await responded;
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  const row = storedSubmission(id);
  expect((JSON.parse(String(row?.answers)) as { email: string }).email).toBe(email);
  const mail = await deliveredMail(id);
  expect(mail.replyTo?.value.map((address) => address.address)).toEqual([email]);
});
