import { describe, expect, it } from 'vitest';
import { firm } from '../../src/content/firm.ts';
import { collectedFields, requiredLabels } from '../../src/privacy-notice/form-fields.ts';
import type { Block, PrivacyNotice } from '../../src/privacy-notice/notice-blocks.ts';
import type { NoticeInput } from '../../src/privacy-notice/notice-input.ts';
import { NOTICE_TEXT, PRIVACY_NOTICE_UPDATED } from '../../src/privacy-notice/notice-text.ts';
import { buildPrivacyNotice, noticePlainText, privacyNoticeVersion } from '../../src/privacy-notice/notice.ts';
import {
  CONFIRMATION_WINDOW_MS,
  CONFIRMATIONS_PER_ADDRESS,
  DEFAULT_BACKUP_KEEP_DAYS,
  DEFAULT_RETENTION_DAYS,
  noticeSettingsFrom,
  RATE_LIMIT_PRUNE_MS,
  retentionDaysFrom,
} from '../../src/content/privacy/notice-settings.ts';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { isHiddenField } from '../../src/questionnaire/definition.ts';
import { firm as filled } from '../fixtures/firm/filled-firm.ts';
import { baseDefinition } from '../support/fixture-catalogue.ts';

const forms = loadCatalogue();
const base: NoticeInput = { firm, forms, ...noticeSettingsFrom({}) };
const textOf = (notice: PrivacyNotice): string => noticePlainText(notice);
const textWith = (change: Partial<NoticeInput>): string => textOf(buildPrivacyNotice({ ...base, ...change }));

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
    ['the basis of abuse prevention', /Article 6\(1\)\(f\)/],
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

  it('names the period the server enforces: RETENTION_DAYS, 730 days when unset', () => {
    expect(DEFAULT_RETENTION_DAYS).toBe(730);
    expect(text).toContain(NOTICE_TEXT.retention(DEFAULT_RETENTION_DAYS));
    const kept = textWith({ retentionDays: 365 });
    expect(kept).toContain(NOTICE_TEXT.retention(365));
    expect(kept).not.toContain(NOTICE_TEXT.retention(DEFAULT_RETENTION_DAYS));
    expect(text).not.toContain('until you ask us to erase it');
  });

  it('names the configured controller, address, contacts and providers', () => {
    const named = textOf(buildPrivacyNotice({ ...base, firm: filled }));
    expect(named).toContain('Harbourline Assurance Private Limited, trading as Harbourline Assurance');
    expect(named).toContain('Postal address: 4th Floor, 12 Riverside Road, Pune, Maharashtra 411001, India.');
    expect(named).toContain('answered by Meera Kulkarni, Grievance Officer: grievance@harbourline-assurance.in');
    expect(named).toContain('Riverside Cloud Hosting hosts this website and stores what you send, in Mumbai, India.');
    expect(named).not.toContain('Safeguard for this transfer');
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

describe('privacy notice: each claim under the settings that change it', () => {
  const marketingForm = forms.find((definition) => definition.form.marketingOptIn);
  const withoutMarketing = forms.map((definition) => ({
    ...definition,
    form: Object.fromEntries(
      Object.entries(definition.form).filter(([key]) => key !== 'marketingOptIn'),
    ) as typeof definition.form,
  }));

  it('states the marketing purpose, its basis and how to withdraw while a form has an opt-in', () => {
    expect(marketingForm).toBeDefined();
    const label = (
      marketingForm?.schema.properties[marketingForm.form.marketingOptIn?.field ?? '']?.title ?? ''
    ).trim();
    const text = textWith({});
    expect(text).toContain(NOTICE_TEXT.withMarketing);
    expect(text).toContain(NOTICE_TEXT.marketingPurpose(`"${label}" on the ${marketingForm?.form.title ?? ''}`));
    expect(text).toContain(NOTICE_TEXT.marketingBasis);
    expect(text).toContain(NOTICE_TEXT.marketingRecord);
    expect(text).toContain(NOTICE_TEXT.withdrawMarketing.trim());
    expect(text).not.toContain(NOTICE_TEXT.noMarketing);
  });

  it('keeps "no marketing" when no form of the catalogue has an opt-in', () => {
    const text = textWith({ forms: withoutMarketing });
    expect(text).toContain(NOTICE_TEXT.noMarketing);
    expect(text).not.toContain(NOTICE_TEXT.marketingBasis);
    expect(text).not.toContain(NOTICE_TEXT.marketingRecord);
    expect(text).not.toContain(NOTICE_TEXT.withdrawMarketing.trim());
  });

  it('states the confirmation email only while confirmations are on, globally and for the form', () => {
    const sentence = NOTICE_TEXT.confirmation('a form').trim();
    expect(textWith({})).toContain(sentence);
    // The limit it states is the one the server counts by.
    expect(sentence).toContain(` ${CONFIRMATIONS_PER_ADDRESS} of them in ${CONFIRMATION_WINDOW_MS / 3_600_000} hours`);
    expect(textWith({ confirmationEmails: false })).not.toContain(sentence.slice(0, 40));
    expect(textWith({ formEndpoint: 'https://forms.example.net/f/abc' })).not.toContain(sentence.slice(0, 40));
    const [first, ...rest] = forms;
    const off = first ? [{ ...first, form: { ...first.form, confirmation: { send: false } } }, ...rest] : forms;
    const some = textWith({ forms: off });
    expect(some).not.toContain(sentence);
    expect(some).toContain(
      NOTICE_TEXT.confirmation(
        `the ${rest
          .map((each) => each.form.title)
          .slice(0, -1)
          .join(', ')} and ${rest.at(-1)?.form.title ?? ''}`,
      ).trim(),
    );
    const none = forms.map((each) => ({ ...each, form: { ...each.form, confirmation: { send: false } } }));
    expect(textWith({ forms: none })).not.toContain(sentence.slice(0, 40));
  });

  it('names the forward service only when FORWARD_URL is set', () => {
    const forwarded = textWith({ ...noticeSettingsFrom({ FORWARD_URL: 'https://crm.example.net/hooks/leads?key=x' }) });
    expect(forwarded).toContain(NOTICE_TEXT.forward('https://crm.example.net').trim());
    expect(forwarded).not.toContain('key=x');
    expect(textWith({})).not.toContain(NOTICE_TEXT.forward('').trim().slice(0, 30));
  });

  it('says backups age out with BACKUP_KEEP_DAYS (30 days when unset)', () => {
    expect(textWith({})).toContain(NOTICE_TEXT.backups(DEFAULT_BACKUP_KEEP_DAYS));
    const weekly = textWith({ ...noticeSettingsFrom({ BACKUP_KEEP_DAYS: '7' }) });
    expect(weekly).toContain(NOTICE_TEXT.backups(7));
    expect(weekly).not.toContain(NOTICE_TEXT.backups(DEFAULT_BACKUP_KEEP_DAYS));
  });

  it('states what the rate limit holds and for how long, from RATE_LIMIT_WINDOW_SECONDS and the prune interval', () => {
    const events = Math.ceil((60_000 + RATE_LIMIT_PRUNE_MS) / 60_000);
    expect(textWith({})).toContain(NOTICE_TEXT.rateLimit(Math.ceil((600_000 + RATE_LIMIT_PRUNE_MS) / 60_000), events));
    const hour = textWith({ ...noticeSettingsFrom({ RATE_LIMIT_WINDOW_SECONDS: '3600' }) });
    expect(hour).toContain(NOTICE_TEXT.rateLimit(61, events));
    expect(textWith({})).toContain(NOTICE_TEXT.networkRecord);
    expect(textWith({})).toContain(NOTICE_TEXT.abuseBasis);
    // No server of ours counts anything when the forms post elsewhere.
    expect(textWith({ formEndpoint: 'https://forms.example.net/f/abc' })).not.toContain('full IPv4 address');
  });

  it('says the required questions are needed, and marks them in each form', () => {
    const notice = buildPrivacyNotice(base);
    expect(textOf(notice)).toContain(NOTICE_TEXT.requiredFields);
    for (const definition of forms) {
      const block = formBlock(notice, definition.id);
      expect(block?.required).toEqual(requiredLabels(definition));
      for (const label of block?.required ?? []) expect(block?.fields).toContain(label);
    }
    const contact = forms.find((definition) => definition.form.kind === 'contact');
    expect(formBlock(notice, contact?.id ?? '')?.required.length).toBeGreaterThan(0);
  });

  it("names each provider's transfer safeguard when the firm config gives one", () => {
    const providers = [
      {
        name: 'Far Mail',
        purpose: 'delivers our email',
        location: 'Virginia, United States',
        transferSafeguard: "the European Commission's standard contractual clauses",
      },
    ];
    const text = textWith({ firm: { ...filled, serviceProviders: providers } });
    expect(text).toContain(
      "Far Mail delivers our email, in Virginia, United States. Safeguard for this transfer: the European Commission's standard contractual clauses.",
    );
  });

  it('names the EU representative only when set', () => {
    const representative = filled.euRepresentative;
    expect(representative).toBeDefined();
    const sentence = NOTICE_TEXT.euRepresentative(representative?.name ?? '', representative?.address ?? '');
    expect(textWith({ firm: filled })).toContain(`${sentence}${representative?.email ?? ''}.`);
    expect(textWith({ firm: { ...filled, euRepresentative: undefined } })).not.toContain('Article 27');
  });

  it('says how to complain to the Data Protection Board of India', () => {
    expect(textWith({})).toContain(NOTICE_TEXT.dpbComplaint);
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
    expect(privacyNoticeVersion({ ...base, backupKeepDays: 7 })).not.toBe(version);
    expect(privacyNoticeVersion({ ...base, confirmationEmails: false })).not.toBe(version);
    expect(privacyNoticeVersion({ ...base, forwardService: 'https://crm.example.net' })).not.toBe(version);
    expect(privacyNoticeVersion({ ...base, firm: filled })).not.toBe(version);
    const extra = [baseDefinition('extra')];
    expect(privacyNoticeVersion({ ...base, forms: [...forms, ...extra] })).not.toBe(version);
  });
});

describe('notice settings', () => {
  it('reads RETENTION_DAYS as the server does and refuses anything else', () => {
    expect(retentionDaysFrom(undefined)).toBe(DEFAULT_RETENTION_DAYS);
    expect(retentionDaysFrom('')).toBe(DEFAULT_RETENTION_DAYS);
    expect(retentionDaysFrom('30')).toBe(30);
    expect(() => retentionDaysFrom('0')).toThrow('RETENTION_DAYS must be a whole number of days (1 or more), got "0"');
    expect(() => retentionDaysFrom('a year')).toThrow('RETENTION_DAYS must be a whole number');
  });
});
