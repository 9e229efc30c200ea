// @vitest-environment jsdom
/**
 * What a form's own fields hold is read back as the same answers: every catalogue form is drawn
 * as its page is prerendered (static markup) holding a full set of answers, and the browser's
 * FormData of that markup, read by the engine, gives those answers back for every kind of field
 * a page carries without scripts.
 */
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { isHiddenField, isPreset, type Answers, type FormDefinition } from '../../src/questionnaire/definition.ts';
import { answersFromFields } from '../../src/questionnaire/form-fields.ts';
import { payloadFromPost } from '../../src/questionnaire/form-post.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { effectiveAnswers } from '../../src/questionnaire/reveals.ts';
import { formElementId } from '../../src/questionnaire-ui/QuestionnaireView.tsx';
import { drawnAfterScripts, drawnForm } from '../support/drawn-form.tsx';
import { SHAPES_CATALOGUE_DIR } from '../support/fixture-catalogue.ts';
import { fullAnswers } from '../support/sample-answers.ts';

/** The catalogue's forms, and the example of the shapes none of them uses yet (a month, say). */
const forms = [...loadCatalogue(), ...loadCatalogue(SHAPES_CATALOGUE_DIR)];

function formData(definition: FormDefinition, answers: Answers): FormData {
  drawnForm(definition, answers, definition.form.route);
  const form = document.getElementById(formElementId(definition));
  if (!(form instanceof HTMLFormElement)) throw new Error(`${definition.id}: no form element`);
  return new FormData(form);
}
afterEach(() => document.body.replaceChildren());

/** Fields that hold no input (the form's own values, sent with every answer). */
function carriedByThePage(definition: FormDefinition, field: string): boolean {
  return !isHiddenField(definition, field);
}

describe.each(forms.map((definition) => [definition.id, definition] as const))('%s', (_id, definition) => {
  it('gives back from its fields the answers it was drawn with', () => {
    const answers = effectiveAnswers(definition, fullAnswers(definition));
    const data = formData(definition, answers);
    const read = answersFromFields(definition, (name) =>
      data.getAll(name).filter((value): value is string => typeof value === 'string'),
    );
    const expected = Object.fromEntries(
      Object.entries(answers).filter(([field]) => carriedByThePage(definition, field)),
    );
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(read).toEqual(expected);
    // Posted without scripts, they make the payload the page's script sends for the same answers,
    // the form's own values (its id, its type) carried by the page.
    const receivedAt = new Date('2026-03-02T10:00:00Z');
    expect(payloadFromPost(definition, (name) => data.getAll(name).map(String), receivedAt)).toEqual(
      buildPayload(definition, expected, receivedAt),
    );
    // Without scripts the browser posts them in the body, never in the address.
    const form = document.getElementById(formElementId(definition));
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(definition.form.route);
  });

  it("an untouched form holds no answers but its sliders' starting levels", () => {
    const data = formData(definition, {});
    const read = answersFromFields(definition, (name) => data.getAll(name).map(String));
    for (const [field, value] of Object.entries(read)) expect(isPreset(definition, field, value), field).toBe(true);
  });
});

describe('a repeating group without scripts (the shapes example’s sites)', () => {
  const shapes = forms.find((definition) => definition.id === 'shapes') as FormDefinition;
  const given = { sites: [{ siteName: 'Head office', country: 'uk' }] };
  const recordTitles = (page: HTMLElement) =>
    [...page.querySelectorAll('[id="shapes_sites"] fieldset > legend')].map((legend) => legend.textContent);
  const buttons = (page: HTMLElement) =>
    within(page.querySelector<HTMLElement>('[id="shapes_sites"]') as HTMLElement)
      .queryAllByRole('button')
      .map((button) => button.textContent);

  it('offers blank records up to its maximum and no button, since none works without scripts', () => {
    const page = drawnForm(shapes, given, shapes.form.route);
    expect(recordTitles(page)).toEqual(['Site 1', 'Site 2', 'Site 3', 'Site 4', 'Site 5']);
    expect(page.querySelector('[id="shapes_sites"]')).toHaveTextContent('blank ones are left out');
    expect(buttons(page)).toEqual([]);
  });

  it('once the scripts run, holds only the records given, with their buttons; the blank ones never become answers', async () => {
    const reported: Answers[] = [];
    const page = await drawnAfterScripts(shapes, given, (answers) => reported.push(answers));
    expect(recordTitles(page)).toEqual(['Site 1']);
    expect(buttons(page)).toEqual(['Remove site 1', 'Add a site']);
    expect(page.querySelector('[id="shapes_sites"]')).not.toHaveTextContent('blank ones are left out');
    // The form reports its starting answers (the slider's level) while it still draws the blank records.
    expect(reported.length).toBeGreaterThan(0);
    for (const answers of reported) expect(answers['sites']).toEqual(given.sites);
  });
});
