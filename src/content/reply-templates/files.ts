/**
 * The reply templates on disk: one Markdown (.md) or plain-text (.txt) file per template in
 * ./templates (Node only: the server at its start and the desk's build read them; the desk's pages
 * get them filled in). Nothing a consultant puts in the folder is passed over in silence: any other
 * file, a folder or two templates of one name stop the start and the build, naming it. Only a
 * README (notes for whoever edits the folder), hidden files and what editors leave behind (backups,
 * lock files) are not templates.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseReplyTemplate, ReplyTemplateError, type ReplyTemplate } from './template.ts';

export const REPLY_TEMPLATES_DIR = path.join(import.meta.dirname, 'templates');

/** The endings a template's file may have; the name before it is the template's id. */
export const REPLY_TEMPLATE_EXTENSIONS: readonly string[] = ['.md', '.txt'];

const README = /^readme(\.(md|txt))?$/i;
/**
 * What editors and file managers leave beside the files they touch (emacs's `x.md~` and `#x.md#`,
 * `.bak`, `.orig`, Windows' `Thumbs.db` and `desktop.ini`): never a template, and never a reason to
 * stop the server after someone edited a template in place. Hidden files (`.x.md.swp`) are skipped too.
 */
const LEFT_BY_TOOLS = /(~|\.bak|\.orig|\.swp|\.tmp)$|^#.*#$|^(thumbs\.db|desktop\.ini)$/i;

/** Files in the templates' folder that are no concern of the templates: notes and tools' leftovers. */
const notATemplate = (name: string) => name.startsWith('.') || README.test(name) || LEFT_BY_TOOLS.test(name);

/** Every template in `dir`, by file name; throws one ReplyTemplateError naming every bad file and line. */
export function loadReplyTemplates(dir: string = REPLY_TEMPLATES_DIR): ReplyTemplate[] {
  const entries = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !notATemplate(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const templates: ReplyTemplate[] = [];
  const problems: string[] = [];
  const fileOf = new Map<string, string>();
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    const shown = path.relative(process.cwd(), file) || file;
    const extension = path.extname(entry.name).toLowerCase();
    if (!entry.isFile() || !REPLY_TEMPLATE_EXTENSIONS.includes(extension)) {
      problems.push(
        `${shown}: not a reply template: a template is one ${REPLY_TEMPLATE_EXTENSIONS.join(' or ')} file ` +
          '(move anything else out of the folder)',
      );
      continue;
    }
    const id = entry.name.slice(0, -extension.length);
    const earlier = fileOf.get(id);
    if (earlier !== undefined) {
      problems.push(`${shown}: a second template named "${id}" (${earlier} is the first): rename one of them`);
      continue;
    }
    fileOf.set(id, entry.name);
    try {
      templates.push(parseReplyTemplate(readFileSync(file, 'utf8'), shown, id));
    } catch (error) {
      if (!(error instanceof ReplyTemplateError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) throw new ReplyTemplateError(`Invalid reply templates:\n${problems.join('\n')}`);
  if (templates.length === 0) {
    throw new ReplyTemplateError(`${dir}: no reply template (${REPLY_TEMPLATE_EXTENSIONS.join(' or ')} file) found`);
  }
  return templates;
}
