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
}

function unique(entries: readonly CatalogueEntry[], key: string, describe: (value: string, first: string) => string) {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  for (const { file, form } of entries) {
    const value = asString(form[key]);
    if (value === undefined) continue;
    const first = seen.get(value);
    if (first) problems.push({ file, pointer: `/${key}`, message: describe(value, first) });
    else seen.set(value, file);
  }
  return problems;
}

function unknownServices(entries: readonly CatalogueEntry[], serviceSlugs: readonly string[]): Problem[] {
  return entries.flatMap(({ file, form }) => {
    const slug = asString(form['serviceSlug']);
    if (slug === undefined || serviceSlugs.includes(slug)) return [];
    const guess = suggest(slug, serviceSlugs);
    const fix = guess
      ? `did you mean ${quote(guess)}?`
      : `use one of ${quoteList(serviceSlugs)}, add the service to src/content/services.ts, or remove "serviceSlug" for a form without a service page`;
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
