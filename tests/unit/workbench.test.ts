import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countsOf, WorkbenchCatalogue } from '../../scripts/workbench/catalogue-state.ts';
import { replyWithin } from '../../src/content/reply-promise.ts';
import { createForm, UsageError, type NewFormOptions } from '../../scripts/workbench/new-form.ts';
import { listForms } from '../../src/questionnaire/catalogue/check/index.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { fitAnswers } from '../../src/workbench/answers-fit.ts';
import { baseDefinition, fixtureCatalogue, type FixtureCatalogue } from '../support/fixture-catalogue.ts';

let catalogue: FixtureCatalogue;
let dir: string;

beforeEach(async () => {
  // Three forms made from the fixture form: two that service pages lead to, and one whose route is
  // its id alone (as the contact form's), with the project's Prettier settings beside them.
  catalogue = await fixtureCatalogue({
    alpha: [{ file: 'form.json', pointer: '/serviceSlug', value: 'iso-27001' }],
    beta: [{ file: 'form.json', pointer: '/serviceSlug', value: 'soc-2' }],
    gamma: [{ file: 'form.json', pointer: '/route', value: '/gamma' }],
  });
  dir = catalogue.dir;
  fs.copyFileSync('.prettierrc.json', path.join(dir, '.prettierrc.json'));
});
afterEach(() => catalogue.remove());

const json = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const create = (options: Omit<NewFormOptions, 'dir'>) => createForm({ ...options, dir });

describe('npm run workbench -- new', () => {
  it('copies the form with its own id, route and titles, leaves the service link out and passes the check', async () => {
    const result = await create({ id: 'iso22301', from: 'alpha', title: 'ISO 22301 Business Continuity Discovery' });
    expect(result.exitCode).toBe(0);
    const form = json(path.join(dir, 'iso22301/form.json'));
    const source = json(path.join(dir, 'alpha/form.json'));
    expect(form).toMatchObject({
      id: 'iso22301',
      route: '/iso22301-questionnaire',
      title: 'ISO 22301 Business Continuity Discovery',
      report: { title: 'ISO 22301 BUSINESS CONTINUITY DISCOVERY' },
      payload: { subject: { text: 'New ISO 22301 Business Continuity Discovery' } },
    });
    expect(form).not.toHaveProperty('serviceSlug');
    expect(form['sections']).toEqual(source['sections']);
    for (const name of ['schema.json', 'ui.json'])
      expect(fs.readFileSync(path.join(dir, 'iso22301', name), 'utf8')).toBe(
        fs.readFileSync(path.join(dir, 'alpha', name), 'utf8'),
      );
    const output = result.lines.join('\n');
    expect(output).toContain('"serviceSlug": "iso-27001" was left out');
    expect(output).toContain('4 forms checked, no problems.');
  });

  it('keeps a route without the questionnaire suffix in that pattern, and names a placeholder title', async () => {
    const result = await create({ id: 'feedback', from: 'gamma' });
    expect(result.exitCode).toBe(0);
    expect(json(path.join(dir, 'feedback/form.json'))).toMatchObject({
      route: '/feedback',
      title: 'New questionnaire: feedback',
    });
  });

  it('links a service page that has no form yet when asked to', async () => {
    // No form of this catalogue is linked to the GDPR service page.
    const result = await create({ id: 'gdpr-lite', from: 'alpha', service: 'gdpr' });
    expect(result.exitCode).toBe(0);
    expect(json(path.join(dir, 'gdpr-lite/form.json'))['serviceSlug']).toBe('gdpr');
  });

  it.each([
    [{ id: 'ISO 22301', from: 'alpha' }, 'is not a form id'],
    [{ id: 'x'.repeat(41), from: 'alpha' }, 'is not a form id'],
    [{ id: 'iso22301', from: 'alph' }, 'did you mean "alpha"'],
    [{ id: 'beta', from: 'alpha' }, 'already exists'],
    [{ id: 'iso22301', from: 'alpha', route: 'iso22301' }, '--route "iso22301" must be / then'],
    [{ id: 'iso22301', from: 'alpha', title: '  ' }, '--title must not be empty'],
    [{ id: 'iso22301', from: 'alpha', service: 'iso-22301' }, 'is not a service of the site'],
    [{ id: 'iso22301', from: 'alpha', service: 'soc-2' }, 'already leads to beta'],
  ])('refuses %j with a usage error and writes nothing', async (options, message) => {
    const before = fs.readdirSync(dir).sort();
    await expect(create(options)).rejects.toThrow(UsageError);
    await expect(create(options)).rejects.toThrow(message);
    expect(fs.readdirSync(dir).sort()).toEqual(before);
  });

  it('refuses to copy a form that does not pass the check', async () => {
    const file = path.join(dir, 'alpha/form.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"route": "/alpha-questionnaire"', '"route": 7'));
    await expect(create({ id: 'iso22301', from: 'alpha' })).rejects.toThrow('fix them first');
    expect(listForms(dir)).not.toContain('iso22301');
  });
});

describe('answers carried over to a changed form', () => {
  const definition: FormDefinition = baseDefinition();
  const fields = Object.entries(definition.schema.properties);
  const text = fields.find(([, schema]) => schema.type === 'string' && !schema.enum && !schema.oneOf)?.[0];
  const choice = fields.find(([, schema]) => schema.enum || schema.oneOf)?.[0];
  const consent = definition.form.consent?.field;

  it('keeps answers that still fit (consent too, nothing is stored) and drops the rest by name', () => {
    if (!text || !choice || !consent) throw new Error('the fixture form needs a text field, a choice and consent');
    const { answers, dropped } = fitAnswers(definition, {
      [text]: 'Ada',
      [choice]: 'not-an-option',
      [consent]: true,
      gone: 'a question removed from schema.json',
      untouched: undefined,
    });
    expect(answers).toMatchObject({ [text]: 'Ada', [consent]: true });
    expect(answers).not.toHaveProperty(choice);
    expect(dropped).toEqual([choice, 'gone']);
  });
  it('gives fields without an input their default again, without calling them dropped', () => {
    const withRecord = {
      ...definition,
      schema: {
        ...definition.schema,
        properties: { ...definition.schema.properties, record: { type: 'object', default: {} } },
      },
      ui: { ...definition.ui, record: { 'ui:widget': 'hidden' } },
    } as FormDefinition;
    const { answers, dropped } = fitAnswers(withRecord, { record: { kept: true } });
    expect(answers['record']).toEqual({});
    expect(dropped).toEqual([]);
  });
});

describe('catalogue list counts', () => {
  it('counts sections and questions as the engine does, and says nothing of a form it cannot read', () => {
    const definition = baseDefinition();
    const hidden = Object.keys(definition.ui).filter(
      (field) => (definition.ui[field] as { 'ui:widget'?: string })['ui:widget'] === 'hidden',
    );
    const revealed = definition.form.reveals.map((reveal) => reveal.field);
    const inSections = definition.form.sections.flatMap((section) => section.fields);
    expect(revealed.length).toBeGreaterThan(0);
    expect(countsOf(definition)).toEqual({
      sections: definition.form.sections.length,
      questions: inSections.filter((field) => !hidden.includes(field) && !revealed.includes(field)).length,
    });
    const broken = { ...definition, form: { ...definition.form, sections: 'none' } } as unknown as FormDefinition;
    expect(countsOf(broken)).toEqual({ sections: null, questions: null });
    expect(countsOf(undefined)).toEqual({ sections: null, questions: null });
  });
});

describe('the workbench’s preview', () => {
  it('shows a form’s messages as the site does, the firm’s reply promise in place of {replyWithin}', () => {
    const file = path.join(dir, 'alpha', 'form.json');
    const form = json(file);
    const success = form['success'] as Record<string, unknown>;
    fs.writeFileSync(
      file,
      JSON.stringify({ ...form, success: { ...success, message: 'We reply within {replyWithin}.' } }),
    );
    const preview = new WorkbenchCatalogue(dir).refresh().forms.find((entry) => entry.id === 'alpha')?.preview;
    expect(preview?.definition.form.success.message).toBe(`We reply within ${replyWithin}.`);
  });
});
