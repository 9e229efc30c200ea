import { describe, expect, it } from 'vitest';
import {
  MISSING_SEGMENT,
  missingPageFor,
  missingPagePaths,
  prerenderPaths,
  redirects,
  routeTable,
} from '../../src/app/paths.ts';
import { services } from '../../src/content/services.ts';
import { pagePaths, sitePath } from '../../src/routing/site-paths.ts';

describe('route list', () => {
  it('prerenders every page of the site map once', () => {
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

  it('gives every named page path a built page, so no link written with sitePath() can 404', () => {
    for (const path of Object.values(pagePaths)) expect(prerenderPaths()).toContain(path);
    expect(prerenderPaths()).toContain(sitePath('service', services[0]?.slug ?? ''));
  });

  it('redirects only to pages that exist', () => {
    for (const target of Object.values(redirects)) expect(prerenderPaths()).toContain(target);
    expect(redirects['/services/soc2']).toBe('/services/soc-2');
  });
});

describe('not-found pages', () => {
  it('cover every route with a parameter, so an unknown slug gets its own prerendered page', () => {
    const withParameter = routeTable.filter((entry) => entry.pattern.includes(':'));
    expect(withParameter.length).toBeGreaterThan(0);
    for (const entry of withParameter) {
      const unknown = `/${entry.pattern.replace(/:[^/]+/g, 'no-such-slug')}`;
      expect(missingPageFor(unknown)).not.toBe(`/${MISSING_SEGMENT}`);
      expect(missingPagePaths()).toContain(missingPageFor(unknown));
    }
  });
});
