import { describe, expect, it } from 'vitest';
import { defineFirmConfig, firm, type FirmConfig } from '../../src/content/firm.ts';

describe('firm config', () => {
  it('ships valid neutral defaults with analytics off', () => {
    expect(firm.email).toMatch(/@example\.com$/);
    expect(firm.analytics).toBeNull();
    expect(firm.taglines[0]).toBe('Your partner for seamless ISO, SOC, GDPR, and AI governance compliance.');
    expect(firm.taglines[1]).toBe('Consulting tailored for businesses seeking global trust and regulatory confidence.');
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
});
