/**
 * The one list of routes. It feeds the router (src/routes.ts), the prerender
 * (react-router.config.ts), the sitemap (scripts/build-seo-files.ts), the server (redirects,
 * 404s) and the tests. Node imports this file too, so it must not import React.
 */
import { postSlugs } from '../content/blog/post-files.ts';
import { services } from '../content/services.ts';
import { loadCatalogue } from '../questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../questionnaire/definition.ts';
import { redirects } from './redirects.ts';

export { redirects };

export interface RouteEntry {
  /** React Router path pattern, without the leading slash ('' is the index route). */
  readonly pattern: string;
  /** Route module, relative to src/. */
  readonly file: string;
  /** Concrete URLs of this route that are prerendered and listed in the sitemap. */
  readonly urls: () => readonly string[];
}

/** Every folder of schemas/ is a form with its own route: adding a folder adds the page. */
export function formRoutes(catalogue: readonly FormDefinition[]): RouteEntry[] {
  return catalogue.map((definition) => ({
    pattern: definition.form.route.slice(1),
    file: 'pages/questionnaire/route.tsx',
    urls: () => [definition.form.route],
  }));
}

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
  { pattern: 'privacy', file: 'pages/privacy/route.tsx', urls: () => ['/privacy'] },
  ...formRoutes(loadCatalogue()),
  { pattern: 'blog', file: 'pages/blog/route.tsx', urls: () => ['/blog'] },
  // One page per file in src/content/blog/posts: adding a post adds its page, sitemap entry and feed item.
  { pattern: 'blog/:slug', file: 'pages/blog/post/route.tsx', urls: () => postSlugs().map((slug) => `/blog/${slug}`) },
  { pattern: '*', file: 'pages/not-found/route.tsx', urls: () => [] },
];

/** URLs of the catalogue's forms (questionnaires and contact), which have their own size budget. */
export function formPaths(): string[] {
  return loadCatalogue().map((definition) => definition.form.route);
}

/** Every URL that is built to its own HTML file; the order is the sitemap's. */
export function prerenderPaths(): string[] {
  return routeTable.flatMap((entry) => entry.urls());
}
