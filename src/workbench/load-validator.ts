import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { PreviewForm } from './types.ts';

const loaded = new Map<string, Promise<ValidatorType>>();

/**
 * The validator of a previewed schema: the ES module the workbench's dev server writes with the
 * build's generator (scripts/validator-module.ts), wrapped as the site wraps its precompiled ones.
 * A changed schema has a new URL, so a new module.
 */
export function loadValidator(preview: PreviewForm): Promise<ValidatorType> {
  let pending = loaded.get(preview.validatorUrl);
  if (!pending) {
    pending = import(/* @vite-ignore */ preview.validatorUrl).then((module: { default: ValidatorFunctions }) =>
      createPrecompiledValidator(module.default, preview.definition.schema as RJSFSchema),
    );
    loaded.set(preview.validatorUrl, pending);
    pending.catch(() => loaded.delete(preview.validatorUrl));
  }
  return pending;
}
