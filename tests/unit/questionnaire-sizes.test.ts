/**
 * The services overview says how long the questionnaires are from the forms themselves: the fewest and
 * most questions by the engine's one count (src/questionnaire/counts.ts) and the times the forms state,
 * so a question added to a form moves the sentence and no page calls a long form short.
 */
import { describe, expect, it } from 'vitest';
import { loader } from '../../src/pages/services/route.tsx';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { formCounts } from '../../src/questionnaire/counts.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { estimateMinutes, questionnaireSizes, sizesText } from '../../src/questionnaire/questionnaire-sizes.ts';
import { baseDefinition } from '../support/fixture-catalogue.ts';

/** The base form with `extra` more questions in its last section and its own stated time. */
function sized(id: string, extra: number, time: string): FormDefinition {
  const base = baseDefinition(id);
  const fields = Array.from({ length: extra }, (_, index) => `extra${String(index)}`);
  return {
    ...base,
    schema: {
      ...base.schema,
      properties: {
        ...base.schema.properties,
        ...Object.fromEntries(fields.map((field) => [field, { title: 'One more question', type: 'string' }])),
      },
    },
    form: {
      ...base.form,
      estimate: { time },
      sections: base.form.sections.map((section, index, all) =>
        index === all.length - 1 ? { ...section, fields: [...section.fields, ...fields] } : section,
      ),
    },
  };
}

describe('the size of the questionnaires', () => {
  it('runs from the shortest form to the longest, in questions and in stated minutes', () => {
    const short = sized('short', 0, '5-10 minutes');
    const long = sized('long', 3, '12-20 minutes');
    const base = formCounts(short).questions;
    expect(questionnaireSizes([short, long])).toEqual({
      questions: { min: base, max: base + 3 },
      minutes: { min: 5, max: 20 },
    });
    expect(sizesText({ questions: { min: 18, max: 26 }, minutes: { min: 10, max: 30 } })).toBe(
      '18 to 26 questions, 10 to 30 minutes',
    );
  });

  it('moves when a question is added to the longest form', () => {
    const forms = [sized('a', 0, '5-10 minutes'), sized('b', 2, '5-10 minutes')];
    const before = questionnaireSizes(forms)?.questions.max ?? 0;
    const after = questionnaireSizes([forms[0] as FormDefinition, sized('b', 3, '5-10 minutes')])?.questions.max;
    expect(after).toBe(before + 1);
  });

  it('is what the services overview states, counted from the real catalogue', () => {
    const questionnaires = loadCatalogue().filter((definition) => definition.form.kind === 'questionnaire');
    const questions = questionnaires.map((definition) => formCounts(definition).questions);
    const minutes = questionnaires.flatMap((definition) => estimateMinutes(definition.form.estimate?.time ?? '') ?? []);
    const stated = loader().questionnaireSizes ?? '';
    expect(stated).toContain(`${String(Math.min(...questions))} to ${String(Math.max(...questions))} questions`);
    expect(stated).toContain(`${String(Math.min(...minutes))} to ${String(Math.max(...minutes))} minutes`);
  });
});
