/**
 * The validation-order pipeline: the steps listed in form.json run in order and the first that
 * fails gives the message the visitor sees. The browser runs it before sending; the server runs
 * the same module again on what it receives.
 */
import { localToday, passesDateStep, type Today } from './dates.ts';
import { isMatrixComplete, isMatrixField } from './matrix.ts';
import { areRecordsComplete, isCountWithin } from './records.ts';
import { fieldState } from './reveals.ts';
import { isBlank, type Answers, type FormDefinition, type PipelineStep } from './definition.ts';

/** Non-blank text, an at sign, non-blank text, a dot, non-blank text, no whitespace. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Only characters a plain local@domain address may hold (letters in any script, digits and the
 * RFC 5322 atext symbols; letters, digits, dots and hyphens after the @). Anything else (angle
 * brackets, comma, semicolon, quotes, spaces, control or bidi characters) would let a mail
 * program read a different address from the one stored.
 */
export const EMAIL_CHARACTERS = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~.-]+@[\p{L}\p{M}\p{N}.-]+$/u;

/** The address check of the pipeline's email step, for everything else that takes an address. */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && EMAIL_SHAPE.test(value) && EMAIL_CHARACTERS.test(value);
}

/** What a "required" step refuses: a blank answer, or a matrix without its required rows. */
function isMissing(definition: FormDefinition, field: string, answers: Answers): boolean {
  return isMatrixField(definition, field) ? !isMatrixComplete(definition, field, answers) : isBlank(answers[field]);
}

export interface PipelineFailure {
  readonly field: string;
  readonly code: PipelineStep['check'];
  readonly message: string;
}

export type PipelineResult = { readonly ok: true } | { readonly ok: false; readonly failure: PipelineFailure };

function failingField(definition: FormDefinition, step: PipelineStep, answers: Answers, today: Today): string | null {
  // a question the visitor cannot see (a skipped section, a closed reveal) is not checked
  const shown = (field: string) => fieldState(definition, field, answers) !== 'hidden';
  if (step.check !== 'required' && !shown(step.field)) return null;
  switch (step.check) {
    case 'required':
      return step.fields.find((field) => shown(field) && isMissing(definition, field, answers)) ?? null;
    case 'email':
      return isEmailAddress(answers[step.field]) ? null : step.field;
    case 'consent':
      return answers[step.field] === true ? null : step.field;
    case 'minItems': {
      const value = answers[step.field];
      return Array.isArray(value) && value.length >= step.min ? null : step.field;
    }
    case 'count':
      return isCountWithin(definition, step.field, answers[step.field]) ? null : step.field;
    case 'records':
      return areRecordsComplete(definition, step.field, answers[step.field]) ? null : step.field;
    case 'date':
      return passesDateStep(definition, step, answers[step.field], today) ? null : step.field;
  }
}

/**
 * Every field that fails one of the form's checks now (not only the first), for progress. `today`
 * is the day date bounds count from: the visitor's own by default; the server passes anyZoneToday().
 */
export function failingFields(
  definition: FormDefinition,
  answers: Answers,
  today: Today = localToday(),
): ReadonlySet<string> {
  const failing = new Set<string>();
  for (const step of definition.form.pipeline) {
    if (step.check === 'required') {
      for (const field of step.fields) {
        if (fieldState(definition, field, answers) !== 'hidden' && isMissing(definition, field, answers)) {
          failing.add(field);
        }
      }
      continue;
    }
    const field = failingField(definition, step, answers, today);
    if (field !== null) failing.add(field);
  }
  return failing;
}

/**
 * Every check that fails, in the pipeline's order, one per field (a field's first failing check):
 * what a page sent without scripts lists at its top, each linked to its field.
 */
export function pipelineFailures(
  definition: FormDefinition,
  answers: Answers,
  today: Today = localToday(),
): readonly PipelineFailure[] {
  const failures = new Map<string, PipelineFailure>();
  for (const step of definition.form.pipeline) {
    const fields =
      step.check === 'required'
        ? step.fields.filter(
            (field) => fieldState(definition, field, answers) !== 'hidden' && isMissing(definition, field, answers),
          )
        : [failingField(definition, step, answers, today)].filter((field): field is string => field !== null);
    for (const field of fields)
      if (!failures.has(field)) failures.set(field, { field, code: step.check, message: step.message });
  }
  return [...failures.values()];
}

export function runPipeline(definition: FormDefinition, answers: Answers, today: Today = localToday()): PipelineResult {
  for (const step of definition.form.pipeline) {
    const field = failingField(definition, step, answers, today);
    if (field !== null) return { ok: false, failure: { field, code: step.check, message: step.message } };
  }
  return { ok: true };
}
