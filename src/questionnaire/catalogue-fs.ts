/**
 * Reads the catalogue from disk (Node only: the route list, build-time loaders, the server,
 * scripts and tests). Adding a folder under schemas/ adds a form and its route; nothing else.
 * The folders are checked by `npm run schemas:check`; this loader trusts that check.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FormDefinition, FormMeta, FormSchema, UiSchema } from './definition.ts';

// Relative to the working directory, not this file: bundled into the build, this file moves.
export const CATALOGUE_DIR = path.resolve('schemas');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export function loadCatalogue(dir: string = CATALOGUE_DIR): FormDefinition[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'form.json')))
    .map((entry) => entry.name)
    .sort()
    .map((id) => ({
      id,
      schema: readJson<FormSchema>(path.join(dir, id, 'schema.json')),
      ui: readJson<UiSchema>(path.join(dir, id, 'ui.json')),
      form: readJson<FormMeta>(path.join(dir, id, 'form.json')),
    }));
}

export function formByRoute(catalogue: readonly FormDefinition[], route: string): FormDefinition | undefined {
  return catalogue.find((definition) => definition.form.route === route);
}
