/**
 * `npm run workbench -- new <id> --from <existing-id>`: a new form folder copied from an existing
 * one, with its own id, route and titles, then the catalogue check. The copy keeps the questions,
 * texts and settings of its source; the consultant edits them with the workbench open.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { SERVICE_SLUGS } from '../../src/questionnaire/catalogue-fs.ts';
import { listForms, META_SCHEMA_FILE, readCatalogue } from '../../src/questionnaire/catalogue/check/index.ts';
import { parseJsonText } from '../../src/questionnaire/catalogue/check/json-text.ts';
import { displayPath, formatProblem } from '../../src/questionnaire/catalogue/check/problem.ts';
import { suggest } from '../../src/questionnaire/catalogue/check/suggest.ts';
import { runCheck } from '../schemas-check.ts';

/** The form.meta.schema.json pattern of ids, routes and service slugs. */
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_ID_LENGTH = 40;

export class UsageError extends Error {}

export interface NewFormOptions {
  readonly id: string;
  readonly from: string;
  /** The catalogue folder (default schemas/). */
  readonly dir: string;
  readonly title?: string;
  readonly route?: string;
  /** A service page without a questionnaire yet, to link the new form to. */
  readonly service?: string;
}

export interface NewFormResult {
  readonly lines: string[];
  /** 0: created and checked; 1: created, but the check found problems. */
  readonly exitCode: 0 | 1;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkId(id: string): void {
  if (!NAME.test(id) || id.length > MAX_ID_LENGTH) {
    throw new UsageError(
      `"${id}" is not a form id: use lower-case letters, digits and single hyphens (at most ${MAX_ID_LENGTH} characters), e.g. iso22301; it becomes the folder name`,
    );
  }
}

/** The source's route pattern carried over: /iso27001-questionnaire -> /iso22301-questionnaire, /contact -> /feedback. */
function routeFor(id: string, from: string, sourceRoute: unknown): string {
  if (sourceRoute === `/${from}`) return `/${id}`;
  return `/${id}-questionnaire`;
}

function readJson(file: string): Json {
  const parsed = parseJsonText(fs.readFileSync(file, 'utf8'));
  if (!parsed.ok || !isObject(parsed.value)) throw new Error(`${displayPath(file)} is not a JSON object`);
  return parsed.value;
}

async function writeJson(file: string, value: Json): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  // Objects stay one key per line as in the source files; Prettier joins short arrays.
  fs.writeFileSync(file, await prettier.format(JSON.stringify(value, null, 2), { ...options, filepath: file }));
}

function checkedOptions(options: NewFormOptions, forms: readonly string[]): void {
  checkId(options.id);
  if (!forms.includes(options.from)) {
    const guess = suggest(options.from, forms);
    throw new UsageError(
      `there is no form "${options.from}" to copy${guess ? ` (did you mean "${guess}"?)` : ''}; forms: ${forms.join(', ')}`,
    );
  }
  if (fs.existsSync(path.join(options.dir, options.id))) {
    throw new UsageError(
      `${displayPath(path.join(options.dir, options.id))} already exists: choose another id (nothing was changed)`,
    );
  }
  if (options.route !== undefined && !(options.route.startsWith('/') && NAME.test(options.route.slice(1)))) {
    throw new UsageError(
      `--route "${options.route}" must be / then lower-case words joined by hyphens, e.g. /iso22301-questionnaire`,
    );
  }
  if (options.title !== undefined && options.title.trim() === '') throw new UsageError('--title must not be empty');
  if (options.service !== undefined && !SERVICE_SLUGS.includes(options.service)) {
    throw new UsageError(
      `--service "${options.service}" is not a service of the site; services: ${SERVICE_SLUGS.join(', ')}`,
    );
  }
}

/** Copies the source folder under a hidden name, rewrites form.json there, then renames it into place. */
async function writeCopy(options: NewFormOptions, form: Json): Promise<string> {
  const target = path.join(options.dir, options.id);
  const staging = fs.mkdtempSync(path.join(options.dir, `.${options.id}-`));
  try {
    for (const name of ['schema.json', 'ui.json']) {
      fs.copyFileSync(path.join(options.dir, options.from, name), path.join(staging, name));
    }
    await writeJson(path.join(staging, 'form.json'), form);
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return target;
}

export async function createForm(options: NewFormOptions): Promise<NewFormResult> {
  const dir = path.resolve(options.dir);
  const forms = listForms(dir);
  checkedOptions({ ...options, dir }, forms);
  const metaSchemaFile = fs.existsSync(path.join(dir, 'form.meta.schema.json'))
    ? path.join(dir, 'form.meta.schema.json')
    : META_SCHEMA_FILE;
  const before = readCatalogue(dir, { serviceSlugs: SERVICE_SLUGS, metaSchemaFile });
  const sourceFolder = `${displayPath(path.join(dir, options.from))}/`;
  const sourceProblems = before.problems.filter((problem) => problem.file.startsWith(sourceFolder));
  if (sourceProblems.length > 0) {
    throw new UsageError(
      `${options.from} does not pass the catalogue check, and a copy would carry its problems; fix them first:\n${sourceProblems.map(formatProblem).join('\n')}`,
    );
  }
  if (options.service !== undefined) {
    const owner = before.definitions.find((definition) => definition.form.serviceSlug === options.service);
    if (owner) {
      throw new UsageError(
        `--service "${options.service}" already leads to ${owner.id}: a service page leads to one form`,
      );
    }
  }

  const source = readJson(path.join(dir, options.from, 'form.json'));
  const title = options.title?.trim() ?? `New questionnaire: ${options.id}`;
  const route = options.route ?? routeFor(options.id, options.from, source['route']);
  const { serviceSlug: droppedService, ...rest } = source;
  const report = isObject(source['report']) ? source['report'] : {};
  const payload = isObject(source['payload']) ? source['payload'] : {};
  const subject = isObject(payload['subject']) ? payload['subject'] : {};
  const form: Json = {
    ...rest,
    id: options.id,
    route,
    ...(options.service !== undefined ? { serviceSlug: options.service } : {}),
    title,
    report: { ...report, title: title.toUpperCase() },
    payload: { ...payload, subject: { ...subject, text: /^new\b/i.test(title) ? title : `New ${title}` } },
  };
  // Keep the key order of the source: id, route and serviceSlug near the top.
  const ordered = Object.fromEntries(
    Object.keys(source)
      .filter((key) => key in form)
      .map((key) => [key, form[key]]),
  );
  const written = await writeCopy({ ...options, dir }, { ...ordered, ...form });

  const shown = displayPath(written);
  const lines = [
    `Created ${shown}/ from ${options.from}: id "${options.id}", route ${route}, title "${title}".`,
    `  form.json "title", "report.title" and "payload.subject.text" name the new form; the questions, intro, metaDescription and messages are still those of ${options.from}: edit them with the workbench open.`,
    typeof droppedService === 'string' && options.service === undefined
      ? `  No service page leads to it: "serviceSlug": "${droppedService}" was left out, since that service page leads to ${options.from} and a service page leads to one form. To link the new form, add its service to src/content/services/ and set "serviceSlug" in form.json (or use --service <slug>).`
      : options.service !== undefined
        ? `  The service page /services/${options.service} now leads to it ("serviceSlug": "${options.service}").`
        : '  No service page leads to it (like its source, it has no "serviceSlug").',
  ];
  const check = await runCheck(dir);
  if (check.exitCode !== 0) {
    return {
      lines: [
        ...lines,
        '',
        'The catalogue check found problems:',
        ...check.lines,
        `Fix them (npm run workbench shows them live), or delete ${shown}/ to undo.`,
      ],
      exitCode: 1,
    };
  }
  return {
    lines: [
      ...lines,
      `Catalogue check: ${check.lines.join(' ')}`,
      `It is in the workbench now, and in the route list, sitemap and privacy notice at the next build (restart npm run dev to see its page there).`,
    ],
    exitCode: 0,
  };
}
