/**
 * Precompiles each catalogue form's JSON Schema into standalone Ajv code (RJSF's precompiled
 * validators), so the browser compiles no schema and the CSP needs no 'unsafe-eval'. Runs before
 * every build; the output folder is generated/ (git-ignored). CommonJS output: the ESM variant
 * fails on RJSF's hashed schema ids, and Vite converts CommonJS when it bundles.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import { loadCatalogue } from '../src/questionnaire/catalogue-fs.ts';

export const VALIDATORS_DIR = path.resolve(import.meta.dirname, '../generated/validators');

export function compileValidators(): string[] {
  rmSync(VALIDATORS_DIR, { recursive: true, force: true });
  mkdirSync(VALIDATORS_DIR, { recursive: true });
  return loadCatalogue().map((definition) => {
    const file = path.join(VALIDATORS_DIR, `${definition.id}.cjs`);
    writeFileSync(file, compileSchemaValidatorsCode(definition.schema as RJSFSchema));
    return file;
  });
}

if (import.meta.main) {
  const files = compileValidators();
  console.log(`Precompiled ${files.length} form validators into generated/validators/.`);
}
