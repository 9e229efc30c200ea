import { describe, expect, it } from 'vitest';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { EMAIL_SHAPE, runPipeline } from '../../src/questionnaire/pipeline.ts';
import { minimalAnswers } from '../support/sample-answers.ts';

const catalogue = loadCatalogue();
const form = (id: string): FormDefinition => formById(catalogue, id);
const messageFor = (id: string, answers: Record<string, unknown>) => {
  const result = runPipeline(form(id), answers);
  return result.ok ? null : result.failure.message;
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
    expect(messageFor('iso27001', { email: 'bad', consent: true })).toBe('Please fill in your name and email address.');
    expect(messageFor('iso27001', { name: 'J', email: 'bad' })).toBe('Please enter a valid email address.');
    expect(messageFor('iso27001', { name: 'J', email: 'j@e.co' })).toBe(
      'Please provide consent to be contacted regarding this inquiry.',
    );
    expect(messageFor('iso27001', { name: 'J', email: 'j@e.co', consent: true })).toBeNull();
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
    expect(messageFor('iso9001', { ...complete, consent: false })).toBe(
      'Please fill in all required fields and provide consent.',
    );
    expect(messageFor('iso9001', { ...complete, jobTitle: '  ' })).toBe(
      'Please fill in all required fields and provide consent.',
    );
    expect(messageFor('iso9001', complete)).toBe('Please select at least one service type you need.');
    expect(messageFor('iso9001', { ...complete, serviceTypes: ['training'] })).toBe(
      'Please enter a valid email address.',
    );
    expect(messageFor('iso9001', { ...complete, serviceTypes: ['training'], email: 'q@m.io' })).toBeNull();
  });

  it('ISO 27701 enforces company and job title although they are labelled optional', () => {
    const base = { fullName: 'J', email: 'j@e.co', consent: true };
    expect(messageFor('iso27701', base)).toBe('Please fill in all required fields.');
    expect(messageFor('iso27701', { ...base, company: 'A' })).toBe('Please fill in all required fields.');
    expect(messageFor('iso27701', { ...base, company: 'A', jobTitle: 'DPO' })).toBeNull();
  });

  it.each([
    ['iso42001', { fullName: 'J', industry: 'Banking' }, 'email'],
    ['gdpr', { companyName: 'A', industry: 'Retail' }, 'contactEmail'],
    ['soc2', { companyName: 'A', industry: 'SaaS', primaryService: 'Payroll' }, 'contactEmail'],
    ['dpdp', { companyName: 'A', industry: 'Fintech', businessType: 'indian-company' }, 'contactEmail'],
    ['it-audit', { companyName: 'A', industry: 'Bank', organizationType: 'public-company' }, 'contactEmail'],
    ['healthcare-it', { organizationName: 'A', healthcareSector: 'medical-practice' }, 'contactEmail'],
  ])('%s: required, then email shape, then consent', (id, required, emailField) => {
    expect(messageFor(id, { [emailField]: 'j@e.co', consent: true })).toBe('Please fill in all required fields.');
    expect(messageFor(id, { ...required, [emailField]: 'j@e', consent: true })).toBe(
      'Please enter a valid email address.',
    );
    expect(messageFor(id, { ...required, [emailField]: 'j@e.co' })).toBe(
      'Please provide consent to be contacted regarding this inquiry.',
    );
    expect(messageFor(id, { ...required, [emailField]: 'j@e.co', consent: true })).toBeNull();
  });

  it('contact: name, email and message, then email shape', () => {
    expect(messageFor('contact', { name: 'J', email: 'j@e.co' })).toBe(
      'Please fill in your name, email address and message.',
    );
    expect(messageFor('contact', { name: 'J', email: 'nope', message: 'Hi' })).toBe(
      'Please enter a valid email address.',
    );
    expect(messageFor('contact', { name: 'J', email: 'j@e.co', message: 'Hi' })).toBeNull();
  });

  it.each(catalogue.map((definition) => [definition.id, definition] as const))(
    '%s: the minimal sample passes',
    (_, definition) => {
      expect(runPipeline(definition, minimalAnswers(definition))).toEqual({ ok: true });
    },
  );
});
