/**
 * How long the questionnaires are, taken together, for a page that speaks of all of them: the fewest
 * and the most questions (the engine's one count, ./counts.ts) and the shortest and longest times the
 * forms state (form.json "estimate"). A question added to a form moves the page's sentence with it.
 * Pure: no React, no Node.
 */
import { formCounts } from './counts.ts';
import type { FormDefinition } from './definition.ts';

export interface Span {
  readonly min: number;
  readonly max: number;
}

export interface QuestionnaireSizes {
  readonly questions: Span;
  /** Null when no questionnaire states its time in minutes. */
  readonly minutes: Span | null;
}

/** "10-15 minutes" → [10, 15]; "5 minutes" → [5, 5]; null when the text has another shape. */
export function estimateMinutes(time: string): readonly [number, number] | null {
  const match = /^(\d+)(?:-(\d+))? minutes$/.exec(time);
  if (!match) return null;
  const low = Number(match[1]);
  return [low, match[2] === undefined ? low : Number(match[2])];
}

function spanOf(values: readonly number[]): Span | null {
  return values.length === 0 ? null : { min: Math.min(...values), max: Math.max(...values) };
}

/** The sizes of the catalogue's questionnaires; null when it has none. */
export function questionnaireSizes(definitions: readonly FormDefinition[]): QuestionnaireSizes | null {
  const questionnaires = definitions.filter((definition) => definition.form.kind === 'questionnaire');
  const questions = spanOf(questionnaires.map((definition) => formCounts(definition).questions));
  if (!questions) return null;
  const stated = questionnaires.flatMap((definition) => {
    const time = definition.form.estimate?.time;
    return (time === undefined ? null : estimateMinutes(time)) ?? [];
  });
  return { questions, minutes: spanOf(stated) };
}

function spanText(span: Span, unit: string): string {
  return span.min === span.max ? `${String(span.min)} ${unit}` : `${String(span.min)} to ${String(span.max)} ${unit}`;
}

/** "18 to 26 questions, 10 to 30 minutes": the sizes as a page words them. */
export function sizesText(sizes: QuestionnaireSizes): string {
  const questions = spanText(sizes.questions, 'questions');
  return sizes.minutes ? `${questions}, ${spanText(sizes.minutes, 'minutes')}` : questions;
}
