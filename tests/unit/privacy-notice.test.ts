import { describe, expect, it } from 'vitest';
import { firm } from '../../src/content/firm.ts';
import {
  buildPrivacyNotice,
  collectedFields,
  privacyNoticeVersion,
  PRIVACY_NOTICE_UPDATED,
  type NoticeInput,
} from '../../src/content/privacy/notice.ts';
import type { Block, PrivacyNotice } from '../../src/content/privacy/notice-blocks.ts';
import { retentionDaysFrom } from '../../src/content/privacy/notice-settings.ts';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { isHiddenField } from '../../src/questionnaire/definition.ts';
import { firm as filled } from '../fixtures/firm/filled-firm.ts';
import { baseDefinition } from '../support/fixture-catalogue.ts';

const forms = loadCatalogue();
const base: NoticeInput = { firm, forms, retentionDays: undefined, formEndpoint: '/api/submissions' };

function textOf(notice: PrivacyNotice): string {
  const inline = (part: unknown): string =>
    typeof part === 'string'
      ? part
      : Object.values(part as Record<string, string>)
          .filter((value) => !value.startsWith('mailto'))
          .join(' ');
  const block = (item: Block): string =>
    item.type === 'paragraph'
      ? item.content.map(inline).join('')
      : item.type === 'list'
        ? item.items.map((entry) => entry.map(inline).join('')).join('\n')
        : `${item.title}: ${item.fields.join(', ')}`;
  return notice.sections.map((section) => [section.heading, ...section.blocks.map(block)].join('\n')).join('\n');
}

function formBlock(notice: PrivacyNotice, id: string) {
  return notice.sections
    .flatMap((section) => section.blocks)
    .find((block): block is Extract<Block, { type: 'form' }> => block.type === 'form' && block.id === id);
}

describe('privacy notice: what each form collects', () => {
  it('lists every form of the catalogue with every field a visitor can fill in, by its label', () => {
    const notice = buildPrivacyNotice(base);
    for (const definition of forms) {
      const block = formBlock(notice, definition.id);
      expect(block?.title).toBe(definition.form.title);
      const consent = definition.form.consent?.field;
      const visible = Object.keys(definition.schema.properties).filter(
        (field) => field !== consent && !isHiddenField(definition, field),
      );
      const labels = visible.map((field) =>
        (definition.schema.properties[field]?.title ?? field).replace(/\s*\*$/, ''),
      );
      expect([...(block?.fields ?? [])].sort()).toEqual([...labels].sort());
    }
  });

  it('shows a question added to the catalogue without any edit to the notice', () => {
    const extra = [baseDefinition('extra')];
    const notice = buildPrivacyNotice({ ...base, forms: [...forms, ...extra] });
    for (const definition of extra) {
      expect(formBlock(notice, definition.id)?.fields).toEqual(collectedFields(definition));
      expect(collectedFields(definition).length).toBeGreaterThan(0);
    }
  });

  it('states the consent box, the arrival time and the shortened network address it records', () => {
    const text = textOf(buildPrivacyNotice(base));
    expect(text).toContain('that you ticked the consent box and when');
    expect(text).toContain('your IP address with its last part removed');
  });
});

describe('privacy notice: the points a notice must make', () => {
  const text = textOf(buildPrivacyNotice(base));

  it.each([
    ['controller and Data Fiduciary', /we are the controller.*we are the Data Fiduciary/s],
    ['purpose', /answer your enquiry and to prepare the assessment or proposal you ask for/],
    ['GDPR legal bases', /Article 6\(1\)\(a\).*Article 6\(1\)\(b\)/s],
    ['recipients', /our hosting provider.*our email provider/s],
    ['transfer from the EEA and UK to India', /transfers your details to India/],
    ['drafts in the browser and how to clear them', /local storage.*"Start over".*clear this site's data/s],
    ['no cookies, no tracking', /sets no cookies and uses no tracking or advertising/],
    [
      'anonymous form step counts, and Global Privacy Control honoured',
      /count per form, step and day: no identifier, no cookie, no IP address and no browser details.*Global Privacy Control switched on sends nothing/,
    ],
    [
      'GDPR rights',
      /access.*corrected.*erased.*restrict.*object.*portable.*withdraw your consent.*supervisory authority/s,
    ],
    [
      'DPDP rights',
      /summary of your personal data.*corrected, completed, updated or erased.*grievance.*nominate.*Data Protection Board of India/s,
    ],
    ['withdrawal by email', /Withdrawing consent is as easy as giving it: send an email to contact@example\.com/],
  ])('states %s', (_, pattern) => {
    expect(text).toMatch(pattern);
  });

  it('states no step counts when the forms post to another service (no server of ours counts them)', () => {
    const elsewhere = textOf(buildPrivacyNotice({ ...base, formEndpoint: 'https://formspree.io/f/abc' }));
    expect(elsewhere).toMatch(/sets no cookies and uses no analytics, tracking or advertising/);
    expect(elsewhere).not.toContain('count per form, step and day');
  });

  it('keeps what is sent until erasure while RETENTION_DAYS is unset, else says how many days', () => {
    expect(text).toContain('We keep what you send until you ask us to erase it.');
    const kept = textOf(buildPrivacyNotice({ ...base, retentionDays: 365 }));
    expect(kept).toContain('We keep what you send for 365 days after we receive it.');
    expect(kept).not.toContain('until you ask us to erase it');
  });

  it('names the configured controller, address, contacts and providers', () => {
    const named = textOf(buildPrivacyNotice({ ...base, firm: filled }));
    expect(named).toContain('Harbourline Assurance Private Limited, trading as Harbourline Assurance');
    expect(named).toContain('Postal address: 4th Floor, 12 Riverside Road, Pune, Maharashtra 411001, India.');
    expect(named).toContain('answered by Meera Kulkarni, Grievance Officer: grievance@harbourline-assurance.in');
    expect(named).toContain('Riverside Cloud Hosting hosts this website and stores what you send, in Mumbai, India.');
    expect(named).toContain('privacy@harbourline-assurance.in');
  });

  it('says what the analytics script does when one is configured, and names a form service the forms post to', () => {
    const withAnalytics = textOf(
      buildPrivacyNotice({
        ...base,
        firm: { ...firm, analytics: { scriptUrl: 'https://stats.example.net/script.js' } },
        formEndpoint: 'https://forms.example.net/f/abc',
      }),
    );
    expect(withAnalytics).toContain('loads a statistics script from https://stats.example.net');
    expect(withAnalytics).toContain('The forms send your answers to https://forms.example.net');
  });

  it('dates the notice from its own data, not the build', () => {
    expect(buildPrivacyNotice(base).lastUpdated).toBe(PRIVACY_NOTICE_UPDATED);
    expect(PRIVACY_NOTICE_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('privacy notice version', () => {
  it('is the date and a content hash, the same for the same input', () => {
    const version = privacyNoticeVersion(base);
    expect(version).toMatch(new RegExp(`^${PRIVACY_NOTICE_UPDATED}\\.[0-9a-f]{12}$`));
    expect(privacyNoticeVersion({ ...base, forms: loadCatalogue() })).toBe(version);
    expect(buildPrivacyNotice(base).version).toBe(version);
  });

  it('changes when anything the notice says changes', () => {
    const version = privacyNoticeVersion(base);
    expect(privacyNoticeVersion({ ...base, retentionDays: 90 })).not.toBe(version);
    expect(privacyNoticeVersion({ ...base, firm: filled })).not.toBe(version);
    const extra = [baseDefinition('extra')];
    expect(privacyNoticeVersion({ ...base, forms: [...forms, ...extra] })).not.toBe(version);
  });
});

describe('notice settings', () => {
  it('reads RETENTION_DAYS as the server does and refuses anything else', () => {
    expect(retentionDaysFrom(undefined)).toBeUndefined();
    expect(retentionDaysFrom('')).toBeUndefined();
    expect(retentionDaysFrom('30')).toBe(30);
    expect(() => retentionDaysFrom('0')).toThrow('RETENTION_DAYS must be a whole number of days (1 or more), got "0"');
    expect(() => retentionDaysFrom('a year')).toThrow('RETENTION_DAYS must be a whole number');
  });
});
