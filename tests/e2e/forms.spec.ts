import { expect, test, type Request } from './fixtures.ts';
import { firm } from '../../src/content/firm.ts';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { withVersion } from '../../src/questionnaire/version-id.ts';
import { fullAnswers, minimalAnswers } from '../support/sample-answers.ts';
import { fieldId, fillForm, widgetOf } from './form-driver.ts';
import { deliveredMail, storedSubmission } from './intake-records.ts';
import { representativeForms } from './representative-forms.ts';
import { expectNoAxeViolations, watchForProblems } from './support.ts';

// A visitor's submission through the real server, on the forms that together show every way the
// engine draws and sends one; each form's own messages and screens are checked over the whole
// catalogue in tests/unit/every-form.test.tsx, its payload in tests/unit/__snapshots__/forms/, its
// storing and email in tests/integration/submissions.test.ts, its page's axe check in pages.spec.ts.
const forms = representativeForms(loadCatalogue());

/** What the answers record should hold after the visitor's input (consent and copies per form.json). */
function expectedAnswers(definition: FormDefinition, answers: Record<string, unknown>): Record<string, unknown> {
  const expected = { ...answers };
  for (const [target, source] of Object.entries(definition.form.payload.copy ?? {})) expected[target] = answers[source];
  return expected;
}

function submitButton(definition: FormDefinition) {
  return { name: definition.form.submit.label, exact: true } as const;
}

for (const definition of forms) {
  const { form } = definition;

  test(`${form.route}: a visitor submits it; when the network fails, the failure message and every answer stay`, async ({
    page,
  }) => {
    const problems = watchForProblems(page);
    await page.goto(form.route);
    await test.step('a visitor submits it: the payload the firm receives, a database row, an email to the firm, the success screen', async () => {
      const requests: Request[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/submissions')) requests.push(request);
      });
      const answers = fullAnswers(definition);
      await fillForm(page, definition, answers);
      const responded = page.waitForResponse((response) => response.url().endsWith('/api/submissions'));
      await page.getByRole('button', submitButton(definition)).click();
      const response = await responded;
      expect(response.status()).toBe(200);
      const { id } = (await response.json()) as { id: string };

      expect(requests).toHaveLength(1);
      const request = requests[0];
      if (!request) throw new Error('no request');
      expect(request.method()).toBe('POST');
      const headers = request.headers();
      expect(headers['content-type']).toBe('application/json');
      expect(headers['accept']).toBe('application/json');
      expect(headers['idempotency-key']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );

      const body = request.postDataJSON() as Record<string, unknown>;
      expect(body.answers).toMatchObject(expectedAnswers(definition, answers));
      // The page sends what the one payload builder makes of the answers it holds; what that is for
      // each form (keys, form_type, extra fields, subject, report) is reviewed in
      // tests/unit/__snapshots__/forms/, so a new form needs no edit here.
      const submittedAt = new Date(String(body.submission_date));
      expect(Number.isNaN(submittedAt.getTime())).toBe(false);
      expect(body).toEqual(buildPayload(withVersion(definition), body.answers as Record<string, unknown>, submittedAt));

      if (form.success.display === 'card') {
        await expect(page.getByRole('heading', { name: form.success.title ?? 'Thank You!' })).toBeVisible();
        await expect(page.getByText(form.success.message)).toBeVisible();
        if (form.success.button)
          await expect(page.getByRole('link', { name: form.success.button.label })).toHaveAttribute(
            'href',
            form.success.button.to,
          );
        await expect(page.locator('form')).toHaveCount(0);
      } else {
        await expect(page.getByTestId('form-success')).toContainText(form.success.message);
      }
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(form.success.toast ? 1 : 0);
      expect(problems).toEqual([]);

      const row = storedSubmission(id);
      expect(row).toMatchObject({ form_id: definition.id, status: 'new' });
      expect(JSON.parse(String(row?.answers))).toMatchObject(expectedAnswers(definition, answers));
      const mail = await deliveredMail(id);
      expect(mail.subject).toBe(String(body._subject));
      expect(mail.replyTo?.value[0]?.address).toBe(body._replyto);
      expect(mail.text?.replace(/\r\n/g, '\n').startsWith(String(row?.report))).toBe(true);
    });
    // A second visitor's form: as first opened, without the draft or the success screen of the first.
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await test.step('when the network fails, the failure message shows, every answer stays, and the page stays accessible', async () => {
      // The visitor's connection drops: nothing reaches the server.
      await page.route('**/api/submissions', (route) => route.abort('internetdisconnected'));
      const answers = minimalAnswers(definition);
      await fillForm(page, definition, answers);
      await page.getByRole('button', submitButton(definition)).click();
      await expect(page.getByRole('alert')).toContainText(form.failure.message.replaceAll('{email}', firm.email));
      if (form.failure.title) await expect(page.getByRole('alert')).toContainText(form.failure.title);
      for (const [field, value] of Object.entries(answers)) {
        const widget = widgetOf(definition, field);
        if (widget === 'text' || widget === 'email' || widget === 'textarea')
          await expect(page.locator(fieldId(definition, field))).toHaveValue(String(value));
        if (widget === 'checkbox') await expect(page.locator(fieldId(definition, field))).toBeChecked();
      }
      await expectNoAxeViolations(page);
    });
  });
}
