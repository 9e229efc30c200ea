/** How the catalogue check compiles schemas: strict, every error, with formats. */
import { Ajv, type AnySchemaObject, type ValidateFunction } from 'ajv';
import { addFormats } from '../../../validation/ajv.ts';
import { compiledByText } from '../../../validation/compiled-by-text.ts';

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

// One instance for the process: its first compile compiles JSON Schema's own meta-schema, which
// costs more than a form's schema, and the catalogue is read many times (each form, each edit).
let shared: Ajv | undefined;

/**
 * Compiles a schema, or throws Ajv's reason. The instance keeps nothing of it afterwards, so one
 * form's `$id` never clashes with another's and repeated reads do not pile up; the compiled
 * function is kept by the schema's text, as the same forms are read again and again.
 */
export const compileStrict = compiledByText((schema: AnySchemaObject): ValidateFunction => {
  shared ??= strictAjv();
  try {
    return shared.compile(schema);
  } finally {
    shared.removeSchema(schema);
  }
});
