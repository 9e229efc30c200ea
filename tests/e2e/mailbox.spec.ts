/**
 * The mailbox rule in the browser: an email address holding anything a plain local@domain
 * address may not (a display name in angle brackets, a second address, quotes, spaces, control or
 * bidi characters) is refused before anything is sent, with the form's own email message; a
 * plain address with unusual characters goes through and comes back as the email's Reply-To. One
 * visit of the contact form holds every case, each a step.
 */
import { expect, test, type Request } from './fixtures.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { fieldId, fillField, fillForm } from './form-driver.ts';
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

test('the mailbox rule on one visit of the contact form: tricks refused in the browser, a plain address sent', async ({
  page,
}) => {
  // Seven cases, each filled and sent on this one visit: room for a busy machine.
  test.setTimeout(2 * 60_000);
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/submissions')) requests.push(request);
  });
  const submit = page.getByRole('button', { name: contact.form.submit.label, exact: true });
  const message = page.getByTestId('error-message');
  await page.goto(contact.form.route);

  for (const [name, email] of tricks) {
    await test.step(`an email address with ${name} is refused in the browser, nothing sent`, async () => {
      // The previous refusal's message follows the answers: an address that passes clears it, so the
      // message seen next is this submit's own.
      await fillField(page, contact, 'email', 'ada@example.org');
      await expect(message).toHaveCount(0);
      await expect(submit).toBeEnabled();
      await fillForm(page, contact, { name: 'Eve', email, message: 'Please reply to this address.' });
      await expect(page.locator(fieldId(contact, 'email'))).toHaveValue(email);
      await submit.click();
      await expect(message).toHaveText(emailStep.message);
      await afterRequestsSoFar(page);
      expect(requests).toHaveLength(0);
    });
  }

  // Sending changes what the page holds: the last step of the visit.
  await test.step('a plain address with unusual characters is sent, stored and put in Reply-To exactly', async () => {
    const email = "o'brien+iso@example.ie";
    await fillForm(page, contact, { name: 'Siobhan', email, message: 'Hello from Cork.' });
    const responded = page.waitForResponse((response) => response.url().endsWith('/api/submissions'));
    await submit.click();
    const response = await responded;
    expect(response.status()).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const row = storedSubmission(id);
    expect((JSON.parse(String(row?.answers)) as { email: string }).email).toBe(email);
    const mail = await deliveredMail(id);
    expect(mail.replyTo?.value.map((address) => address.address)).toEqual([email]);
  });
});
