/**
 * The readiness snapshot of one submission, from the form's `scoring` block (form.json): overall
 * readiness, each area's score, the flags raised for the consultant, the lead's priority and the
 * scored questions left unanswered. Pure: the server's email, `leads show`, the workbench and the
 * tests all compute it here.
 */
import {
  isBlank,
  type Answers,
  type FormDefinition,
  type ScoreInput,
  type Scoring,
  type ScoringCondition,
} from './definition.ts';
import { rowAnswer } from './matrix.ts';
import { isRecordsField, recordsOf } from './records.ts';
import { fieldState } from './reveals.ts';

export type Priority = 'high' | 'medium' | 'low';

export interface AreaScore {
  readonly id: string;
  readonly title: string;
  /** 0-100, or null when none of its questions was answered. */
  readonly score: number | null;
  readonly answered: number;
  readonly inputs: number;
}

export interface ReadinessSnapshot {
  /** Weighted mean of the scored areas, 0-100; null when no area could be scored. */
  readonly overall: number | null;
  /** How many areas the overall figure stands on (areas with at least one answer). */
  readonly areasScored: number;
  readonly areas: readonly AreaScore[];
  readonly flags: readonly { readonly id: string; readonly message: string }[];
  readonly priority: {
    readonly level: Priority;
    /** Mean of the factors (an unanswered one counts as 0), 0-100; null when the form asks none. */
    readonly score: number | null;
    readonly urgency: number | null;
    readonly budget: number | null;
    readonly fit: number | null;
  };
  /** Scored questions (shown to the visitor) left unanswered, as labelled in the report. */
  readonly missing: readonly { readonly field: string; readonly label: string }[];
}

const round = (value: number): number => Math.round(value);

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** One input's value 0-100, or null when its answer is empty or tells nothing (an unmapped option). */
/** The answer an input or condition reads: the field's, or one row's of a matrix. */
/** A repeating group is read as its number of records (a list of three sites reads 3). */
function answerOf(
  definition: FormDefinition,
  answers: Answers,
  ref: { readonly field: string; readonly row?: string },
): unknown {
  if (ref.row !== undefined) return rowAnswer(answers, ref.field, ref.row);
  const value = answers[ref.field];
  if (isRecordsField(definition, ref.field)) return Array.isArray(value) ? recordsOf(value).length : undefined;
  return value;
}

/** The bounds an ascending or descending scale runs between: a number's, or a group's record counts. */
function scaleBounds(definition: FormDefinition, input: ScoreInput): { min: number; max: number } {
  const own = definition.schema.properties[input.field];
  if (input.row === undefined && isRecordsField(definition, input.field)) {
    const min = own?.minItems ?? 0;
    return { min, max: own?.maxItems ?? min };
  }
  const field = input.row === undefined ? own : own?.properties?.[input.row];
  const min = field?.minimum ?? 0;
  return { min, max: field?.maximum ?? min };
}

export function inputScore(definition: FormDefinition, input: ScoreInput, answers: Answers): number | null {
  const answer = answerOf(definition, answers, input);
  if (isBlank(answer)) return null;
  if ('scale' in input) {
    const { min, max } = scaleBounds(definition, input);
    if (typeof answer !== 'number' || max <= min) return null;
    const share = Math.min(1, Math.max(0, (answer - min) / (max - min)));
    return 100 * (input.scale === 'ascending' ? share : 1 - share);
  }
  const valueOf = (option: unknown): number | undefined => input.values[String(option)];
  if (Array.isArray(answer)) {
    const mapped = answer.map(valueOf).filter((value): value is number => value !== undefined);
    return mapped.length === 0 ? null : Math.max(...mapped);
  }
  return valueOf(answer) ?? null;
}

function inputsScore(definition: FormDefinition, inputs: readonly ScoreInput[], answers: Answers) {
  const scores = inputs
    .map((input) => inputScore(definition, input, answers))
    .filter((score): score is number => score !== null);
  return { score: mean(scores), answered: scores.length };
}

function holds(
  definition: FormDefinition,
  condition: ScoringCondition,
  answers: Answers,
  areas: readonly AreaScore[],
): boolean {
  if ('area' in condition) {
    const score = areas.find((area) => area.id === condition.area)?.score;
    return score !== null && score !== undefined && score < condition.below;
  }
  const answer = answerOf(definition, answers, condition);
  if ('blank' in condition) return isBlank(answer);
  if ('in' in condition) return !Array.isArray(answer) && condition.in.some((value) => value === answer);
  return Array.isArray(answer) && condition.includes.some((value) => answer.includes(value));
}

function labelOf(definition: FormDefinition, field: string): string {
  return definition.form.report.labels?.[field] ?? definition.schema.properties[field]?.title ?? field;
}

function missingAnswers(definition: FormDefinition, scoring: Scoring, answers: Answers) {
  const { priority } = scoring;
  const fields = [
    ...scoring.areas.flatMap((area) => area.inputs),
    ...priority.urgency,
    ...priority.budget,
    ...priority.fit,
  ].map((input) => input.field);
  return [...new Set(fields)]
    .filter((field) => isBlank(answers[field]) && fieldState(definition, field, answers) === 'active')
    .map((field) => ({ field, label: labelOf(definition, field) }));
}

/** The snapshot of these answers, or null for a form without a scoring block (the contact form). */
export function readinessSnapshot(definition: FormDefinition, answers: Answers): ReadinessSnapshot | null {
  const scoring = definition.form.scoring;
  if (!scoring) return null;
  const areas: AreaScore[] = scoring.areas.map((area) => {
    const { score, answered } = inputsScore(definition, area.inputs, answers);
    return {
      id: area.id,
      title: area.title,
      score: score === null ? null : round(score),
      answered,
      inputs: area.inputs.length,
    };
  });
  // The overall figure weighs the unrounded area scores, so it never drifts from rounding twice.
  const weighted = scoring.areas.flatMap((area) => {
    const { score } = inputsScore(definition, area.inputs, answers);
    return score === null ? [] : [{ score, weight: area.weight }];
  });
  const totalWeight = weighted.reduce((sum, item) => sum + item.weight, 0);
  const overall =
    totalWeight === 0 ? null : round(weighted.reduce((sum, item) => sum + item.score * item.weight, 0) / totalWeight);

  const { priority } = scoring;
  const urgency = inputsScore(definition, priority.urgency, answers).score;
  const budget = inputsScore(definition, priority.budget, answers).score;
  const fit = inputsScore(definition, priority.fit, answers).score;
  // A factor left unanswered counts as 0: what a prospect did not tell does not raise the priority.
  // A factor the form does not ask about (no inputs) is left out.
  const factors = (
    [
      [priority.urgency, urgency],
      [priority.budget, budget],
      [priority.fit, fit],
    ] as const
  ).flatMap(([inputs, score]) => (inputs.length === 0 ? [] : [score ?? 0]));
  const priorityScore = mean(factors);
  const level: Priority =
    priorityScore === null
      ? 'low'
      : priorityScore >= priority.high
        ? 'high'
        : priorityScore >= priority.medium
          ? 'medium'
          : 'low';
  const orNull = (score: number | null) => (score === null ? null : round(score));

  return {
    overall,
    areasScored: weighted.length,
    areas,
    flags: scoring.flags
      .filter((flag) => flag.when.every((condition) => holds(definition, condition, answers, areas)))
      .map((flag) => ({ id: flag.id, message: flag.message })),
    priority: {
      level,
      score: orNull(priorityScore),
      urgency: orNull(urgency),
      budget: orNull(budget),
      fit: orNull(fit),
    },
    missing: missingAnswers(definition, scoring, answers),
  };
}

/** A 20-character bar for plain text: "[##########----------]". */
export function textBar(score: number): string {
  const filled = Math.round(Math.min(100, Math.max(0, score)) / 5);
  return `[${'#'.repeat(filled)}${'-'.repeat(20 - filled)}]`;
}

const percent = (score: number | null): string => (score === null ? 'not answered' : `${score}%`);

/** " (from 1 of 3 areas)" when the overall figure stands on fewer areas than the form has. */
export function coverage(snapshot: ReadinessSnapshot): string {
  const { areasScored, areas } = snapshot;
  return areasScored > 0 && areasScored < areas.length ? ` (from ${areasScored} of ${areas.length} areas)` : '';
}

/** The snapshot as plain text: appended to the firm's email, printed by `leads show`. */
export function snapshotText(snapshot: ReadinessSnapshot): string {
  const { priority } = snapshot;
  const width = Math.max(...snapshot.areas.map((area) => area.title.length));
  const lines = [
    'READINESS SNAPSHOT',
    '------------------',
    `Priority: ${priority.level.toUpperCase()} (urgency ${percent(priority.urgency)}, budget ${percent(priority.budget)}, fit ${percent(priority.fit)})`,
    `Overall readiness: ${percent(snapshot.overall)}${coverage(snapshot)}`,
    '',
    ...snapshot.areas.map(
      (area) =>
        `${area.title.padEnd(width)}  ${area.score === null ? `${' '.repeat(22)} not answered` : `${textBar(area.score)} ${String(area.score).padStart(3)}%`}`,
    ),
    '',
    'Flags:',
    ...(snapshot.flags.length === 0 ? ['  none'] : snapshot.flags.map((flag) => `  ! ${flag.message}`)),
    '',
    'Not answered:',
    ...(snapshot.missing.length === 0 ? ['  none'] : snapshot.missing.map((item) => `  - ${item.label}`)),
  ];
  return `${lines.join('\n')}\n`;
}
