import { expect, test } from './fixtures.ts';
import { firm } from '../../src/content/firm.ts';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { submissionReference } from '../../src/questionnaire/reference.ts';
import { readinessSnapshot } from '../../src/questionnaire/scoring.ts';
import { fullAnswers } from '../support/sample-answers.ts';
import { fillForm } from './form-driver.ts';
import { deliveredMail, storedSubmission } from './intake-records.ts';

// What a submission sends, seen in the SMTP sink after a visitor submits in the browser: the
// firm's multipart email (with the readiness snapshot for a questionnaire) and the visitor's
// confirmation, which names the form and the reference and carries none of the answers.

const catalogue = loadCatalogue();

for (const id of ['contact', 'iso27001']) {
  const definition = catalogue.find((candidate) => candidate.id === id);
  if (!definition) throw new Error(`no form ${id}`);
  const { form } = definition;

  test(`${form.route}: the firm gets a multipart email, the visitor a confirmation without answers`, async ({
    page,
  }) => {
    // An address of its own: the sink's other tests must not use up this one's 3 confirmations.
    const visitor = `visitor-${Date.now()}@example.org`;
    const answers: Record<string, unknown> = { ...fullAnswers(definition), [form.payload.email]: visitor };
    const secret = `Unannounced merger with Contoso ${Date.now()}`;
    const freeText = id === 'contact' ? 'message' : 'businessGoals';
    answers[freeText] = secret;
    await page.goto(form.route);
    await fillForm(page, definition, answers);
    const responded = page.waitForResponse((response) => response.url().endsWith('/api/submissions'));
    await page.getByRole('button', { name: form.submit.label, exact: true }).click();
    const response = await responded;
    expect(response.status()).toBe(200);
    const { id: submissionId } = (await response.json()) as { id: string };
    const reference = submissionReference(submissionId);

    const lead = await deliveredMail(submissionId);
    const row = storedSubmission(submissionId);
    expect(lead.text?.replace(/\r\n/g, '\n').startsWith(String(row?.report))).toBe(true);
    expect(lead.html).toContain('<!DOCTYPE html>');
    expect(lead.html).toContain(secret);
    expect(lead.html).toContain(reference);
    const snapshot = readinessSnapshot(definition, JSON.parse(String(row?.answers)) as Record<string, unknown>);
    if (snapshot) {
      expect(lead.text).toContain(`Overall readiness: ${snapshot.overall}%`);
      expect(lead.html).toContain(`data-priority="${snapshot.priority.level}"`);
      expect(lead.html).toContain(`data-overall="${snapshot.overall}"`);
    } else {
      expect(id).toBe('contact');
      expect(lead.text).not.toContain('READINESS SNAPSHOT');
    }

    const confirmation = await deliveredMail(submissionId, 'confirmation');
    expect(confirmation.to && !Array.isArray(confirmation.to) ? confirmation.to.value[0]?.address : '').toBe(visitor);
    expect(confirmation.subject).toBe(`We received your ${form.title} (reference ${reference})`);
    for (const part of [confirmation.text ?? '', String(confirmation.html)]) {
      expect(part).toContain(reference);
      expect(part).toContain(form.confirmation?.nextSteps ?? form.success.message);
      expect(part).toContain(firm.email);
      expect(part).toContain(`${firm.siteUrl}/privacy`);
      expect(part).not.toContain(secret);
      expect(part).not.toContain(String(answers[form.payload.name]));
    }
  });
}
