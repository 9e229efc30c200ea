/**
 * The validators a form page loads are built to answer only whether a value fits (`fit`: no error
 * text, stopping at the first error); the workbench's keep every error (`errors`). For every form
 * of the catalogue and the shapes example, each function of the two modules gives the same verdict
 * on the form's sample answers, on answers that fail each validation step, and on each answer alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { afterAll, expect, it } from 'vitest';
import { validatorModuleCode, type ValidatorUse } from '../../scripts/validator-module.ts';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { defaultAnswers, fullAnswers, minimalAnswers } from '../../src/questionnaire/catalogue/sample-answers.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { SHAPES_CATALOGUE_DIR } from '../support/fixture-catalogue.ts';
import { answersFailingStep } from '../support/sample-answers.ts';

// Inside the project, so the modules' imports (ajv-formats) resolve from its node_modules.
const cache = path.resolve(import.meta.dirname, '../../node_modules/.cache');
fs.mkdirSync(cache, { recursive: true });
const folder = fs.mkdtempSync(path.join(cache, 'validator-module-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

async function functionsOf(definition: FormDefinition, use: ValidatorUse): Promise<ValidatorFunctions> {
  const file = path.join(folder, `${definition.id}-${use}.mjs`);
  fs.writeFileSync(file, validatorModuleCode(definition.schema as RJSFSchema, use));
  return ((await import(pathToFileURL(file).href)) as { default: ValidatorFunctions }).default;
}

/**
 * Answers to try: whole sets of answers, each answer given in them on its own, values of the wrong
 * type alone, and the full answers with each field given a value of the wrong type.
 */
function probes(definition: FormDefinition): unknown[] {
  const full = fullAnswers(definition);
  const sets: Record<string, unknown>[] = [
    {},
    defaultAnswers(definition),
    full,
    minimalAnswers(definition),
    ...definition.form.pipeline.map((_step, index) => answersFailingStep(definition, index)),
  ];
  const mistyped = ['not an option', '5', 5, -1, 2.5, true, 'true', null, [], {}];
  const mistypedFields = Object.keys(definition.schema.properties).flatMap((field) =>
    mistyped.map((value) => ({ ...full, [field]: value })),
  );
  return [...sets, ...sets.flatMap((answers) => Object.values(answers)), ...mistyped, ...mistypedFields];
}

const forms = [...loadCatalogue(), ...loadCatalogue(SHAPES_CATALOGUE_DIR)];

it.each(forms.map((definition) => [definition.id, definition] as const))(
  '%s: the form page’s validators give the workbench’s verdict on every sample answer',
  async (_id, definition) => {
    const [fit, errors] = await Promise.all([functionsOf(definition, 'fit'), functionsOf(definition, 'errors')]);
    expect(Object.keys(fit).sort()).toEqual(Object.keys(errors).sort());
    const values = probes(definition);
    let refusals = 0;
    // Collected and compared once: tens of thousands of pairs, each named only when the verdicts differ.
    const differing: string[] = [];
    for (const [id, validate] of Object.entries(errors)) {
      for (const value of values) {
        const verdict = validate(value);
        if (!verdict) refusals++;
        if (fit[id]?.(value) !== verdict) differing.push(`${id} on ${JSON.stringify(value)}: ${String(verdict)}`);
      }
    }
    expect(differing).toEqual([]);
    // The probes reach both verdicts, so the comparison can tell the modules apart.
    expect(refusals).toBeGreaterThan(0);
    expect(refusals).toBeLessThan(Object.keys(errors).length * values.length);
  },
);
