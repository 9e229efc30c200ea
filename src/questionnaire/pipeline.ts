/**
 * The validation-order pipeline: the steps listed in form.json run in order and the first that
 * fails gives the message the visitor sees. The browser runs it before sending; the server runs
 * the same module again on what it receives.
 */
import { isBlank, type Answers, type FormDefinition, type PipelineStep } from './definition.ts';

/** Non-blank text, an at sign, non-blank text, a dot, non-blank text, no whitespace. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PipelineFailure {
  readonly field: string;
  readonly code: 'required' | 'email' | 'consent' | 'minItems';
  readonly message: string;
}

export type PipelineResult = { readonly ok: true } | { readonly ok: false; readonly failure: PipelineFailure };

function failingField(step: PipelineStep, answers: Answers): string | null {
  switch (step.check) {
    case 'required':
      return step.fields.find((field) => isBlank(answers[field])) ?? null;
    case 'email': {
      const value = answers[step.field];
      return typeof value === 'string' && EMAIL_SHAPE.test(value) ? null : step.field;
    }
    case 'consent':
      return answers[step.field] === true ? null : step.field;
    case 'minItems': {
      const value = answers[step.field];
      return Array.isArray(value) && value.length >= step.min ? null : step.field;
    }
  }
}

export function runPipeline(definition: FormDefinition, answers: Answers): PipelineResult {
  for (const step of definition.form.pipeline) {
    const field = failingField(step, answers);
    if (field !== null) return { ok: false, failure: { field, code: step.check, message: step.message } };
  }
  return { ok: true };
}
