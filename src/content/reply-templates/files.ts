/**
 * The reply templates on disk: one Markdown file per template in ./templates (Node only: the
 * server at its start and the desk's build read them; the desk's pages get them filled in).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseReplyTemplate, ReplyTemplateError, type ReplyTemplate } from './template.ts';

export const REPLY_TEMPLATES_DIR = path.join(import.meta.dirname, 'templates');

/** Every template in `dir`, by file name; throws one ReplyTemplateError naming every bad file and line. */
export function loadReplyTemplates(dir: string = REPLY_TEMPLATES_DIR): ReplyTemplate[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const templates: ReplyTemplate[] = [];
  const problems: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const shown = path.relative(process.cwd(), file) || file;
    try {
      templates.push(parseReplyTemplate(readFileSync(file, 'utf8'), shown, name.slice(0, -'.md'.length)));
    } catch (error) {
      if (!(error instanceof ReplyTemplateError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) throw new ReplyTemplateError(`Invalid reply templates:\n${problems.join('\n')}`);
  if (templates.length === 0) throw new ReplyTemplateError(`${dir}: no reply template (.md file) found`);
  return templates;
}
