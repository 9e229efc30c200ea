/**
 * Reads the catalogue from disk (Node only: the route list, build-time loaders, the server,
 * scripts and tests; browser code never reads files). Adding a folder under schemas/ adds a form
 * and its route; nothing else. Every read runs the catalogue check first: a broken form stops the
 * build, the dev server, the server and the operator commands with one error listing each problem
 * as `schemas/<form>/<file>: /pointer: what is wrong and how to fix it`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fillReplyPromise, replyWithin } from '../content/reply-promise.ts';
import { services } from '../content/services.ts';
import { CatalogueError } from './catalogue/catalogue-error.ts';
import { META_SCHEMA_FILE, readCatalogue } from './catalogue/check/index.ts';
import type { FormDefinition } from './definition.ts';

export { CatalogueError } from './catalogue/catalogue-error.ts';
export { formById, formByRoute, formForService } from './catalogue/lookup.ts';

/**
 * The catalogue folder: the CATALOGUE_DIR environment variable when set (every reader then uses
 * that copy; the rewording test runs the catalogue's tests on a reworded copy this way), else
 * `fallback`.
 */
export function catalogueDir(fallback = 'schemas'): string {
  return path.resolve(process.env.CATALOGUE_DIR ?? fallback);
}

// Relative to the working directory, not this file: bundled into the build, this file moves.
export const CATALOGUE_DIR = catalogueDir();

/** The site's service pages, which form.json "serviceSlug" may name. */
export const SERVICE_SLUGS: readonly string[] = services.map((service) => service.slug);

/**
 * Size and time of every file the check reads: the check runs again only when one changed (once
 * per build; on each edit under the dev server), not on every route loader call.
 */
function signature(dir: string): string {
  const stamp = (file: string) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    return stat ? `${file}:${stat.size}:${stat.mtimeMs}` : `${file}:-`;
  };
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : [];
  const files = entries.flatMap((entry) =>
    entry.isDirectory()
      ? ['schema.json', 'ui.json', 'form.json'].map((name) => path.join(dir, entry.name, name))
      : [path.join(dir, entry.name)],
  );
  return [META_SCHEMA_FILE, ...files].map(stamp).join('\n');
}

type Cache = Map<string, { readonly signature: string; readonly catalogue: readonly FormDefinition[] }>;
// Kept on globalThis: a build loads this module several times (config, routes, server bundle), and
// the check should still run once per process.
const CACHE_KEY = Symbol.for('questionnaire-catalogue-cache');
const holder = globalThis as { [CACHE_KEY]?: Cache };
const cache: Cache = (holder[CACHE_KEY] ??= new Map());

/** The form's wording with the firm's reply promise in place of {replyWithin}. */
export function withReplyPromise(definition: FormDefinition): FormDefinition {
  const form = JSON.parse(fillReplyPromise(JSON.stringify(definition.form))) as FormDefinition['form'];
  return { ...definition, form };
}

/**
 * The checked catalogue, its wording completed with the firm's reply promise, so every page and
 * email that quotes a form's message states the same promise.
 */
export function loadCatalogue(dir: string = CATALOGUE_DIR): FormDefinition[] {
  const key = `${path.resolve(dir)}\n${replyWithin}`;
  const current = signature(path.resolve(dir));
  const cached = cache.get(key);
  if (cached?.signature === current) return [...cached.catalogue];
  const { problems, definitions } = readCatalogue(path.resolve(dir), { serviceSlugs: SERVICE_SLUGS });
  if (problems.length > 0) throw new CatalogueError(problems);
  const catalogue = definitions.map(withReplyPromise);
  cache.set(key, { signature: current, catalogue });
  return [...catalogue];
}
