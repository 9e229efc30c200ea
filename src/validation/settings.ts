/**
 * Settings read from the environment (the server's, the privacy notice's, the desk's), checked
 * against a TypeBox schema of every variable: text is read as the number or switch its schema
 * says, an unset or blank variable takes the schema's default, and every wrong one is named with
 * what it must be and the text found ("RATE_LIMIT_MAX must be a whole number (1 or more), got
 * "abc""), a secret (`writeOnly`) without its value.
 */
import type { ValidateFunction } from 'ajv';
import { Type, type Static, type TObject } from 'typebox';
import { boundaryAjv, type ExtraFormats } from './ajv.ts';
import { wordErrors } from './wording.ts';

export type Environment = Readonly<Record<string, string | undefined>>;

/** A wrong setting: the message names each variable and what it must be. */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
}

const SWITCH_WORDS = ['on', 'true', 'yes', '1', 'off', 'false', 'no', '0'];
const anyCase = (word: string) => [...word].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c)).join('');

/** An on/off switch: on, true, yes, 1 or off, false, no, 0, in any case. */
export function Switch(fallback: 'on' | 'off') {
  return Type.String({
    pattern: `^(${SWITCH_WORDS.map(anyCase).join('|')})$`,
    description: 'on or off',
    default: fallback,
  });
}

/** Whether a switch's value (checked by Switch) is on. */
export const isOn = (value: string): boolean => SWITCH_WORDS.indexOf(value.toLowerCase()) < 4;

/** A whole number within bounds, the default when unset. */
export function WholeNumber(options: { readonly min: number; readonly max?: number; readonly fallback: number }) {
  return Type.Integer({
    minimum: options.min,
    ...(options.max === undefined ? {} : { maximum: options.max }),
    default: options.fallback,
  });
}

/** Reads the variables a schema lists from an environment, or throws a SettingsError naming each wrong one. */
export function settingsReader<T extends TObject>(
  schema: T,
  formats: ExtraFormats = {},
): (env: Environment) => Static<T> {
  let validate: ValidateFunction<Static<T>> | undefined;
  return (env) => {
    validate ??= boundaryAjv({ allErrors: true, coerceTypes: true, useDefaults: true }, formats).compile<Static<T>>(
      schema,
    );
    const given: Record<string, string> = {};
    for (const name of Object.keys(schema.properties)) {
      const raw = env[name]?.trim();
      if (raw) given[name] = raw;
    }
    if (validate(given)) return given;
    const problems = wordErrors(validate.errors ?? [], { echo: true, shown: (name) => env[name] });
    throw new SettingsError(problems.map((problem) => `${problem.field} ${problem.text}`).join('; '));
  };
}
