import { describe, expect, it } from 'vitest';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { buildPayload, payloadKeys } from '../../src/questionnaire/payload.ts';
import { buildReport } from '../../src/questionnaire/report.ts';
import { emptyText, optionTitle, questionTitle, sectionTitle } from '../support/catalogue-words.ts';
import { baseDefinition } from '../support/fixture-catalogue.ts';
import { clampToStep } from '../../src/questionnaire-ui/widgets/RangeWidget.tsx';
import { parseWholeNumber } from '../../src/questionnaire-ui/widgets/IntegerWidget.tsx';

const catalogue = loadCatalogue();
const form = (id: string): FormDefinition => formById(catalogue, id);
const CLOCK = new Date('2025-09-01T09:30:00.000Z');

// Each form's form_type and extra keys are in its reviewed snapshot (tests/unit/__snapshots__/forms/).
describe('payload keys', () => {
  it.each(catalogue.map((definition) => [definition.id, definition] as const))(
    '%s: the keys the server accepts, form_type from form.json, the submission time',
    (_id, definition) => {
      const payload = buildPayload(definition, {}, CLOCK);
      expect(Object.keys(payload).sort()).toEqual(payloadKeys(definition).sort());
      expect(payload.form_type).toBe(definition.form.payload.formType ?? undefined);
      expect(payload.submission_date).toBe('2025-09-01T09:30:00.000Z');
    },
  );
});

describe('payload values', () => {
  it('takes name, email and reply-to from the contact details, company or organisation where a form has them', () => {
    const healthcare = buildPayload(
      form('healthcare-it'),
      { organizationName: 'Sunrise Clinic', contactEmail: 'it@sunrise.example', healthcareSector: 'medical-practice' },
      CLOCK,
    );
    expect(healthcare).toMatchObject({
      name: 'Sunrise Clinic',
      email: 'it@sunrise.example',
      _replyto: 'it@sunrise.example',
      organization: 'Sunrise Clinic',
      healthcare_sector: 'medical-practice',
    });
    expect(healthcare._subject).toMatch(/^\S+ .+: Sunrise Clinic$/u);
    const iso27001 = buildPayload(form('iso27001'), { name: 'Asha Rao', email: 'asha@acme.example' }, CLOCK);
    expect(iso27001).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@acme.example',
      company: emptyText(form('iso27001'), 'company'),
    });
    expect(iso27001._subject.endsWith(': Asha Rao')).toBe(true);
  });

  it('replaces empty optional answers by the default texts and keeps codes in extra keys', () => {
    const payload = buildPayload(
      form('iso27001'),
      { name: 'A', email: 'a@b.co', desiredScope: 'specific-services', implementationReasons: [] },
      CLOCK,
    );
    const iso27001 = form('iso27001');
    expect(payload.desired_scope).toBe('specific-services');
    expect(payload.implementation_reasons).toBe(iso27001.form.report.emptyByField.implementationReasons);
    expect(payload.additional_info).toBe(iso27001.form.report.emptyByField.additionalInfo);
    expect(payload.budget_band).toBe(iso27001.form.report.empty);
    expect(payload.message).toContain(
      `${questionTitle(iso27001, 'desiredScope')}: ${optionTitle(iso27001, 'desiredScope', 'specific-services')}`,
    );
  });

  it('never lets a line break reach the subject', () => {
    // The fixture form's subject names the visitor (payload.subject.nameFrom).
    const payload = buildPayload(baseDefinition(), { name: 'Eve\r\nBcc: x@evil.example', email: 'e@v.co' }, CLOCK);
    expect(payload._subject).toContain('Eve');
    expect(payload._subject).not.toMatch(/[\r\n]/);
  });

  it('sends the contact message itself as message', () => {
    expect(
      buildPayload(form('contact'), { name: 'J', email: 'j@e.co', message: 'Line one\nLine two' }, CLOCK).message,
    ).toBe('Line one\nLine two');
  });

  it('keeps ISO 27701 consent out of the report but sends it for the server to check; copies ISO 42001 email', () => {
    const iso27701 = buildPayload(form('iso27701'), { fullName: 'J', consent: true }, CLOCK);
    expect(iso27701.answers).toHaveProperty('consent', true);
    expect(iso27701.message).not.toContain('Consent');
    expect(buildPayload(form('iso27001'), { name: 'J', consent: true }, CLOCK).message).toContain(
      'Consent to be contacted: Yes',
    );
    expect(buildPayload(form('iso42001'), { email: 'ai@lab.example' }, CLOCK).answers).toMatchObject({
      contactEmail: 'ai@lab.example',
    });
  });

  it('drops answers of fields the visitor can no longer see or edit', () => {
    // The fixture form shows otherTopic for topic "other" and enables otherService with services "other".
    const answers = {
      name: 'J',
      topic: 'soc-2',
      otherTopic: 'typed before switching away from other',
      services: ['training'],
      otherService: 'typed before unticking',
    };
    const payload = buildPayload(baseDefinition(), answers, CLOCK);
    expect(payload.answers).toMatchObject({ topic: 'soc-2', services: ['training'] });
    expect(payload.answers).not.toHaveProperty('otherTopic');
    expect(payload.answers).not.toHaveProperty('otherService');
    expect(payload.message).not.toContain('typed before');
  });
});

describe('report', () => {
  it('groups answers under the section headings with visible labels and the timestamp', () => {
    const iso9001 = form('iso9001');
    const report = buildReport(
      iso9001,
      {
        companyName: 'Acme Foods',
        industry: 'food',
        serviceTypes: ['gap-analysis', 'training'],
        isoCertified: 'expired',
        certificationBody: 'BSI',
      },
      CLOCK,
    );
    expect(report).toContain('Submitted: 2025-09-01T09:30:00.000Z');
    const organization = sectionTitle(iso9001, 'organization').toUpperCase();
    expect(report).toContain(`${organization}\n${'-'.repeat(organization.length)}\n`);
    expect(report).toContain(`${questionTitle(iso9001, 'companyName')}: Acme Foods`);
    expect(report).toContain(`${questionTitle(iso9001, 'industry')}: ${optionTitle(iso9001, 'industry', 'food')}`);
    expect(report).toContain(`${questionTitle(iso9001, 'certificationBody')}: BSI`);
  });

  it('writes an answer of an unexpected shape in words, never [object Object] or raw JSON', () => {
    const definition = baseDefinition();
    const company = definition.schema.properties['company']?.title ?? 'company';
    const report = buildReport(
      definition,
      {
        company: [
          { name: 'Head office', country: 'DE', staffed: true },
          { name: 'Lab', country: 'FR', staffed: false },
        ],
        otherTopic: { access: 3, crypto: 1 },
        topic: 'other',
      },
      CLOCK,
    );
    expect(report).not.toMatch(/\[object Object\]|[{}"]/);
    expect(report).toContain(
      `${company}: name: Head office, country: DE, staffed: Yes; name: Lab, country: FR, staffed: No`,
    );
    expect(report).toMatch(/: access: 3, crypto: 1\n/);
  });

  it('shows ISO 9001 certification details only when certified or expired', () => {
    const certified = (isoCertified: string) =>
      buildReport(form('iso9001'), { isoCertified, certificationBody: 'BSI' }, CLOCK);
    const certificationBody = questionTitle(form('iso9001'), 'certificationBody');
    expect(certified('expired')).toContain(certificationBody);
    expect(certified('no')).not.toContain(certificationBody);
  });
});

describe('numeric widgets', () => {
  it('clamps the slider to its range and rounds to its step', () => {
    expect(clampToStep(0, 1, 5, 1)).toBe(1);
    expect(clampToStep(9, 1, 5, 1)).toBe(5);
    expect(clampToStep(2.6, 1, 5, 1)).toBe(3);
    expect(clampToStep(2.4, 1, 5, 1)).toBe(2);
  });

  it("records an empty or non-numeric number as the field's ui:emptyValue, else leaves it unanswered", () => {
    expect(parseWholeNumber('', 0)).toBe(0);
    expect(parseWholeNumber('abc', 0)).toBe(0);
    expect(parseWholeNumber('')).toBeUndefined();
    expect(parseWholeNumber('12')).toBe(12);
    expect(parseWholeNumber('12', 0)).toBe(12);
  });
});
