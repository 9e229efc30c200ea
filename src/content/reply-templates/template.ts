/**
 * A reply template as a consultant writes it: a title in frontmatter (between --- lines at the
 * top) and the reply's text, with placeholders in double braces that the desk fills from the
 * lead. The file is checked when the desk is built and when the server starts: a missing title or
 * an unknown placeholder stops both, naming the file and the line.
 */
import { Type } from 'typebox';
import { schemaCheck } from '../../validation/ajv.ts';

/** What a template may ask for, and what each is filled with. */
export const REPLY_PLACEHOLDERS = {
  organisation: "the lead's organisation ('your organisation' when the form asks for none)",
  person: 'the name of the person who wrote',
  formTitle: "the form's title",
  snapshot: "the readiness snapshot's summary (empty for a form without one)",
  memberName: 'the name of the member replying',
} as const;

export type ReplyPlaceholder = keyof typeof REPLY_PLACEHOLDERS;
export type ReplyValues = Readonly<Record<ReplyPlaceholder, string>>;

export interface ReplyTemplate {
  /** The file's name without .md or .txt: how the composer names the choice. */
  readonly id: string;
  readonly title: string;
  /** The text, placeholders unfilled. */
  readonly body: string;
}

export class ReplyTemplateError extends Error {
  override readonly name = 'ReplyTemplateError';
}

const Frontmatter = Type.Object(
  { title: Type.String({ minLength: 3, maxLength: 120, pattern: '\\S' }) },
  { additionalProperties: false, description: 'a "title: ..." line between --- lines at the start of the file' },
);
const checkFrontmatter = schemaCheck(Frontmatter);

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const FENCE = '---';

function isPlaceholder(name: string): name is ReplyPlaceholder {
  return Object.hasOwn(REPLY_PLACEHOLDERS, name);
}

/** The frontmatter's `key: value` lines, each with its line number (1-based); null when the file has none. */
function frontmatterOf(
  lines: readonly string[],
): { fields: Map<string, string>; lineOf: Map<string, number>; end: number } | null {
  if (lines[0]?.trim() !== FENCE) return null;
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === FENCE);
  if (end < 0) return null;
  const fields = new Map<string, string>();
  const lineOf = new Map<string, number>();
  lines.slice(1, end).forEach((line, index) => {
    if (line.trim() === '') return;
    const colon = line.indexOf(':');
    const key = colon < 0 ? line.trim() : line.slice(0, colon).trim();
    const raw = colon < 0 ? '' : line.slice(colon + 1).trim();
    fields.set(key, raw.replace(/^(["'])(.*)\1$/, '$2'));
    lineOf.set(key, index + 2);
  });
  return { fields, lineOf, end };
}

/** Reads one template file's text; `file` and the id name it in messages and in the composer. */
export function parseReplyTemplate(text: string, file: string, id: string): ReplyTemplate {
  const lines = text.split(/\r?\n/);
  const front = frontmatterOf(lines);
  if (!front) {
    throw new ReplyTemplateError(`${file}:1: start the file with a title between --- lines (---, title: ..., ---)`);
  }
  const checked = checkFrontmatter(Object.fromEntries(front.fields));
  if (!checked.ok) {
    const problems = checked.problems.map(({ field, text: what }) => {
      const line = front.lineOf.get(field) ?? 1;
      return `${file}:${line}: "${field || 'title'}" ${what}`;
    });
    throw new ReplyTemplateError(problems.join('\n'));
  }
  const bodyLines = lines.slice(front.end + 1);
  const unknown: string[] = [];
  bodyLines.forEach((line, index) => {
    for (const [, name = ''] of line.matchAll(PLACEHOLDER)) {
      if (!isPlaceholder(name)) {
        unknown.push(
          `${file}:${front.end + 2 + index}: unknown placeholder {{${name}}} (known: ${Object.keys(REPLY_PLACEHOLDERS)
            .map((known) => `{{${known}}}`)
            .join(', ')})`,
        );
      }
    }
  });
  if (unknown.length > 0) throw new ReplyTemplateError(unknown.join('\n'));
  const body = bodyLines.join('\n').trim();
  if (body === '') throw new ReplyTemplateError(`${file}:${front.end + 2}: the template has no text after its title`);
  return { id, title: checked.value.title.trim(), body };
}

/** The template's text for one lead: each placeholder filled, blank lines left by an empty one closed up. */
export function fillReplyTemplate(body: string, values: ReplyValues): string {
  const filled = body.replace(PLACEHOLDER, (_match, name: string) => (isPlaceholder(name) ? values[name] : ''));
  return filled.replace(/\n{3,}/g, '\n\n').trim();
}
