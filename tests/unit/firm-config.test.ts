import { describe, expect, it } from 'vitest';
import { checkFirmConfig } from '../../src/content/firm-check.ts';
import { firm, type FirmConfig } from '../../src/content/firm.ts';
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
    expect(checkFirmConfig(filled)).toBe(filled);
    expect(checkFirmConfig(firm)).toBe(firm);
  });

  it('refuses a broken config with a message naming each field', () => {
    const broken: FirmConfig = {
      ...firm,
      email: 'not an email',
      siteUrl: 'www.example.com/',
      social: [{ label: 'LinkedIn', url: 'linkedin' }],
      analytics: { scriptUrl: 'http://stats.example.com/script.js' },
    };
    expect(() => checkFirmConfig(broken)).toThrow(
      [
        'src/content/firm.ts is invalid:',
        '- email: must be an email address, got "not an email"',
        '- siteUrl: must be an http(s) origin without a trailing slash, got "www.example.com/"',
        '- social[0].url: must be an http(s) URL, got "linkedin"',
        '- analytics.scriptUrl: must be an https URL, got "http://stats.example.com/script.js"',
      ].join('\n'),
    );
  });

  it('names a field it does not know, and a value of the wrong kind', () => {
    expect(() => checkFirmConfig({ ...firm, taglines: ['Ours', ' '], tagline: 'x', analytics: 'on' })).toThrow(
      [
        'src/content/firm.ts is invalid:',
        '- tagline: is not a known field: did you mean "taglines"?',
        '- taglines[1]: must not be empty',
        '- analytics: must be an object or null, got "on"',
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
        checkFirmConfig(broken);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const expected of [
      'legalName: must not be empty',
      'phone: must be a phone number (digits, spaces, +, -, parentheses), got "call us"',
      'privacyEmail: must be an email address, got "privacy"',
      'dataProtectionContact.email: must be an email address, got "meera"',
      'team[0].role: must not be empty',
      'team[0].credentials[1]: must not be empty',
      'team[0].profileUrl: must be an http(s) URL, got "linkedin/meera"',
      'team[1].name: "Meera Kulkarni" is listed twice',
      'team[1].id: must be lowercase letters, digits and hyphens, got "Meera K"',
      'caseStudies[0].challenge: must not be empty',
    ]) {
      expect(message).toContain(expected);
    }
  });
});
