/**
 * The one list of routes. It feeds the router (src/routes.ts), the prerender
 * (react-router.config.ts), the sitemap (scripts/build-seo-files.ts) and the tests. Its paths and
 * redirects come from src/routing, which the server and the pages import without loading the
 * catalogue. Node imports this file too, so it must not import React.
 */
import { postSlugs } from '../content/blog/post-files.ts';
import { services } from '../content/services.ts';
import { loadCatalogue } from '../questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../questionnaire/definition.ts';
import { redirects } from '../routing/redirects.ts';
import { pagePaths, sitePath } from '../routing/site-paths.ts';

export { redirects };

export interface RouteEntry {
  /** React Router path pattern, without the leading slash ('' is the index route). */
  readonly pattern: string;
  /** Route module, relative to src/. */
  readonly file: string;
  /** Concrete URLs of this route that are prerendered and listed in the sitemap. */
  readonly urls: () => readonly string[];
}

/** React Router's pattern for a path: without the leading slash. */
const pattern = (path: string) => path.slice(1);

/** Every folder of schemas/ is a form with its own route: adding a folder adds the page. */
export function formRoutes(catalogue: readonly FormDefinition[]): RouteEntry[] {
  return catalogue.map((definition) => ({
    pattern: pattern(definition.form.route),
    file: 'pages/questionnaire/route.tsx',
    urls: () => [definition.form.route],
  }));
}

export const routeTable: readonly RouteEntry[] = [
  { pattern: '', file: 'pages/home/route.tsx', urls: () => [pagePaths.home] },
  { pattern: pattern(pagePaths.services), file: 'pages/services/route.tsx', urls: () => [pagePaths.services] },
  ...Object.keys(redirects).map((from) => ({
    pattern: pattern(from),
    file: 'app/redirect-route.tsx',
    urls: () => [],
  })),
  {
    pattern: pattern(sitePath('service', ':slug')),
    file: 'pages/service/route.tsx',
    urls: () => services.map((service) => sitePath('service', service.slug)),
  },
  { pattern: pattern(pagePaths.about), file: 'pages/about/route.tsx', urls: () => [pagePaths.about] },
  { pattern: pattern(pagePaths.privacy), file: 'pages/privacy/route.tsx', urls: () => [pagePaths.privacy] },
  ...formRoutes(loadCatalogue()),
  { pattern: pattern(pagePaths.blog), file: 'pages/blog/route.tsx', urls: () => [pagePaths.blog] },
  // One page per file in src/content/blog/posts: adding a post adds its page, sitemap entry and feed item.
  {
    pattern: pattern(sitePath('blogPost', ':slug')),
    file: 'pages/blog/post/route.tsx',
    urls: () => postSlugs().map((slug) => sitePath('blogPost', slug)),
  },
  { pattern: '*', file: 'pages/not-found/route.tsx', urls: () => [] },
];

export { MISSING_SEGMENT, missingPageFor, missingPagePaths } from '../routing/missing-pages.ts';

/** URLs of the catalogue's forms (questionnaires and contact), which have their own size budget. */
export function formPaths(): string[] {
  return loadCatalogue().map((definition) => definition.form.route);
}

/** Every URL that is built to its own HTML file; the order is the sitemap's. */
export function prerenderPaths(): string[] {
  return routeTable.flatMap((entry) => entry.urls());
}
