/**
 * Rules across forms: each form has its own route and id, and the service page a form belongs to
 * (form.json "serviceSlug", the one link between a form and its service) exists and has no other
 * form.
 */
import { asString, quote, quoteList, type JsonObject } from './json.ts';
import type { Problem } from './problem.ts';
import { suggest } from './suggest.ts';

export interface CatalogueEntry {
  /** The form.json file as shown in problems. */
  readonly file: string;
  readonly form: JsonObject;
  /** When form.json last changed: of two forms claiming the same thing, the later edit is reported. */
  readonly modified: number;
}

/**
 * A value two forms may not share. The form edited last (usually a copied folder) is the one
 * reported, naming the form that had the value first.
 */
function unique(
  entries: readonly CatalogueEntry[],
  key: string,
  describe: (value: string, first: string) => string,
): Problem[] {
  const byValue = new Map<string, CatalogueEntry[]>();
  for (const entry of entries) {
    const value = asString(entry.form[key]);
    if (value !== undefined) byValue.set(value, [...(byValue.get(value) ?? []), entry]);
  }
  return [...byValue].flatMap(([value, sharing]) => {
    const [first, ...others] = [...sharing].sort((a, b) => a.modified - b.modified);
    if (!first) return [];
    return others.map(({ file }) => ({ file, pointer: `/${key}`, message: describe(value, first.file) }));
  });
}

function unknownServices(entries: readonly CatalogueEntry[], serviceSlugs: readonly string[]): Problem[] {
  return entries.flatMap(({ file, form }) => {
    const slug = asString(form['serviceSlug']);
    if (slug === undefined || serviceSlugs.includes(slug)) return [];
    const guess = suggest(slug, serviceSlugs);
    const fix = `${guess ? `did you mean ${quote(guess)}? Otherwise a` : 'A'}dd the service to src/content/services/, or remove "serviceSlug" for a form without a service page (services: ${quoteList(serviceSlugs)})`;
    return [{ file, pointer: '/serviceSlug', message: `${quote(slug)} is not a service of the site: ${fix}` }];
  });
}

export function checkAcrossForms(
  entries: readonly CatalogueEntry[],
  serviceSlugs: readonly string[] | undefined,
): Problem[] {
  return [
    ...unique(
      entries,
      'route',
      (route, first) => `route ${quote(route)} is also used by ${first}: give each form its own route`,
    ),
    ...unique(
      entries,
      'id',
      (id, first) => `id ${quote(id)} is also used by ${first}: give each form its own id (its folder name)`,
    ),
    ...(serviceSlugs ? unknownServices(entries, serviceSlugs) : []),
    ...unique(
      entries,
      'serviceSlug',
      (slug, first) =>
        `service ${quote(slug)} already has its questionnaire in ${first}: a service page leads to one form, so name another service or remove "serviceSlug"`,
    ),
  ];
}
