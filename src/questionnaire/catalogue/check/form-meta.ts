/**
 * form.json against schemas/form.meta.schema.json (every key known, required keys present, values
 * of the right shape), and its id equal to its folder's name.
 */
import fs from 'node:fs';
import type { ValidateFunction } from 'ajv';
import { collectDescriptions, explainErrors } from './ajv-wording.ts';
import { compileStrict } from './ajv.ts';
import { parseJsonText } from './json-text.ts';
import { isObject, quote, typeName, type JsonObject } from './json.ts';
import { displayPath, type FormReport, type Problem } from './problem.ts';

export interface MetaSchema {
  readonly validate: ValidateFunction;
  readonly descriptions: Map<string, string>;
}

/**
 * Compiled meta schemas by their text: every read of the catalogue checks form.json against it, and
 * one process (a build, the tests) reads the catalogue many times.
 */
const compiledMeta = new Map<string, MetaSchema>();

export function loadMetaSchema(file: string): MetaSchema | Problem {
  const shown = displayPath(file);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return { file: shown, pointer: '/', message: 'is missing: restore it from version control' };
  }
  const compiled = compiledMeta.get(text);
  if (compiled) return compiled;
  const parsed = parseJsonText(text);
  if (!parsed.ok) {
    return {
      file: shown,
      pointer: '/',
      message: `not valid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.reason}`,
    };
  }
  try {
    const meta = {
      validate: compileStrict(parsed.value as JsonObject),
      descriptions: collectDescriptions(parsed.value),
    };
    compiledMeta.set(text, meta);
    return meta;
  } catch (error) {
    return {
      file: shown,
      pointer: '/',
      message: `does not compile: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** Returns form.json as an object when it is one (the other checks then read it). */
export function checkFormMeta(report: FormReport, form: unknown, meta: MetaSchema | undefined): JsonObject | undefined {
  if (!isObject(form)) {
    report.add('form.json', '/', `must be a JSON object, found ${typeName(form)}`);
    return undefined;
  }
  if (meta && !meta.validate(form)) {
    report.problems.push(...explainErrors(meta.validate.errors ?? [], report.fileOf('form.json'), meta.descriptions));
  }
  if (form['id'] !== undefined && form['id'] !== report.folder) {
    report.add(
      'form.json',
      '/id',
      `${quote(form['id'])} must equal the folder name ${quote(report.folder)}: rename one of them`,
    );
  }
  return form;
}
