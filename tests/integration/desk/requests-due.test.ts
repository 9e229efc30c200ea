/**
 * When a privacy request is due: the period the privacy notice publishes (RIGHTS_ANSWER_PERIOD)
 * governs the firm's own requests under both laws, and the desk shows the law's limit beside it.
 * One setting: the notice states it and the desk's due dates follow it.
 */
import { describe, expect, it } from 'vitest';
import { firm } from '../../../src/content/firm.ts';
import { answerPeriodFrom, answerPeriodText } from '../../../src/content/privacy/answer-period.ts';
import { noticeSettingsFrom } from '../../../src/content/privacy/notice-settings.ts';
import { buildPrivacyNotice, noticePlainText } from '../../../src/privacy-notice/notice.ts';
import { NOTICE_TEXT } from '../../../src/privacy-notice/notice-text.ts';
import { loadCatalogue } from '../../../src/questionnaire/catalogue-fs.ts';
import { dueDate, legalDueDate } from '../../../src/server/desk/due-dates.ts';
import type { PrivacyRequest } from '../../../src/desk/contract/requests.ts';
import { deskCall, signedInMember } from '../../support/desk-session.ts';
import { backends, startTestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4474';
const MONTH = answerPeriodFrom('1 month');

describe('the due date of a request', () => {
  it('by law is one calendar month under the GDPR and 90 days under the DPDP Rules', () => {
    expect(legalDueDate('gdpr', '2026-03-15')).toBe('2026-04-15');
    expect(legalDueDate('gdpr', '2026-01-31')).toBe('2026-02-28');
    expect(legalDueDate('gdpr', '2028-01-31')).toBe('2028-02-29');
    expect(legalDueDate('gdpr', '2026-12-10')).toBe('2027-01-10');
    expect(legalDueDate('dpdp', '2026-01-01')).toBe('2026-04-01');
  });

  it('is the end of the published period under either law', () => {
    expect(dueDate(MONTH, 'dpdp', '2026-01-31')).toBe('2026-02-28');
    expect(dueDate(MONTH, 'gdpr', '2026-01-31')).toBe('2026-02-28');
    expect(dueDate(answerPeriodFrom('28 days'), 'gdpr', '2027-02-01')).toBe('2027-03-01');
    expect(dueDate(answerPeriodFrom('1 day'), 'dpdp', '2026-12-31')).toBe('2027-01-01');
  });

  it('comes from a period no longer than both laws allow', () => {
    for (const period of ['14 days', '1 day', '28 days', '1 month']) {
      expect(noticeSettingsFrom({ RIGHTS_ANSWER_PERIOD: period }).rightsAnswerPeriod).toEqual(answerPeriodFrom(period));
    }
    for (const period of ['29 days', '90 days', '2 months', '0 days', 'a month']) {
      expect(() => noticeSettingsFrom({ RIGHTS_ANSWER_PERIOD: period }), period).toThrow(/^RIGHTS_ANSWER_PERIOD /);
    }
  });
});

describe.each(backends)('the published answering period on $name', (backend) => {
  it.each([
    { setting: 'unset', dpdpDue: '2026-12-20' },
    { setting: '14 days', dpdpDue: '2026-12-04' },
  ])('RIGHTS_ANSWER_PERIOD=$setting: the notice states it and the desk dates requests by it', async (row) => {
    const env: Record<string, string> = row.setting === 'unset' ? {} : { RIGHTS_ANSWER_PERIOD: row.setting };
    const settings = noticeSettingsFrom(env);
    const stated = answerPeriodText(settings.rightsAnswerPeriod);
    const notice = noticePlainText(buildPrivacyNotice({ firm, forms: loadCatalogue(), ...settings }));
    expect(notice).toContain(NOTICE_TEXT.answerWithin(stated));

    const server = await startTestServer(backend, { DESK_ORIGIN: ORIGIN, ...env });
    try {
      const token = await signedInMember(server, ORIGIN, 'owner@firm.example', 'owner');
      const record = async (law: string) =>
        (
          await deskCall(server.url, ORIGIN, '/desk/api/requests', {
            token,
            body: { kind: 'access', law, email: 'ada@example.org', receivedOn: '2026-11-20' },
          })
        ).json<PrivacyRequest>();
      expect(await record('dpdp')).toMatchObject({ dueOn: row.dpdpDue, legalDueOn: '2027-02-18' });
      expect(await record('gdpr')).toMatchObject({ dueOn: row.dpdpDue, legalDueOn: '2026-12-20' });
      const listed = await deskCall(server.url, ORIGIN, '/desk/api/requests', { token });
      expect(listed.json<{ answerPeriod: string }>().answerPeriod).toBe(stated);
    } finally {
      await server.close();
    }
  });
});
