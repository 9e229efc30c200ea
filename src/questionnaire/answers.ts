import type { Answers, FormDefinition } from './definition.ts';
import { effectiveAnswers } from './reveals.ts';

/**
 * The record a submission carries, built from what the form holds: answers to fields the
 * visitor cannot see are dropped, and answers that form.json copies from another answer
 * (ISO 42001's contactEmail) are filled in.
 */
export function submittedAnswers(definition: FormDefinition, answers: Answers): Record<string, unknown> {
  const result = effectiveAnswers(definition, answers);
  for (const [target, source] of Object.entries(definition.form.payload.copy ?? {})) {
    if (answers[source] !== undefined) result[target] = answers[source];
  }
  return result;
}
