/**
 * The one list of routes. It feeds the router (src/routes.ts), the prerender
 * (react-router.config.ts), the sitemap (scripts/build-seo-files.ts), the server (redirects,
 * 404s) and the tests. Node imports this file too, so it must not import React.
 */
import { services } from '../content/services.ts';

export interface RouteEntry {
  /** React Router path pattern, without the leading slash ('' is the index route). */
  readonly pattern: string;
  /** Route module, relative to src/. */
  readonly file: string;
  /** Concrete URLs of this route that are prerendered and listed in the sitemap. */
  readonly urls: () => readonly string[];
}

/** Permanent redirects: old or alternative spellings → canonical path (document 1 gives both readings). */
export const redirects: Readonly<Record<string, string>> = {
  '/services/soc2': '/services/soc-2',
};

export const routeTable: readonly RouteEntry[] = [
  { pattern: '', file: 'pages/home/route.tsx', urls: () => ['/'] },
  { pattern: 'services', file: 'pages/services/route.tsx', urls: () => ['/services'] },
  ...Object.keys(redirects).map((from) => ({
    pattern: from.slice(1),
    file: 'app/redirect-route.tsx',
    urls: () => [],
  })),
  {
    pattern: 'services/:slug',
    file: 'pages/service/route.tsx',
    urls: () => services.map((service) => `/services/${service.slug}`),
  },
  { pattern: 'about', file: 'pages/about/route.tsx', urls: () => ['/about'] },
  { pattern: '*', file: 'pages/not-found/route.tsx', urls: () => [] },
];

/** Every URL that is built to its own HTML file; the order is the sitemap's. */
export function prerenderPaths(): string[] {
  return routeTable.flatMap((entry) => entry.urls());
}
