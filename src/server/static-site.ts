/**
 * Which built file answers a path of the prerendered site (read once at start by
 * common/built-files.ts): an exact file or a folder's index.html, and the not-found page of the
 * route an unknown path falls under.
 */
import { MISSING_SEGMENT, missingPageFor } from '../routing/missing-pages.ts';
import type { BuiltFile } from './common/built-files.ts';

/** The file that answers a URL path: an exact file, or the folder's prerendered index.html. */
export function resolvePage(files: ReadonlyMap<string, BuiltFile>, urlPath: string): BuiltFile | undefined {
  // The not-found pages answer unknown URLs only, with status 404 (notFoundPage).
  if (urlPath.split('/').some((segment) => segment.startsWith(MISSING_SEGMENT))) return undefined;
  const exact = urlPath.endsWith('/') ? undefined : files.get(urlPath);
  if (exact) return exact;
  const folder = urlPath.endsWith('/') ? urlPath : `${urlPath}/`;
  return files.get(`${folder}index.html`);
}

/** The prerendered page (status 404) for a URL path that has no page: it carries the not-found text. */
export function notFoundPage(files: ReadonlyMap<string, BuiltFile>, urlPath: string): BuiltFile | undefined {
  return files.get(`${missingPageFor(urlPath)}/index.html`) ?? files.get(`${missingPageFor('/')}/index.html`);
}
