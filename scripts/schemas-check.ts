/**
 * The questionnaire catalogue's command line (the rules themselves live in
 * src/questionnaire/catalogue/check/, and every load of the catalogue runs them).
 *
 *   npm run schemas:check                         check schemas/ (or: -- <folder>)
 *   npm run schemas:check -- --preview <form>     what the firm receives for sample answers
 *        [--minimal]                              only the answers the form requires
 *        [--answers <file.json>]                  your own answers instead
 *
 * The check prints one line per problem, `file: /json/pointer: what is wrong and how to fix it`,
 * then a summary, and exits 1 when anything is wrong; it also names JSON files that are not
 * formatted (run npm run format).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type * as Prettier from 'prettier';
import { SERVICE_SLUGS, CATALOGUE_DIR, formById } from '../src/questionnaire/catalogue-fs.ts';
import { listForms, readCatalogue, type Problem } from '../src/questionnaire/catalogue/check/index.ts';
import { estimateWarnings } from '../src/questionnaire/catalogue/check/estimate.ts';
import { changesReport } from './schemas-changes.ts';
import { parseJsonText } from '../src/questionnaire/catalogue/check/json-text.ts';
import { displayPath, formatProblem } from '../src/questionnaire/catalogue/check/problem.ts';
import { defaultAnswers, fullAnswers, minimalAnswers } from '../src/questionnaire/catalogue/sample-answers.ts';
import type { Answers, FormDefinition } from '../src/questionnaire/definition.ts';
import { buildPayload, buildSubject } from '../src/questionnaire/payload.ts';
import { buildReport } from '../src/questionnaire/report.ts';
import { readinessSnapshot, snapshotText } from '../src/questionnaire/scoring.ts';

const USAGE = `usage: npm run schemas:check [-- <folder>]
       npm run schemas:check -- --preview <form> [--minimal | --answers <file.json>]
       npm run schemas:check -- --changes [<folder>]   (what changed since the version the server last served)`;

class UsageError extends Error {}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * JSON files of the catalogue that Prettier would lay out differently. Prettier is a development
 * tool: where it is not installed (a production install), formatting is not checked.
 */
export async function formattingProblems(dir: string): Promise<Problem[]> {
  let prettier: typeof Prettier;
  try {
    prettier = await import('prettier');
  } catch {
    return [];
  }
  const problems: Problem[] = [];
  for (const folder of listForms(dir)) {
    for (const name of ['schema.json', 'ui.json', 'form.json']) {
      const file = path.join(dir, folder, name);
      if (!fs.existsSync(file)) continue;
      const text = fs.readFileSync(file, 'utf8');
      if (!parseJsonText(text).ok) continue; // the check already names the syntax error
      const { ignored } = await prettier.getFileInfo(file, { ignorePath: path.resolve('.prettierignore') });
      if (ignored) continue;
      const options = (await prettier.resolveConfig(file)) ?? {};
      if (!(await prettier.check(text, { ...options, filepath: file }))) {
        problems.push({
          file: displayPath(file),
          pointer: '/',
          message:
            'is not formatted: run npm run format (it lays the file out in the project style; the content stays the same)',
        });
      }
    }
  }
  return problems;
}

/** The lines the check prints and its exit code. */
export async function runCheck(dir: string): Promise<{ lines: string[]; exitCode: number }> {
  const { problems: found, definitions } = readCatalogue(dir, { serviceSlugs: SERVICE_SLUGS });
  const problems = [...found, ...(await formattingProblems(dir))];
  const forms = listForms(dir);
  // Warnings do not fail the check: they point at something a consultant should look at. They read
  // the forms as the engine does, so only once every form passed.
  const warnings =
    found.length === 0 ? estimateWarnings(dir, definitions).map((warning) => `warning: ${formatProblem(warning)}`) : [];
  if (problems.length === 0) {
    return { lines: [...warnings, `${plural(forms.length, 'form')} checked, no problems.`], exitCode: 0 };
  }
  const root = displayPath(dir);
  const formsWithProblems = new Set(
    problems
      .map((problem) => path.posix.relative(root, problem.file).split('/')[0] ?? '')
      .filter((name) => forms.includes(name)),
  );
  return {
    lines: [
      ...warnings,
      ...problems.map(formatProblem),
      `${plural(problems.length, 'problem')} in ${plural(formsWithProblems.size, 'form')}.`,
    ],
    exitCode: 1,
  };
}

function readAnswers(file: string): Answers {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`cannot read ${file}`);
  }
  const parsed = parseJsonText(text);
  if (!parsed.ok)
    throw new UsageError(`${file}: not valid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.reason}`);
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UsageError(`${file}: give the answers as one JSON object, e.g. {"name": "Jane"}`);
  }
  return value as Answers;
}

/** Subject, email body and request body of one submission, as the firm and the server see them. */
export function previewLines(definition: FormDefinition, given: Answers, description: string, at: Date): string[] {
  const answers = { ...defaultAnswers(definition), ...given };
  const payload = buildPayload(definition, answers, at);
  const snapshot = readinessSnapshot(definition, payload.answers);
  return [
    `Preview of ${definition.id} (${definition.form.route}) with ${description}; nothing is sent.`,
    '',
    `Subject: ${buildSubject(definition, payload.answers)}`,
    `Reply-To: ${payload._replyto || '(none: no email answer)'}`,
    '',
    '--- Email body (the report) ---',
    buildReport(definition, answers, at).trimEnd(),
    '',
    ...(snapshot ? ['--- Readiness snapshot (after the report) ---', snapshotText(snapshot).trimEnd(), ''] : []),
    '--- Payload (the JSON the form posts) ---',
    JSON.stringify(payload, null, 2),
  ];
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      preview: { type: 'string' },
      minimal: { type: 'boolean' },
      answers: { type: 'string' },
      help: { type: 'boolean' },
      changes: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length > 1) throw new UsageError('give at most one catalogue folder');
  const dir = path.resolve(positionals[0] ?? CATALOGUE_DIR);
  if (values.changes) {
    const { lines, exitCode } = await changesReport(dir);
    console.log(lines.join('\n'));
    return exitCode;
  }
  if (values.preview === undefined) {
    if (values.minimal || values.answers !== undefined)
      throw new UsageError('--minimal and --answers go with --preview');
    const { lines, exitCode } = await runCheck(dir);
    console.log(lines.join('\n'));
    return exitCode;
  }
  if (values.minimal && values.answers !== undefined) throw new UsageError('give either --minimal or --answers');
  const { problems, definitions } = readCatalogue(dir, { serviceSlugs: SERVICE_SLUGS });
  if (problems.length > 0) {
    console.log([...problems.map(formatProblem), 'Fix these first; the preview needs a valid catalogue.'].join('\n'));
    return 1;
  }
  let definition: FormDefinition;
  try {
    definition = formById(definitions, values.preview);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [answers, description] =
    values.answers !== undefined
      ? [readAnswers(values.answers), `the answers in ${values.answers}`]
      : values.minimal
        ? [minimalAnswers(definition), 'the minimal sample answers (only what the form requires)']
        : [fullAnswers(definition), 'the full sample answers (every question answered)'];
  console.log(previewLines(definition, answers, description, new Date()).join('\n'));
  return 0;
}

if (import.meta.main) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError && 'code' in error)) throw error;
    console.error(`schemas:check: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  }
}
