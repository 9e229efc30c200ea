import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formattingProblems, runCheck } from '../../scripts/schemas-check.ts';
import { checkCatalogue, listForms, suggest } from '../../src/questionnaire/catalogue/check/index.ts';
import { CATALOGUE_DIR, CatalogueError, loadCatalogue, SERVICE_SLUGS } from '../../src/questionnaire/catalogue-fs.ts';
import { SECONDS_PER_QUESTION } from '../../src/questionnaire/catalogue/check/estimate.ts';
import { formCounts } from '../../src/questionnaire/counts.ts';
import {
  baseDefinition,
  BASE_FORM_DIR,
  fixtureCatalogue,
  type FixtureCatalogue,
  type FixturePatch,
} from '../support/fixture-catalogue.ts';

const made: FixtureCatalogue[] = [];
afterEach(() => made.splice(0).forEach((catalogue) => catalogue.remove()));

async function catalogueOf(forms: Readonly<Record<string, readonly FixturePatch[]>>): Promise<FixtureCatalogue> {
  const catalogue = await fixtureCatalogue(forms);
  made.push(catalogue);
  return catalogue;
}

/** The problem lines of a one-form catalogue built from the base form and the patches. */
async function linesOf(...patches: FixturePatch[]): Promise<{ lines: string[]; shown: FixtureCatalogue['shown'] }> {
  const catalogue = await catalogueOf({ tiny: patches });
  return { lines: (await runCheck(catalogue.dir)).lines, shown: catalogue.shown };
}

describe('the real catalogue', () => {
  it('has no problems', async () => {
    expect(checkCatalogue(CATALOGUE_DIR, { serviceSlugs: SERVICE_SLUGS })).toEqual([]);
    const count = listForms(CATALOGUE_DIR).length;
    expect(await runCheck(CATALOGUE_DIR)).toEqual({ lines: [`${count} forms checked, no problems.`], exitCode: 0 });
  });

  it('still has no problems with the base fixture form added as one more folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
    try {
      fs.cpSync(CATALOGUE_DIR, dir, { recursive: true });
      fs.cpSync(BASE_FORM_DIR, path.join(dir, 'fixture'), { recursive: true });
      const count = listForms(CATALOGUE_DIR).length + 1;
      expect(checkCatalogue(dir, { serviceSlugs: SERVICE_SLUGS })).toEqual([]);
      expect(listForms(dir)).toHaveLength(count);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('fixture catalogues', () => {
  it('accepts the base form', async () => {
    expect((await linesOf()).lines).toEqual(['1 form checked, no problems.']);
  });

  it('names the real line and column of a trailing comma in a list', async () => {
    const { lines, shown } = await linesOf({
      file: 'schema.json',
      text: (text) => text.replace('"required": ["name", "email"]', '"required": ["name", "email",]'),
    });
    const text = fs.readFileSync(path.join(BASE_FORM_DIR, 'schema.json'), 'utf8');
    const line = text.split('\n').findIndex((candidate) => candidate.includes('"required"')) + 1;
    const column = (text.split('\n')[line - 1] ?? '').indexOf('"email"]') + '"email"'.length + 1;
    expect(line).toBeGreaterThan(1);
    expect(lines).toEqual([
      `${shown('tiny', 'schema.json')}: /: not valid JSON at line ${line}, column ${column}: extra comma before ]: remove the comma after the last item; fix the syntax there`,
      '1 problem in 1 form.',
    ]);
  });

  it('reports a missing comma where it belongs', async () => {
    let where = { line: 0, column: 0 };
    const { lines, shown } = await linesOf({
      file: 'ui.json',
      text: (text) => {
        // Drop the comma that ends the first list (ui:order): it belongs right after its ].
        const at = text.indexOf('],\n');
        const before = text.slice(0, at + 1).split('\n');
        where = { line: before.length, column: (before[before.length - 1] ?? '').length + 1 };
        return text.slice(0, at + 1) + text.slice(at + 2);
      },
    });
    expect(where.line).toBeGreaterThan(1);
    expect(lines[0]).toBe(
      `${shown('tiny', 'ui.json')}: /: not valid JSON at line ${where.line}, column ${where.column}: missing comma: add "," after this value, before the next key; fix the syntax there`,
    );
  });

  it('reports a ui.json entry for a field schema.json does not have', async () => {
    const { lines, shown } = await linesOf(
      { file: 'ui.json', pointer: '/emial', value: { 'ui:widget': 'email' } },
      { file: 'ui.json', pointer: '/email', remove: true },
    );
    expect(lines).toEqual([
      `${shown('tiny', 'ui.json')}: /emial: "emial" is not a field of schema.json; did you mean "email"?`,
      '1 problem in 1 form.',
    ]);
  });

  it('refuses Markdown in descriptions and help, wherever ui.json asks for it: the pages render none', async () => {
    const { lines, shown } = await linesOf(
      { file: 'ui.json', pointer: '/email/ui:enableMarkdownInDescription', value: true },
      { file: 'ui.json', pointer: '/urgency/ui:options', value: { enableMarkdownInHelp: true } },
    );
    const refused =
      'descriptions and help are plain text on this site (no Markdown is rendered): remove this setting and write the text without Markdown';
    expect(lines).toEqual([
      `${shown('tiny', 'ui.json')}: /email/ui:enableMarkdownInDescription: ${refused}`,
      `${shown('tiny', 'ui.json')}: /urgency/ui:options/enableMarkdownInHelp: ${refused}`,
      '2 problems in 1 form.',
    ]);
  });

  it('reports a reveal naming a missing field', async () => {
    const { lines, shown } = await linesOf({ file: 'form.json', pointer: '/reveals/0/field', value: 'otherTopc' });
    expect(lines).toEqual([
      `${shown('tiny', 'form.json')}: /reveals/0/field: "otherTopc" is not a field of schema.json; did you mean "otherTopic"?`,
      '1 problem in 1 form.',
    ]);
  });

  it('reports a route used by two forms', async () => {
    const catalogue = await catalogueOf({
      alpha: [],
      beta: [{ file: 'form.json', pointer: '/route', value: '/alpha-questionnaire' }],
    });
    expect((await runCheck(catalogue.dir)).lines).toEqual([
      `${catalogue.shown('beta', 'form.json')}: /route: route "/alpha-questionnaire" is also used by ${catalogue.shown('alpha', 'form.json')}: give each form its own route`,
      '1 problem in 1 form.',
    ]);
  });

  it('reports a shared route at the form edited last (the copy), naming the original', async () => {
    const catalogue = await catalogueOf({ alpha: [], beta: [] });
    // alpha is the copy: a folder copied from beta and saved later, still with beta's route.
    const copy = path.join(catalogue.dir, 'alpha', 'form.json');
    fs.writeFileSync(copy, fs.readFileSync(copy, 'utf8').replace('/alpha-questionnaire', '/beta-questionnaire'));
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(copy, later, later);
    expect((await runCheck(catalogue.dir)).lines[0]).toBe(
      `${catalogue.shown('alpha', 'form.json')}: /route: route "/beta-questionnaire" is also used by ${catalogue.shown('beta', 'form.json')}: give each form its own route`,
    );
  });

  it('reports an unknown key in form.json with the allowed keys', async () => {
    const { lines, shown } = await linesOf(
      { file: 'form.json', pointer: '/titel', value: 'Tiny Questionnaire' },
      { file: 'form.json', pointer: '/title', remove: true },
    );
    expect(lines[0]).toBe(
      `${shown('tiny', 'form.json')}: /: missing key "title": add it (page heading and document title)`,
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^${shown('tiny', 'form.json')}: /: unknown key "titel": did you mean "title"\\? Otherwise remove it \\(allowed: \\$schema, id, route, `,
      ),
    );
    expect(lines[2]).toBe('2 problems in 1 form.');
  });

  it('reports a pipeline step naming a missing field', async () => {
    const { lines, shown } = await linesOf({ file: 'form.json', pointer: '/pipeline/1/field', value: 'emailAddress' });
    expect(lines).toEqual([
      `${shown('tiny', 'form.json')}: /pipeline/1/field: "emailAddress" is not a field of schema.json: use the name of one of its properties`,
      '1 problem in 1 form.',
    ]);
  });

  it('requires multi-choice answers to be unique and at most as many as the options', async () => {
    const missing = await linesOf(
      { file: 'schema.json', pointer: '/properties/services/maxItems', remove: true },
      { file: 'schema.json', pointer: '/properties/services/uniqueItems', remove: true },
    );
    expect(missing.lines).toEqual([
      `${missing.shown('tiny', 'schema.json')}: /properties/services: "services" is a multi choice of 3 options: add "uniqueItems": true and "maxItems": 3, so that no answer lists an option twice or more options than exist`,
      '1 problem in 1 form.',
    ]);
    const wrong = await linesOf({ file: 'schema.json', pointer: '/properties/services/maxItems', value: 2 });
    expect(wrong.lines[0]).toBe(
      `${wrong.shown('tiny', 'schema.json')}: /properties/services/maxItems: is 2 but "services" has 3 options: set it to 3`,
    );
  });

  it('checks the service a form links to: it exists and has no other form', async () => {
    const unknown = await linesOf({ file: 'form.json', pointer: '/serviceSlug', value: 'iso-2700' });
    expect(unknown.lines[0]).toMatch(
      `${unknown.shown('tiny', 'form.json')}: /serviceSlug: "iso-2700" is not a service of the site: did you mean "iso-27001"? Otherwise add the service to src/content/services/, or remove "serviceSlug" for a form without a service page (services: "iso-27001", `,
    );
    const twice = await catalogueOf({
      alpha: [{ file: 'form.json', pointer: '/serviceSlug', value: 'soc-2' }],
      beta: [{ file: 'form.json', pointer: '/serviceSlug', value: 'soc-2' }],
    });
    expect((await runCheck(twice.dir)).lines[0]).toBe(
      `${twice.shown('beta', 'form.json')}: /serviceSlug: service "soc-2" already has its questionnaire in ${twice.shown('alpha', 'form.json')}: a service page leads to one form, so name another service or remove "serviceSlug"`,
    );
  });

  it('checks report labels and ui:emptyValue against the fields', async () => {
    const { lines, shown } = await linesOf(
      { file: 'form.json', pointer: '/report/labels', value: { compnay: 'Company' } },
      { file: 'ui.json', pointer: '/urgency/ui:emptyValue', value: 'none' },
    );
    expect(lines).toEqual([
      `${shown('tiny', 'ui.json')}: /urgency/ui:emptyValue: "none" is not a whole number: ui:emptyValue is the answer recorded when the field is left empty, so give a value the field accepts or remove it`,
      `${shown('tiny', 'form.json')}: /report/labels/compnay: the key "compnay" is not a field of schema.json; did you mean "company"?`,
      '2 problems in 1 form.',
    ]);
  });

  it('checks the questions a lead is listed under on the desk: real fields that take text', async () => {
    const { lines, shown } = await linesOf({
      file: 'form.json',
      pointer: '/listing',
      value: { organisation: 'compnay', person: 'urgency' },
    });
    expect(lines).toEqual([
      `${shown('tiny', 'form.json')}: /listing/organisation: "compnay" is not a field of schema.json; did you mean "company"?`,
      `${shown('tiny', 'form.json')}: /listing/person: "urgency" must be a text field to list a lead under`,
      '2 problems in 1 form.',
    ]);
  });

  it('warns, without failing, when the time estimate does not fit the number of questions', async () => {
    const catalogue = await catalogueOf({
      tiny: [{ file: 'form.json', pointer: '/estimate/time', value: '60-90 minutes' }],
    });
    const { lines, exitCode } = await runCheck(catalogue.dir);
    const questions = formCounts(baseDefinition()).questions;
    expect(exitCode).toBe(0);
    expect(lines).toEqual([
      `warning: ${catalogue.shown('tiny', 'form.json')}: /estimate/time: "60-90 minutes" for ${questions} questions is ${Math.round((60 * 60) / questions)} seconds a question, outside ${SECONDS_PER_QUESTION.min} to ${SECONDS_PER_QUESTION.max} seconds: check it, for example "1-${Math.round((questions * SECONDS_PER_QUESTION.max) / 60)} minutes"`,
      '1 form checked, no problems.',
    ]);
  });

  describe('the marketing opt-in', () => {
    const optIn = { title: 'Send me occasional news', type: 'boolean', default: false };
    const declare = (field: string): FixturePatch => ({
      file: 'form.json',
      pointer: '/marketingOptIn',
      value: { field },
    });
    const addField = (value: unknown): FixturePatch[] => [
      { file: 'schema.json', pointer: '/properties/news', value },
      { file: 'form.json', pointer: '/sections/1/fields/5', value: 'news' },
      {
        file: 'ui.json',
        pointer: '/ui:order',
        value: [
          'name',
          'email',
          'company',
          'topic',
          'otherTopic',
          'services',
          'otherService',
          'urgency',
          'news',
          'consent',
        ],
      },
    ];

    it('accepts a boolean field, unticked and not required', async () => {
      expect((await linesOf(...addField(optIn), declare('news'))).lines).toEqual(['1 form checked, no problems.']);
    });

    it('must name an existing field', async () => {
      const { lines, shown } = await linesOf(declare('news'));
      expect(lines[0]).toMatch(
        new RegExp(`^${shown('tiny', 'form.json')}: /marketingOptIn/field: "news" is not a field`),
      );
    });

    it('starts unticked', async () => {
      const { lines, shown } = await linesOf(...addField({ ...optIn, default: true }), declare('news'));
      expect(lines).toEqual([
        `${shown('tiny', 'schema.json')}: /properties/news/default: "news" is the marketing opt-in: it must start unticked; set "default": false`,
        '1 problem in 1 form.',
      ]);
    });

    it('is a boolean', async () => {
      const { lines, shown } = await linesOf(
        ...addField({ ...optIn, type: 'string', default: 'yes' }),
        declare('news'),
      );
      expect(lines).toContain(
        `${shown('tiny', 'form.json')}: /marketingOptIn/field: "news" must be a boolean in schema.json ("type": "boolean", "default": false)`,
      );
    });

    it('is never required', async () => {
      const { lines, shown } = await linesOf(
        ...addField(optIn),
        declare('news'),
        { file: 'schema.json', pointer: '/required/2', value: 'news' },
        { file: 'form.json', pointer: '/pipeline/0/fields/2', value: 'news' },
      );
      expect(lines).toContain(
        `${shown('tiny', 'schema.json')}: /required/2: "news" is the marketing opt-in: a visitor must be able to answer without it; remove it from "required"`,
      );
      expect(lines).toContain(
        `${shown('tiny', 'form.json')}: /pipeline/0: "news" is the marketing opt-in: no step may require it; remove it from this step`,
      );
    });
  });

  it('says to run npm run format for a file that is not formatted', async () => {
    const catalogue = await catalogueOf({
      tiny: [{ file: 'form.json', text: (text) => text.replace('"reveals": [', '"reveals":    [') }],
    });
    expect(await formattingProblems(catalogue.dir)).toEqual([
      {
        file: catalogue.shown('tiny', 'form.json'),
        pointer: '/',
        message:
          'is not formatted: run npm run format (it lays the file out in the project style; the content stays the same)',
      },
    ]);
    expect((await runCheck(catalogue.dir)).exitCode).toBe(1);
  });
});

describe('loading the catalogue is gated by the check', () => {
  it('throws one error listing every problem with its file and pointer', async () => {
    const catalogue = await catalogueOf({
      tiny: [
        { file: 'form.json', pointer: '/reveals/0/field', value: 'otherTopc' },
        { file: 'form.json', pointer: '/pipeline/1/field', value: 'emailAddress' },
      ],
    });
    expect(() => loadCatalogue(catalogue.dir)).toThrow(CatalogueError);
    expect(() => loadCatalogue(catalogue.dir)).toThrow(
      [
        'The questionnaire catalogue has 2 problems; fix them and run npm run schemas:check:',
        `  ${catalogue.shown('tiny', 'form.json')}: /reveals/0/field: "otherTopc" is not a field of schema.json; did you mean "otherTopic"?`,
        `  ${catalogue.shown('tiny', 'form.json')}: /pipeline/1/field: "emailAddress" is not a field of schema.json: use the name of one of its properties`,
      ].join('\n'),
    );
  });

  it('sees an edit to a form without a restart (the dev server reads the change)', async () => {
    const catalogue = await catalogueOf({ tiny: [] });
    expect(loadCatalogue(catalogue.dir)[0]?.form.title).toBe('Fixture Discovery Questionnaire');
    const file = path.join(catalogue.dir, 'tiny', 'form.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Fixture Discovery Questionnaire', 'Edited Title'));
    expect(loadCatalogue(catalogue.dir)[0]?.form.title).toBe('Edited Title');
  });

  it('stops the build at its first step, naming the file and the line', async () => {
    const catalogue = await catalogueOf({
      tiny: [{ file: 'schema.json', text: (text) => text.replace('"email"]', '"email",]') }],
    });
    // The build's first step reads schemas/ under its working directory, as `npm run build` does.
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-build-'));
    try {
      fs.cpSync(catalogue.dir, path.join(project, 'schemas'), { recursive: true });
      fs.cpSync(path.join(CATALOGUE_DIR, 'form.meta.schema.json'), path.join(project, 'schemas/form.meta.schema.json'));
      const result = spawnSync(process.execPath, [path.resolve('scripts/compile-validators.ts')], {
        cwd: project,
        encoding: 'utf8',
        // schemas/ under the working directory, even when this run reads another copy.
        env: { ...process.env, CATALOGUE_DIR: undefined },
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(
        /^The questionnaire catalogue has 1 problem; fix it and run npm run schemas:check:\n {2}schemas\/tiny\/schema\.json: \/: not valid JSON at line \d+, column \d+: extra comma before \]/,
      );
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  });
});

describe('suggest', () => {
  it('finds close spellings, swapped letters included, and nothing for distant words', () => {
    expect(suggest('compnyName', ['companyName', 'email'])).toBe('companyName');
    expect(suggest('titel', ['title', 'intro'])).toBe('title');
    expect(suggest('colour', ['title', 'route'])).toBeUndefined();
  });
});
