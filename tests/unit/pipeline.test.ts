import { describe, expect, it } from 'vitest';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition, PipelineStep } from '../../src/questionnaire/definition.ts';
import { EMAIL_SHAPE, runPipeline } from '../../src/questionnaire/pipeline.ts';
import { minimalAnswers } from '../support/sample-answers.ts';

const catalogue = loadCatalogue();
const form = (id: string): FormDefinition => formById(catalogue, id);
/** The first failing step, as its check, field and message; null when the answers pass. */
const failureOf = (id: string, answers: Record<string, unknown>) => {
  const result = runPipeline(form(id), answers);
  return result.ok ? null : result.failure;
};
/**
 * The failure a step of the form's pipeline reports for a field, message read from form.json:
 * the tests hold which check fires in which order, the consultant holds the wording.
 */
const step = (id: string, code: PipelineStep['check'], field: string) => {
  const found = form(id).form.pipeline.find((candidate) => candidate.check === code);
  if (!found) throw new Error(`${id} has no ${code} step`);
  return { field, code, message: found.message };
};

describe('email shape', () => {
  it.each(['a@b.co', 'jane.doe+iso@example.org', 'x@y.z'])('accepts %s', (email) =>
    expect(EMAIL_SHAPE.test(email)).toBe(true),
  );
  it.each(['', 'plain', '@b.co', 'a@', 'a@b', 'a@.co', 'a@b.', 'a b@c.de', 'a@b .de', 'a@b.c d'])(
    'rejects "%s"',
    (email) => expect(EMAIL_SHAPE.test(email)).toBe(false),
  );
});

describe('validation order of each form', () => {
  it('ISO 27001: name and email, then email shape, then consent', () => {
    expect(failureOf('iso27001', { email: 'bad', consent: true })).toEqual(step('iso27001', 'required', 'name'));
    expect(failureOf('iso27001', { name: 'J', email: 'bad' })).toEqual(step('iso27001', 'email', 'email'));
    expect(failureOf('iso27001', { name: 'J', email: 'j@e.co' })).toEqual(step('iso27001', 'consent', 'consent'));
    expect(failureOf('iso27001', { name: 'J', email: 'j@e.co', consent: true })).toBeNull();
  });

  it('ISO 9001: required fields with consent, then a service type, then email shape', () => {
    const complete = {
      companyName: 'A',
      industry: 'food',
      primaryGoal: 'improvement',
      contactName: 'J',
      jobTitle: 'QM',
      email: 'bad',
      consent: true,
    };
    expect(failureOf('iso9001', { ...complete, consent: false })).toEqual(step('iso9001', 'required', 'consent'));
    expect(failureOf('iso9001', { ...complete, jobTitle: '  ' })).toEqual(step('iso9001', 'required', 'jobTitle'));
    expect(failureOf('iso9001', complete)).toEqual(step('iso9001', 'minItems', 'serviceTypes'));
    expect(failureOf('iso9001', { ...complete, serviceTypes: ['training'] })).toEqual(
      step('iso9001', 'email', 'email'),
    );
    expect(failureOf('iso9001', { ...complete, serviceTypes: ['training'], email: 'q@m.io' })).toBeNull();
  });

  it('ISO 27701 enforces company and job title although they are labelled optional', () => {
    const base = { fullName: 'J', email: 'j@e.co', consent: true };
    expect(failureOf('iso27701', base)).toEqual(step('iso27701', 'required', 'company'));
    expect(failureOf('iso27701', { ...base, company: 'A' })).toEqual(step('iso27701', 'required', 'jobTitle'));
    expect(failureOf('iso27701', { ...base, company: 'A', jobTitle: 'DPO' })).toBeNull();
  });

  it.each([
    ['iso42001', { fullName: 'J', industry: 'Banking' }, 'email'],
    ['gdpr', { companyName: 'A', industry: 'Retail' }, 'contactEmail'],
    ['soc2', { companyName: 'A', industry: 'SaaS', primaryService: 'Payroll' }, 'contactEmail'],
    ['dpdp', { companyName: 'A', industry: 'Fintech', businessType: 'indian-company' }, 'contactEmail'],
    ['it-audit', { companyName: 'A', industry: 'Bank', organizationType: 'public-company' }, 'contactEmail'],
    ['healthcare-it', { organizationName: 'A', healthcareSector: 'medical-practice' }, 'contactEmail'],
  ])('%s: required, then email shape, then consent', (id, required, emailField) => {
    const [firstRequired = ''] = Object.keys(required);
    expect(failureOf(id, { [emailField]: 'j@e.co', consent: true })).toEqual(step(id, 'required', firstRequired));
    expect(failureOf(id, { ...required, [emailField]: 'j@e', consent: true })).toEqual(step(id, 'email', emailField));
    expect(failureOf(id, { ...required, [emailField]: 'j@e.co' })).toEqual(step(id, 'consent', 'consent'));
    expect(failureOf(id, { ...required, [emailField]: 'j@e.co', consent: true })).toBeNull();
  });

  it('contact: name, email and message, then email shape', () => {
    expect(failureOf('contact', { name: 'J', email: 'j@e.co' })).toEqual(step('contact', 'required', 'message'));
    expect(failureOf('contact', { name: 'J', email: 'nope', message: 'Hi' })).toEqual(
      step('contact', 'email', 'email'),
    );
    expect(failureOf('contact', { name: 'J', email: 'j@e.co', message: 'Hi' })).toBeNull();
  });

  it.each(catalogue.map((definition) => [definition.id, definition] as const))(
    '%s: the minimal sample passes',
    (_, definition) => {
      expect(runPipeline(definition, minimalAnswers(definition))).toEqual({ ok: true });
    },
  );
});
