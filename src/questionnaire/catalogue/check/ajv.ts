/** How the catalogue check compiles schemas: strict, every error, with formats. */
import { Ajv } from 'ajv';
import { addFormats } from '../../../validation/ajv.ts';
import { compiledByAjv } from '../../../validation/compiled-by-text.ts';

function strictAjv(): Ajv {
  const ajv = new Ajv({
    strict: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allErrors: true,
    verbose: true,
  });
  addFormats(ajv);
  return ajv;
}

/**
 * Compiles a schema, or throws Ajv's reason: one instance for the process, as the catalogue is read
 * many times (each form, each edit), and the compiled function kept by the schema's text.
 */
export const compileStrict = compiledByAjv(strictAjv);
