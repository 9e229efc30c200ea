/**
 * A consultant's correct edit, made to a copy of the catalogue: every question, option and section
 * title, every message and every label a visitor reads is reworded. Each word longer than two
 * letters gets a letter after its first one ("Please answer" becomes "Pxlease axnswer"), so no test
 * that copied the old wording can still find it, in any letter case; {placeholders} stay as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

/** Keys whose string values are wording a consultant may change (never ids, values or field names). */
const WORDING_KEYS = new Set([
  'title',
  'message',
  'toast',
  'label',
  'busyLabel',
  'doneLabel',
  'busyNote',
  'fallbackMessage',
  'intro',
  'metaDescription',
  'empty',
  'nextSteps',
  'description',
  'text',
  'ui:help',
  'ui:placeholder',
  'ui:title',
  'ui:description',
]);

export function reword(text: string): string {
  return text
    .split(/(\{[^}]*\})/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/\b([A-Za-z])([A-Za-z]{2,})/g, '$1x$2')))
    .join('');
}

/**
 * The same rewording at the same length, for wording the check holds to a length (a page's meta
 * description, at most 160 characters): each long word's second letter becomes an x ("within"
 * becomes "wxthin").
 */
export function rewordInPlace(text: string): string {
  return text
    .split(/(\{[^}]*\})/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(
            /\b([A-Za-z])([A-Za-z])([A-Za-z]+)/g,
            (_word, first: string, second: string, rest: string) =>
              `${first}${second.toLowerCase() === 'x' ? 'y' : 'x'}${rest}`,
          ),
    )
    .join('');
}

/** Wording the catalogue's check holds to a length: reworded without growing. */
const LIMITED_KEYS = new Set(['metaDescription']);

/** Whether the string under `key`, in an object under `parent`, is wording. */
function isWording(key: string | undefined, parent: string | undefined): boolean {
  if (key === undefined) return false;
  // payload.message names the answer sent as message; the values of report.labels and
  // report.emptyByField are wording.
  if (parent === 'payload') return false;
  return parent === 'labels' || parent === 'emptyByField' || WORDING_KEYS.has(key);
}

function rewordValue(value: unknown, key?: string, parent?: string): unknown {
  if (typeof value === 'string') {
    if (!isWording(key, parent)) return value;
    return key !== undefined && LIMITED_KEYS.has(key) ? rewordInPlace(value) : reword(value);
  }
  if (Array.isArray(value)) return value.map((item) => rewordValue(item, undefined, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, rewordValue(item, name, key)]));
  }
  return value;
}

/**
 * Copies the catalogue at `from` to `to`, reworded and laid out as `npm run format` would lay it
 * out where it lies; returns the form folders copied.
 */
export async function copyReworded(from: string, to: string): Promise<string[]> {
  fs.cpSync(from, to, { recursive: true });
  const forms = fs
    .readdirSync(to, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  for (const form of forms) {
    for (const name of ['schema.json', 'ui.json', 'form.json']) {
      const original = path.join(from, form, name);
      const json: unknown = JSON.parse(fs.readFileSync(original, 'utf8'));
      const file = path.join(to, form, name);
      const options = (await prettier.resolveConfig(file)) ?? {};
      fs.writeFileSync(file, await prettier.format(JSON.stringify(rewordValue(json)), { ...options, filepath: file }));
    }
  }
  return forms;
}
