/**
 * How far a visitor is: the form's questions (counted as counts.ts counts them, so the total is
 * the one the header and the workbench show, whatever the answers), how many have an answer that passes the
 * form's checks, how many required ones remain (the pipeline's required fields, email address,
 * minimum selections and consent), and which sections have answers. An answer that would fail
 * on submit (an email address without '@') is not counted, so the panel never says "all
 * required answered" while the form would still refuse to send.
 */
import { isBlank, isHiddenField, isPreset, type Answers, type FormDefinition } from './definition.ts';
import { failingFields } from './pipeline.ts';
import { fieldState, skippedSections } from './reveals.ts';
import { formCounts, isCountedQuestion } from './counts.ts';

export interface Progress {
  readonly answered: number;
  readonly total: number;
  readonly requiredRemaining: number;
  /** Section id → whether any of its questions has an answer. */
  readonly sectionsStarted: Readonly<Record<string, boolean>>;
  /** Sections skipped for these answers (their condition unmet): not shown, not counted. */
  readonly skippedSections: readonly string[];
}

/** The fields a form will not send without: its pipeline's required, email, minimum-selection and consent checks. */
export function requiredFields(definition: FormDefinition): string[] {
  const fields = definition.form.pipeline.flatMap((step) => {
    if (step.check === 'required') return step.fields;
    if (step.check === 'consent' || step.check === 'minItems' || step.check === 'email') return [step.field];
    // a repeating group is required when it needs a record at least, or has an incomplete one
    if (step.check === 'count')
      return (definition.schema.properties[step.field]?.minItems ?? 0) > 0 ? [step.field] : [];
    if (step.check === 'records') return [step.field];
    // a date step bounds an answer but does not ask for one (the required step does)
    return [];
  });
  return [...new Set(fields)];
}

/**
 * An answer counts once the visitor gave it: a slider still at its preset default (risk appetite
 * 3) has a value but has not been answered yet, so a fresh form shows no section as started.
 */
function isAnswered(definition: FormDefinition, field: string, answers: Answers): boolean {
  const value = answers[field];
  return !isBlank(value) && !isPreset(definition, field, value);
}

export function progressOf(definition: FormDefinition, answers: Answers): Progress {
  const visible = (field: string) =>
    !isHiddenField(definition, field) && fieldState(definition, field, answers) === 'active';
  const skipped = skippedSections(definition, answers);
  const questions = definition.form.sections
    .filter((section) => !skipped.has(section.id))
    .flatMap((section) => section.fields)
    .filter((field) => isCountedQuestion(definition, field));
  const failing = failingFields(definition, answers);
  const answered = questions.filter((field) => isAnswered(definition, field, answers) && !failing.has(field)).length;
  const requiredRemaining = requiredFields(definition).filter((field) => failing.has(field)).length;
  const sectionsStarted = Object.fromEntries(
    definition.form.sections.map((section) => [
      section.id,
      section.fields.filter(visible).some((field) => isAnswered(definition, field, answers)),
    ]),
  );
  return {
    answered,
    total: formCounts(definition, skipped).questions,
    requiredRemaining,
    sectionsStarted,
    skippedSections: definition.form.sections.map((section) => section.id).filter((id) => skipped.has(id)),
  };
}
