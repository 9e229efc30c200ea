/**
 * Unknown URLs are answered (status 404) with a prerendered page that already carries the not-found
 * text: one per page with a parameter (its page for an unknown slug, e.g. "Blog Post Not Found"),
 * built at the page's path with this segment for the parameter, and one for any other path.
 * No imports beyond the path list: the server loads this without loading the catalogue.
 */
import { sitePath } from './site-paths.ts';

export const MISSING_SEGMENT = '__missing';

/** The site's paths with a parameter, as React Router patterns with their leading slash. */
const parameterPaths: readonly string[] = [sitePath('service', ':slug'), sitePath('blogPost', ':slug')];

const withMissing = (path: string) => path.replace(/:[^/]+/g, MISSING_SEGMENT);

/** The not-found pages to prerender; never in the sitemap. */
export function missingPagePaths(): string[] {
  return [`/${MISSING_SEGMENT}`, ...parameterPaths.map(withMissing)];
}

/** Which prerendered not-found page answers an unknown URL path. */
export function missingPageFor(urlPath: string): string {
  const segments = urlPath.split('/').filter(Boolean);
  for (const path of parameterPaths) {
    const parts = path.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    if (parts.every((part, index) => part.startsWith(':') || part === segments[index])) return withMissing(path);
  }
  return `/${MISSING_SEGMENT}`;
}
