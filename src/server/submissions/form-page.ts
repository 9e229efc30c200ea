/**
 * The pages the server answers a form sent without scripts with. They are drawn by the site's own
 * components, built for Node on their own (src/app/form-post.tsx, vite.form-post.config.ts), and
 * loaded here on the first such post: the server imports no React source. The page around them is the form's
 * prerendered page, its scripts left out (the visitor runs none), its <main> holding the new
 * content, its title prefixed "Error: " when the form is refused.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Answers, FormDefinition } from '../../questionnaire/definition.ts';
import type { PipelineFailure } from '../../questionnaire/pipeline.ts';
import type { BuiltFile } from '../common/built-files.ts';
import { resolvePage } from '../static-site.ts';

export interface FormPostRenderer {
  renderRefused(
    definition: FormDefinition,
    answers: Answers,
    failures: readonly PipelineFailure[],
    message?: string,
    postKey?: string,
  ): Promise<string>;
  renderAccepted(definition: FormDefinition, reference: string, email: string | undefined): string;
}

export interface FormPages {
  /** Loaded on first use, not at start: the components and their libraries take seconds to load. */
  renderer(): Promise<FormPostRenderer>;
  /** The form's prerendered page, the shell of every answer to its posts. */
  shellOf(definition: FormDefinition): BuiltFile | undefined;
}

function isRenderer(value: unknown): value is FormPostRenderer {
  const module = value as Partial<Record<keyof FormPostRenderer, unknown>> | null;
  return typeof module?.renderRefused === 'function' && typeof module.renderAccepted === 'function';
}

/** The built renderer beside the built site (build/form-post), or null when this build has none. */
export function loadFormPages(siteDir: string, files: ReadonlyMap<string, BuiltFile>): FormPages | null {
  const modulePath = path.resolve(siteDir, '..', 'form-post', 'form-post.js');
  if (!existsSync(modulePath)) return null;
  let loading: Promise<FormPostRenderer> | null = null;
  const renderer = () =>
    (loading ??= import(pathToFileURL(modulePath).href).then((module: unknown) => {
      if (!isRenderer(module))
        throw new Error(`${modulePath} is not the form renderer (renderRefused, renderAccepted)`);
      return module;
    }));
  return { renderer, shellOf: (definition) => resolvePage(files, definition.form.route) };
}

/** The shell with `content` in its <main>, without scripts, its title prefixed when given. */
export function pageWith(shell: string, content: string, titlePrefix = ''): string {
  const open = shell.indexOf('<main');
  const start = shell.indexOf('>', open) + 1;
  const end = shell.lastIndexOf('</main>');
  if (open < 0 || end < start) throw new Error('The form page has no <main>');
  const page = `${shell.slice(0, start)}${content}${shell.slice(end)}`;
  return page
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>/, `<title>${titlePrefix}`);
}
