import { describe, expect, it } from 'vitest';
import { prerenderPaths, redirects } from '../../src/app/paths.ts';

describe('route list', () => {
  it('prerenders every content page of document 1 once', () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/services',
        '/about',
        '/services/iso-27001',
        '/services/iso-27701',
        '/services/iso-42001',
        '/services/soc-2',
        '/services/gdpr',
        '/services/dpdp-act-2023',
        '/services/it-audit-assurance',
        '/services/healthcare-it-compliance',
        '/services/iso-9001',
      ]),
    );
  });

  it('redirects only to pages that exist', () => {
    for (const target of Object.values(redirects)) expect(prerenderPaths()).toContain(target);
    expect(redirects['/services/soc2']).toBe('/services/soc-2');
  });
});
