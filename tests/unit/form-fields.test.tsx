// @vitest-environment jsdom
/**
 * What a form's own fields hold is read back as the same answers: every catalogue form is drawn
 * as its page is prerendered (static markup) holding a full set of answers, and the browser's
 * FormData of that markup, read by the engine, gives those answers back for every kind of field
 * a page carries without scripts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { isHiddenField, isPreset, type Answers, type FormDefinition } from '../../src/questionnaire/definition.ts';
import { answersFromFields } from '../../src/questionnaire/form-fields.ts';
import { payloadFromPost } from '../../src/questionnaire/form-post.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { isRecordsField } from '../../src/questionnaire/records.ts';
import { effectiveAnswers } from '../../src/questionnaire/reveals.ts';
import { formElementId } from '../../src/questionnaire-ui/QuestionnaireView.tsx';
import { drawnForm } from '../support/drawn-form.tsx';
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

/** Fields whose answer only the enhanced form gives (a repeating group) or that hold no input. */
function carriedByThePage(definition: FormDefinition, field: string): boolean {
  return !isHiddenField(definition, field) && !isRecordsField(definition, field);
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
