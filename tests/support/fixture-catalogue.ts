/**
 * Test catalogues built from one valid base form (tests/fixtures/schemas/base/fixture) plus small
 * patches, each form folder in a temporary directory, files laid out as Prettier would. A patch
 * sets or removes a value at a JSON pointer, or edits the text (for syntax errors).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import type { FormFile } from '../../src/questionnaire/catalogue/check/problem.ts';
import { displayPath } from '../../src/questionnaire/catalogue/check/problem.ts';
import type { FormDefinition, FormMeta, FormSchema, UiSchema } from '../../src/questionnaire/definition.ts';

export const BASE_FORM_DIR = path.resolve('tests/fixtures/schemas/base/fixture');

/**
 * The example questionnaire of every question shape the engine supports beyond the base form's
 * (a bounded date, a month), as a one-form catalogue (tests/fixtures/schemas/shapes/shapes).
 */
export const SHAPES_CATALOGUE_DIR = path.resolve('tests/fixtures/schemas/shapes');

export type FixturePatch =
  | { readonly file: FormFile; readonly pointer: string; readonly value: unknown }
  | { readonly file: FormFile; readonly pointer: string; readonly remove: true }
  | { readonly file: FormFile; readonly text: (text: string) => string };

type Json = Record<string, unknown> | unknown[];

function baseFile(name: FormFile): Json {
  return JSON.parse(fs.readFileSync(path.join(BASE_FORM_DIR, name), 'utf8')) as Json;
}

/** The base form as the engine sees it, under the given id. */
export function baseDefinition(id = 'fixture'): FormDefinition {
  const form = { ...(baseFile('form.json') as Record<string, unknown>), id, route: `/${id}-questionnaire` };
  return {
    id,
    schema: baseFile('schema.json') as unknown as FormSchema,
    ui: baseFile('ui.json') as UiSchema,
    form: form as unknown as FormMeta,
  };
}

/**
 * A valid form.json "scoring" block for the base form (topic: single choice iso-27001/soc-2/other;
 * services: multi choice; urgency: integer 1-5), for the tests of the check and the readiness snapshot.
 */
export function baseScoring() {
  return {
    areas: [
      { id: 'need', title: 'Need', weight: 2, inputs: [{ field: 'topic', values: { 'iso-27001': 80, 'soc-2': 70 } }] },
      { id: 'urgency', title: 'Urgency', weight: 1, inputs: [{ field: 'urgency', scale: 'ascending' }] },
    ],
    flags: [
      {
        id: 'rushed',
        when: [
          { field: 'urgency', in: [5] },
          { field: 'services', includes: ['training'] },
          { area: 'need', below: 50 },
        ],
        message: 'Training in a rush.',
      },
    ],
    priority: {
      urgency: [{ field: 'urgency', scale: 'ascending' }],
      budget: [],
      fit: [{ field: 'services', values: { 'gap-analysis': 100 } }],
      high: 70,
      medium: 40,
    },
  };
}

function segments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function applyPointer(root: Json, pointer: string, change: { value?: unknown; remove?: true }): void {
  const keys = segments(pointer);
  const last = keys.pop();
  if (last === undefined) throw new Error(`patch pointer ${pointer} names the whole file`);
  let target: unknown = root;
  for (const key of keys) target = (target as Record<string, unknown>)[key];
  if (typeof target !== 'object' || target === null) throw new Error(`patch pointer ${pointer} leads nowhere`);
  const container = target as Record<string, unknown>;
  if (change.remove) {
    if (Array.isArray(container)) container.splice(Number(last), 1);
    else Reflect.deleteProperty(container, last);
  } else {
    container[last] = change.value;
  }
}

export interface FixtureCatalogue {
  readonly dir: string;
  /** A file of a form as problems name it. */
  shown(form: string, file: FormFile): string;
  remove(): void;
}

/** Writes one folder per entry: the base form with id and route set from the folder name, then the patches. */
export async function fixtureCatalogue(
  forms: Readonly<Record<string, readonly FixturePatch[]>>,
): Promise<FixtureCatalogue> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-fixture-'));
  for (const [folder, patches] of Object.entries(forms)) {
    fs.mkdirSync(path.join(dir, folder));
    const files: Record<FormFile, Json> = {
      'schema.json': baseFile('schema.json'),
      'ui.json': baseFile('ui.json'),
      'form.json': {
        ...(baseFile('form.json') as Record<string, unknown>),
        id: folder,
        route: `/${folder}-questionnaire`,
      },
    };
    for (const patch of patches) if (!('text' in patch)) applyPointer(files[patch.file], patch.pointer, patch);
    for (const [name, value] of Object.entries(files) as [FormFile, Json][]) {
      const file = path.join(dir, folder, name);
      const options = (await prettier.resolveConfig(file)) ?? {};
      let text = await prettier.format(JSON.stringify(value), { ...options, filepath: file });
      for (const patch of patches) if ('text' in patch && patch.file === name) text = patch.text(text);
      fs.writeFileSync(file, text);
    }
  }
  return {
    dir,
    shown: (form, file) => displayPath(path.join(dir, form, file)),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
