/**
 * How far a visitor is: the questions they can see, how many have an answer, how many required
 * ones remain (the pipeline's required fields, minimum selections and consent), and which
 * sections have answers.
 */
import { isBlank, isHiddenField, type Answers, type FormDefinition } from './definition.ts';
import { fieldState } from './reveals.ts';

export interface Progress {
  readonly answered: number;
  readonly total: number;
  readonly requiredRemaining: number;
  /** Section id → whether any of its questions has an answer. */
  readonly sectionsStarted: Readonly<Record<string, boolean>>;
}

function requiredFields(definition: FormDefinition): string[] {
  const fields = definition.form.pipeline.flatMap((step) => {
    if (step.check === 'required') return step.fields;
    if (step.check === 'consent' || step.check === 'minItems') return [step.field];
    return [];
  });
  return [...new Set(fields)];
}

export function progressOf(definition: FormDefinition, answers: Answers): Progress {
  const visible = (field: string) =>
    !isHiddenField(definition, field) && fieldState(definition, field, answers) === 'active';
  const questions = definition.form.sections.flatMap((section) => section.fields).filter(visible);
  const answered = questions.filter((field) => !isBlank(answers[field])).length;
  const requiredRemaining = requiredFields(definition).filter((field) => isBlank(answers[field])).length;
  const sectionsStarted = Object.fromEntries(
    definition.form.sections.map((section) => [
      section.id,
      section.fields.filter(visible).some((field) => !isBlank(answers[field])),
    ]),
  );
  return { answered, total: questions.length, requiredRemaining, sectionsStarted };
}
