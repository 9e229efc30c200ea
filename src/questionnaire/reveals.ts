import type { Answers, FormDefinition, Reveal } from './definition.ts';

export function isRevealed(reveal: Reveal, answers: Answers): boolean {
  const value = answers[reveal.when];
  if (reveal.equals) return reveal.equals.includes(value as string | number | boolean);
  if (reveal.includes !== undefined) return Array.isArray(value) && value.includes(reveal.includes);
  return true;
}

export type FieldState = 'active' | 'hidden' | 'disabled';

/** Whether a field is shown and editable given the other answers (form.json "reveals"). */
export function fieldState(definition: FormDefinition, field: string, answers: Answers): FieldState {
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
