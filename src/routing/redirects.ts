import type { SitePath } from './site-paths.ts';

/**
 * Permanent redirects: a service's other common spelling → its canonical page. Served by the
 * server (301) and, for in-app links, by src/app/redirect-route.tsx.
 */
export const redirects: Readonly<Record<string, SitePath>> = {
  '/services/soc2': '/services/soc-2',
};
