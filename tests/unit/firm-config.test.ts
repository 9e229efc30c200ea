import { describe, expect, it } from 'vitest';
import { defineFirmConfig, firm, type FirmConfig } from '../../src/content/firm.ts';
import { firm as filled } from '../fixtures/firm/filled-firm.ts';

describe('firm config', () => {
  it('ships valid neutral defaults: analytics off, no social profile, no invented identity', () => {
    expect(firm.email).toMatch(/@example\.com$/);
    expect(firm.analytics).toBeNull();
    expect(firm.social).toEqual([]);
    for (const field of [
      'legalName',
      'registeredAddress',
      'phone',
      'privacyEmail',
      'dataProtectionContact',
      'serviceProviders',
      'team',
      'clientSectors',
      'caseStudies',
    ] as const) {
      expect(firm[field], field).toBeUndefined();
    }
    expect(firm.taglines[0]).toBe('Your partner for seamless ISO, SOC, GDPR, and AI governance compliance.');
    expect(firm.taglines[1]).toBe('Consulting tailored for businesses seeking global trust and regulatory confidence.');
  });

  it('accepts every optional field filled in', () => {
    expect(defineFirmConfig(filled)).toBe(filled);
  });

  it('refuses a broken config with a message naming each field', () => {
    const broken: FirmConfig = {
      ...firm,
      email: 'not an email',
      siteUrl: 'www.example.com/',
      social: [{ label: 'LinkedIn', url: 'linkedin' }],
      analytics: { scriptUrl: 'http://stats.example.com/script.js' },
    };
    expect(() => defineFirmConfig(broken)).toThrow(
      [
        'src/content/firm.ts is invalid:',
        '- email: "not an email" is not an email address',
        '- siteUrl: "www.example.com/" must be an http(s) origin without a trailing slash',
        '- social[0].url: "linkedin" is not an http(s) URL',
        '- analytics.scriptUrl: must be an https URL',
      ].join('\n'),
    );
  });

  it('checks the identity fields a firm fills in', () => {
    const broken: FirmConfig = {
      ...filled,
      legalName: ' ',
      phone: 'call us',
      privacyEmail: 'privacy',
      dataProtectionContact: { name: 'Meera Kulkarni', email: 'meera' },
      team: [
        { id: 'meera', name: 'Meera Kulkarni', role: '', credentials: ['CISA', ''], profileUrl: 'linkedin/meera' },
        { id: 'Meera K', name: 'Meera Kulkarni', role: 'Consultant', credentials: [] },
      ],
      caseStudies: [{ sector: 'SaaS', challenge: '', work: 'x', outcome: 'y', duration: '3 months' }],
    };
    const message = (() => {
      try {
        defineFirmConfig(broken);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const expected of [
      'legalName: must not be empty',
      'phone: "call us" is not a phone number',
      'privacyEmail: "privacy" is not an email address',
      'dataProtectionContact.email: "meera" is not an email address',
      'team[0].role: must not be empty',
      'team[0].credentials[1]: must not be empty',
      'team[0].profileUrl: "linkedin/meera" is not an http(s) URL',
      'team[1].name: "Meera Kulkarni" is listed twice',
      'team[1].id: "Meera K" must be lowercase letters, digits and hyphens',
      'caseStudies[0].challenge: must not be empty',
    ]) {
      expect(message).toContain(expected);
    }
  });
});
