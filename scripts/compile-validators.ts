/**
 * Precompiles each catalogue form's JSON Schema into an ES module of standalone Ajv code
 * (scripts/validator-module.ts), so the browser compiles no schema and the CSP needs no
 * 'unsafe-eval'. Runs before every build and dev server; the output folder is generated/
 * (git-ignored).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { loadCatalogue } from '../src/questionnaire/catalogue-fs.ts';
import { validatorModuleCode } from './validator-module.ts';

export const VALIDATORS_DIR = path.resolve(import.meta.dirname, '../generated/validators');

export function compileValidators(): string[] {
  rmSync(VALIDATORS_DIR, { recursive: true, force: true });
  mkdirSync(VALIDATORS_DIR, { recursive: true });
  return loadCatalogue().map((definition) => {
    const file = path.join(VALIDATORS_DIR, `${definition.id}.js`);
    writeFileSync(file, validatorModuleCode(definition.schema as RJSFSchema));
    return file;
  });
}

if (import.meta.main) {
  const files = compileValidators();
  console.log(`Precompiled ${files.length} form validators into generated/validators/.`);
}
