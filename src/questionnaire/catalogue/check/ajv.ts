/** The Ajv instance the catalogue check compiles schemas with: strict, every error, with formats. */
import { Ajv } from 'ajv';
import { addFormats } from '../../../validation/ajv.ts';

export function strictAjv(): Ajv {
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
