import { minimalAnswers } from '../../src/questionnaire/catalogue/sample-answers.ts';
import type { Answers, FormDefinition } from '../../src/questionnaire/definition.ts';

export {
  fullAnswers,
  minimalAnswers,
  optionValues,
  sampleValue,
} from '../../src/questionnaire/catalogue/sample-answers.ts';

/** A copy of the answers without some fields (an unanswered question). */
export function without(answers: Answers, ...fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(answers).filter(([field]) => !fields.includes(field)));
}

/** Answers that pass every step of the form's pipeline before the one at `index`, and fail that one. */
export function answersFailingStep(definition: FormDefinition, index: number): Record<string, unknown> {
  const answers = minimalAnswers(definition);
  const step = definition.form.pipeline[index];
  if (!step) throw new Error(`${definition.id} has no step ${index + 1}`);
  switch (step.check) {
    case 'required':
      return without(answers, step.fields[step.fields.length - 1] ?? '');
    case 'email':
      return { ...answers, [step.field]: 'name@domain' };
    case 'consent':
    case 'minItems':
      return without(answers, step.field);
    case 'count':
      // no record at all (a group this step checks needs one at least)
      return { ...answers, [step.field]: [] };
    case 'records':
      // a record without its required fields
      return { ...answers, [step.field]: [{}] };
    case 'date':
      // a day before today, or one beyond the latest allowed
      return { ...answers, [step.field]: step.notPast ? '1999-01-01' : '2999-01-01' };
  }
}
