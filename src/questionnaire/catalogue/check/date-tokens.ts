/**
 * `{date:<name>}` in a form's text: a key date of the site (src/content/key-dates.ts) written where the
 * text stands, so a date that options, help texts and flag messages are written around is typed
 * once. Filled in as each file is read, before any other rule sees it, so every reader of the
 * catalogue (the site, the server, the workbench, the tests) gets the same text. A name that is no
 * key date is a problem at the string that holds it.
 */
import { isObject, pointerOf, quote, quoteList } from './json.ts';
import type { FormFile, FormReport } from './problem.ts';
import { suggest } from './suggest.ts';

const TOKEN = /\{date:([^}]*)\}/g;

function fillString(text: string, dates: Readonly<Record<string, string>>, problem: (message: string) => void): string {
  return text.replace(TOKEN, (token, name: string) => {
    const date = dates[name];
    if (date !== undefined) return date;
    const known = Object.keys(dates);
    const hint = suggest(name, known);
    problem(
      `${quote(token)} names no key date${hint ? `: did you mean "{date:${hint}}"?` : ''} ` +
        `(known: ${known.length > 0 ? quoteList(known) : 'none'}; add one to src/content/key-dates.ts)`,
    );
    return token;
  });
}

/** `value` (a parsed form file) with every `{date:<name>}` replaced by that date's text. */
export function fillDateTokens(
  report: FormReport,
  file: FormFile,
  value: unknown,
  dates: Readonly<Record<string, string>>,
): unknown {
  const walk = (node: unknown, path: readonly (string | number)[]): unknown => {
    if (typeof node === 'string') {
      return fillString(node, dates, (message) => report.add(file, pointerOf(...path), message));
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, [...path, index]));
    if (isObject(node)) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, [...path, key])]));
    }
    return node;
  };
  return walk(value, []);
}
