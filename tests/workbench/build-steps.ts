/**
 * Run with the working directory set to a copy of the project's catalogue (the build reads
 * schemas/ from there): what each build step that reads the catalogue makes of it, printed as
 * JSON. The route list (router, prerender, sitemap), the privacy notice, the route loader's
 * lookup and each form's precompiled validator, loaded and run on the form's sample answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { validatorModuleCode } from '../../scripts/validator-module.ts';
import { sitemapXml } from '../../scripts/build-seo-files.ts';
import { prerenderPaths } from '../../src/app/paths.ts';
import { firm } from '../../src/content/firm.ts';
import { buildPrivacyNotice } from '../../src/privacy-notice/notice.ts';
import { noticeSettingsFrom } from '../../src/content/privacy/notice-settings.ts';
import { formByRoute, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { defaultAnswers, fullAnswers } from '../../src/questionnaire/catalogue/sample-answers.ts';

const catalogue = loadCatalogue();
const notice = JSON.stringify(buildPrivacyNotice({ firm, forms: catalogue, ...noticeSettingsFrom({}) }));
// Inside the project, so the modules' imports (ajv-formats) resolve from its node_modules.
const cache = path.resolve(import.meta.dirname, '../../node_modules/.cache');
fs.mkdirSync(cache, { recursive: true });
const folder = fs.mkdtempSync(path.join(cache, 'build-steps-validators-'));
const validators: Record<string, string[]> = {};
for (const definition of catalogue) {
  const file = path.join(folder, `${definition.id}.mjs`);
  fs.writeFileSync(file, validatorModuleCode(definition.schema as RJSFSchema, 'fit'));
  const functions = ((await import(pathToFileURL(file).href)) as { default: ValidatorFunctions }).default;
  const validator = createPrecompiledValidator(functions, definition.schema as RJSFSchema);
  const answers = { ...defaultAnswers(definition), ...fullAnswers(definition) };
  validators[definition.id] = validator
    .validateFormData(answers, definition.schema as RJSFSchema)
    .errors.map((error) => error.stack);
}
fs.rmSync(folder, { recursive: true, force: true });

const paths = prerenderPaths();
console.log(
  JSON.stringify({
    prerendered: paths,
    sitemap: sitemapXml(paths),
    noticeForms: catalogue
      .filter((definition) => notice.includes(`"id":"${definition.id}"`))
      .map((definition) => definition.id),
    loaderFinds: catalogue
      .filter((definition) => formByRoute(catalogue, definition.form.route) === definition)
      .map((definition) => definition.id),
    validators,
  }),
);
