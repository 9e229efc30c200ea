/**
 * Precompiles each catalogue form's JSON Schema into an ES module of standalone Ajv code
 * (scripts/validator-module.ts), so the browser compiles no schema and the CSP needs no
 * 'unsafe-eval'. Runs before every build and dev server, after the catalogue check that every
 * load of the catalogue runs; the output folder is generated/ (git-ignored).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { CatalogueError, loadCatalogue } from '../src/questionnaire/catalogue-fs.ts';
import { validatorModuleCode } from './validator-module.ts';

export const VALIDATORS_DIR = path.resolve(import.meta.dirname, '../generated/validators');

export function compileValidators(): string[] {
  // The catalogue first: a broken form stops here, before the previous validators are removed.
  const catalogue = loadCatalogue();
  rmSync(VALIDATORS_DIR, { recursive: true, force: true });
  mkdirSync(VALIDATORS_DIR, { recursive: true });
  return catalogue.map((definition) => {
    const file = path.join(VALIDATORS_DIR, `${definition.id}.js`);
    writeFileSync(file, validatorModuleCode(definition.schema as RJSFSchema, 'fit'));
    return file;
  });
}

if (import.meta.main) {
  try {
    const files = compileValidators();
    console.log(`Precompiled ${files.length} form validators into generated/validators/.`);
  } catch (error) {
    // The build and the dev server start here: a catalogue error is shown as its list, not a stack.
    if (!(error instanceof CatalogueError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
