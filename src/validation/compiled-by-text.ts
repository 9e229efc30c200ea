/**
 * Compiled schemas kept by their JSON text. Compiling a schema (Ajv's validators, Fastify's
 * response serializers) costs far more than writing it out, and a process often meets the same
 * schema again as a new object: each server the tests build registers its routes anew, each read of
 * the catalogue parses its files anew. A compiled function depends on its schema's content alone,
 * so the text is a safe key; a failed compile throws and is not kept.
 */
import type { Ajv, AnySchemaObject, ValidateFunction } from 'ajv';

/** Enough for every schema of the catalogue, its versions and the routes many times over. */
const DEFAULT_LIMIT = 2000;

export function compiledByText<S extends object, T>(
  compile: (schema: S) => T,
  limit = DEFAULT_LIMIT,
): (schema: S) => T {
  const compiled = new Map<string, T>();
  return (schema) => {
    const key = JSON.stringify(schema);
    const known = compiled.get(key);
    if (known !== undefined) return known;
    const made = compile(schema);
    // A long-lived process that reads ever new schemas (the workbench while a form is edited)
    // starts over rather than growing without bound.
    if (compiled.size >= limit) compiled.clear();
    compiled.set(key, made);
    return made;
  };
}

/**
 * Ajv's compile, kept by text, on one instance made on first use (a new instance compiles JSON
 * Schema's own meta-schema first). The instance keeps nothing of a schema once compiled, so two
 * schemas never clash over an `$id` and repeated compiles do not pile up in it.
 */
export function compiledByAjv(make: () => Ajv): (schema: AnySchemaObject) => ValidateFunction {
  let ajv: Ajv | undefined;
  return compiledByText((schema: AnySchemaObject) => {
    ajv ??= make();
    try {
      return ajv.compile(schema);
    } finally {
      ajv.removeSchema(schema);
    }
  });
}
