/**
 * Whether a form's stated time (form.json "estimate") fits its length. The counts are the engine's
 * (counts.ts); a question takes a visitor somewhere between SECONDS_PER_QUESTION.min (a name, a
 * yes or no) and SECONDS_PER_QUESTION.max (a considered free-text answer). An estimate whose upper
 * bound leaves less than the minimum per question, or whose lower bound gives more than the maximum,
 * is reported as a warning: it does not fail the check, but the header would mislead.
 */
import { formCounts } from '../../counts.ts';
import type { FormDefinition } from '../../definition.ts';
import { estimateMinutes } from '../../questionnaire-sizes.ts';
import { displayPath, type Problem } from './problem.ts';

export const SECONDS_PER_QUESTION = { min: 10, max: 90 } as const;

/** The plausible time for a number of questions, in whole minutes, as the warning suggests it. */
function plausible(questions: number): string {
  const low = Math.max(1, Math.round((questions * SECONDS_PER_QUESTION.min) / 60));
  const high = Math.max(low, Math.round((questions * SECONDS_PER_QUESTION.max) / 60));
  return `${low}-${high} minutes`;
}

/** One warning per form whose estimate does not fit its question count; `dir` is the catalogue folder. */
export function estimateWarnings(dir: string, definitions: readonly FormDefinition[]): Problem[] {
  return definitions.flatMap((definition) => {
    const time = definition.form.estimate?.time;
    const minutes = time === undefined ? null : estimateMinutes(time);
    if (!time || !minutes) return [];
    const { questions } = formCounts(definition);
    if (questions === 0) return [];
    const [low, high] = minutes;
    const fastest = (high * 60) / questions;
    const slowest = (low * 60) / questions;
    if (fastest >= SECONDS_PER_QUESTION.min && slowest <= SECONDS_PER_QUESTION.max) return [];
    const pace =
      fastest < SECONDS_PER_QUESTION.min ? `${Math.round(fastest)} seconds` : `${Math.round(slowest)} seconds`;
    return [
      {
        file: displayPath(`${dir}/${definition.id}/form.json`),
        pointer: '/estimate/time',
        message: `"${time}" for ${questions} questions is ${pace} a question, outside ${SECONDS_PER_QUESTION.min} to ${SECONDS_PER_QUESTION.max} seconds: check it, for example "${plausible(questions)}"`,
      },
    ];
  });
}
