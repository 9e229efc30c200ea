/**
 * The one Ajv set-up for what comes from outside the code (HTTP requests, settings, config files):
 * TypeBox schemas compiled by Ajv 8, strict, with ajv-formats and the project's own formats, and
 * `verbose` errors (the failing schema and value) so wording.ts can say what was expected.
 */
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Static, TSchema } from 'typebox';
import { FORMATS } from './formats.ts';
import { wordErrors, type Problem, type WordingOptions } from './wording.ts';

// ajv-formats is CommonJS with a default export; under Node's ESM loader it may arrive wrapped.
export const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** Formats a boundary adds for itself (a server setting's IP address), as plain tests. */
export type ExtraFormats = Readonly<Record<string, (value: string) => boolean>>;

export function boundaryAjv(options: Options = {}, extraFormats: ExtraFormats = {}): Ajv {
  const ajv = new Ajv({ strict: true, verbose: true, ...options });
  addFormats(ajv);
  for (const [name, test] of Object.entries({ ...FORMATS, ...extraFormats })) ajv.addFormat(name, test);
  return ajv;
}

export type Checked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problems: Problem[] };

export interface CheckOptions {
  /** Ajv's options (every error is reported unless they say otherwise). */
  readonly ajv?: Options;
  readonly wording?: WordingOptions;
  readonly formats?: ExtraFormats;
}

/**
 * A check of one schema, compiled on first use: the value typed when it fits, else every problem
 * worded (wording.ts). Coercion and defaults, when the Ajv options ask for them, apply to `value`.
 */
export function schemaCheck<T extends TSchema>(
  schema: T,
  options: CheckOptions = {},
): (value: unknown) => Checked<Static<T>> {
  let validate: ValidateFunction<Static<T>> | undefined;
  return (value) => {
    validate ??= boundaryAjv({ allErrors: true, ...options.ajv }, options.formats).compile<Static<T>>(schema);
    if (validate(value)) return { ok: true, value };
    return { ok: false, problems: wordErrors(validate.errors ?? [], options.wording ?? { echo: true }) };
  };
}
