import type { Answers } from '../../src/questionnaire/definition.ts';

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
