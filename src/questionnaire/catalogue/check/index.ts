/**
 * The catalogue check: reads every form folder (schema.json, ui.json, form.json), runs each rule
 * module and returns every problem found, in folder order. `loadCatalogue` runs it before any
 * form is used; `npm run schemas:check` prints it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { keyDateTexts } from '../../../content/key-dates.ts';
import type { FormDefinition, FormMeta, FormSchema, UiSchema } from '../../definition.ts';
import { checkAcrossForms, type CatalogueEntry } from './catalogue.ts';
import { fillDateTokens } from './date-tokens.ts';
import { checkFormMeta, loadMetaSchema, type MetaSchema } from './form-meta.ts';
import { parseJsonText } from './json-text.ts';
import { isObject, asString } from './json.ts';
import { checkPayload, checkReport } from './payload.ts';
import { checkConsent, checkMarketingOptIn, checkPipeline } from './pipeline.ts';
import { displayPath, FORM_FILES, FormReport, type FormFile, type Problem } from './problem.ts';
import { checkReveals } from './reveals.ts';
import { checkSchema } from './schema.ts';
import { checkScoring } from './scoring.ts';
import { checkSections } from './sections.ts';
import { checkUi } from './ui.ts';

export { formatProblem, type Problem } from './problem.ts';
export { suggest } from './suggest.ts';

export interface CheckOptions {
  /** Slugs of the site's service pages, for form.json "serviceSlug"; unchecked when omitted. */
  readonly serviceSlugs?: readonly string[];
  /** The meta-schema form.json files follow (default: schemas/form.meta.schema.json). */
  readonly metaSchemaFile?: string;
  /** Text of each date a form may name as `{date:<name>}` (default: the site's key dates). */
  readonly dates?: Readonly<Record<string, string>>;
}

export interface CheckedCatalogue {
  readonly problems: readonly Problem[];
  /** The forms as read; only to be used when there are no problems. */
  readonly definitions: readonly FormDefinition[];
}

export const META_SCHEMA_FILE = path.resolve('schemas', 'form.meta.schema.json');

/** Names of the form folders of a catalogue (every sub-folder not starting with a dot), sorted. */
export function listForms(dir: string): string[] {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

function readFormFile(
  report: FormReport,
  dir: string,
  name: FormFile,
  dates: Readonly<Record<string, string>>,
): { value: unknown } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dir, name), 'utf8');
  } catch {
    report.add(name, '/', `${name} is missing: create it (every form folder needs schema.json, ui.json and form.json)`);
    return undefined;
  }
  const parsed = parseJsonText(text);
  if (parsed.ok) return { value: fillDateTokens(report, name, parsed.value, dates) };
  report.add(
    name,
    '/',
    `not valid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.reason}; fix the syntax there`,
  );
  return undefined;
}

function checkForm(
  folder: string,
  dir: string,
  meta: MetaSchema | undefined,
  dates: Readonly<Record<string, string>>,
): { report: FormReport; form?: Record<string, unknown>; definition?: FormDefinition } {
  const report = new FormReport(folder, dir);
  const [schema, ui, form] = FORM_FILES.map((name) => readFormFile(report, dir, name, dates));
  const fields = schema ? checkSchema(report, schema.value, ui?.value) : undefined;
  const hidden = ui && fields ? checkUi(report, ui.value, fields) : new Set<string>();
  const formJson = form ? checkFormMeta(report, form.value, meta) : undefined;
  if (formJson && fields) {
    const consent = formJson['consent'];
    const consentField = isObject(consent) ? asString(consent['field']) : undefined;
    checkSections(report, formJson, { fields, hidden, consentField, ui: ui?.value });
    checkReveals(report, formJson, fields);
    checkConsent(report, formJson, fields);
    checkMarketingOptIn(report, formJson, fields);
    checkPipeline(report, formJson, fields);
    checkPayload(report, formJson, fields);
    checkReport(report, formJson, fields);
    checkScoring(report, formJson, fields);
  }
  const definition =
    schema && ui && formJson
      ? {
          id: folder,
          schema: schema.value as FormSchema,
          ui: ui.value as UiSchema,
          form: formJson as unknown as FormMeta,
        }
      : undefined;
  return { report, ...(formJson ? { form: formJson } : {}), ...(definition ? { definition } : {}) };
}

export function readCatalogue(dir: string, options: CheckOptions = {}): CheckedCatalogue {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    const message = 'is not a folder: give the catalogue folder (default schemas/)';
    return { problems: [{ file: displayPath(dir), pointer: '/', message }], definitions: [] };
  }
  const folders = listForms(dir);
  if (folders.length === 0) {
    const message = 'holds no form folders: add one folder per form with schema.json, ui.json and form.json';
    return { problems: [{ file: displayPath(dir), pointer: '/', message }], definitions: [] };
  }
  const problems: Problem[] = [];
  const loadedMeta = loadMetaSchema(options.metaSchemaFile ?? META_SCHEMA_FILE);
  const meta = 'validate' in loadedMeta ? loadedMeta : undefined;
  if (!meta) problems.push(loadedMeta as Problem);
  const entries: CatalogueEntry[] = [];
  const definitions: FormDefinition[] = [];
  const dates = options.dates ?? keyDateTexts();
  for (const folder of folders) {
    const { report, form, definition } = checkForm(folder, path.join(dir, folder), meta, dates);
    problems.push(...report.sorted());
    if (form) {
      const modified = fs.statSync(path.join(dir, folder, 'form.json')).mtimeMs;
      entries.push({ file: report.fileOf('form.json'), form, modified });
    }
    if (definition) definitions.push(definition);
  }
  problems.push(...checkAcrossForms(entries, options.serviceSlugs));
  return { problems, definitions };
}

export function checkCatalogue(dir: string, options: CheckOptions = {}): Problem[] {
  return [...readCatalogue(dir, options).problems];
}
