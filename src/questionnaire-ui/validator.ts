import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormDefinition } from '../questionnaire/definition.ts';

// Generated before each build by scripts/compile-validators.ts; one lazily loaded chunk per form.
const compiled = import.meta.glob<ValidatorFunctions>('/generated/validators/*.js', { import: 'default' });
const cache = new Map<string, Promise<ValidatorType>>();

/** The form's precompiled validator (no schema compiled in the browser, no 'unsafe-eval'). */
export function validatorFor(definition: FormDefinition): Promise<ValidatorType> {
  let pending = cache.get(definition.id);
  if (!pending) {
    const load = compiled[`/generated/validators/${definition.id}.js`];
    pending = load
      ? load().then((functions) => createPrecompiledValidator(functions, definition.schema as RJSFSchema))
      : Promise.reject(new Error(`No precompiled validator for form "${definition.id}": run npm run build.`));
    cache.set(definition.id, pending);
  }
  return pending;
}
