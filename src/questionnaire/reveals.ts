import type { Answers, FormDefinition, Reveal, Section } from './definition.ts';

/** What a reveal and a conditional section share: the answer they depend on and how it must match. */
export type Condition = Pick<Reveal, 'when' | 'equals' | 'includes'>;

export function isRevealed(reveal: Condition, answers: Answers): boolean {
  const value = answers[reveal.when];
  if (reveal.equals) return reveal.equals.includes(value as string | number | boolean);
  if (reveal.includes !== undefined) return Array.isArray(value) && value.includes(reveal.includes);
  return true;
}

export type FieldState = 'active' | 'hidden' | 'disabled';

/** Whether a field is shown and editable given the other answers (form.json "reveals"). */
/**
 * Whether a section is shown: it has no condition, or the answer it depends on is one the visitor
 * can still see (the check puts that field in an earlier section) and matches.
 */
export function isSectionShown(definition: FormDefinition, section: Section, answers: Answers): boolean {
  const { when } = section;
  if (when === undefined) return true;
  return fieldState(definition, when, answers) === 'active' && isRevealed({ ...section, when }, answers);
}

/** The sections skipped for these answers: their questions are not shown, checked, reported or sent. */
export function skippedSections(definition: FormDefinition, answers: Answers): ReadonlySet<string> {
  return new Set(
    definition.form.sections
      .filter((section) => !isSectionShown(definition, section, answers))
      .map((section) => section.id),
  );
}

export function fieldState(definition: FormDefinition, field: string, answers: Answers): FieldState {
  const section = definition.form.sections.find((candidate) => candidate.fields.includes(field));
  if (section && !isSectionShown(definition, section, answers)) return 'hidden';
  const reveal = definition.form.reveals.find((candidate) => candidate.field === field);
  if (!reveal || isRevealed(reveal, answers)) return 'active';
  return reveal.mode === 'show' ? 'hidden' : 'disabled';
}

/**
 * The answers that count: an answer to a field the visitor can no longer see or edit (they
 * unticked 'Other' after typing) is dropped, so it is neither validated, reported nor sent.
 */
export function effectiveAnswers(definition: FormDefinition, answers: Answers): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(answers)) {
    if (value === undefined) continue;
    if (fieldState(definition, field, answers) === 'active') result[field] = value;
  }
  return result;
}
