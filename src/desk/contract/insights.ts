/** Insights: leads per week per form, and one form's funnel and answers over a period. */
import { Type, type Static } from 'typebox';
import { INSIGHT_PERIODS, MAX_WEEKS } from './constants.ts';
import { FormRef } from './shared.ts';

export const WeeklyQuery = Type.Object({ weeks: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_WEEKS })) });
export type WeeklyQuery = Static<typeof WeeklyQuery>;

export const InsightQuery = Type.Object({ period: Type.Optional(Type.Enum(INSIGHT_PERIODS)) });
export type InsightQuery = Static<typeof InsightQuery>;

/** A form of the catalogue by its id, in the path. */
export const FormParams = Type.Object({ form: Type.String() });

/** A week's counts: `week` is its Monday, YYYY-MM-DD; every other key is a form's id, with its leads. */
const WeekCounts = Type.Unsafe<{ week: string } & Record<string, number | string>>(
  Type.Object({ week: Type.String() }, { additionalProperties: Type.Integer() }),
);

/** Leads received per week (weeks begin on Monday, UTC), one count per form that had any. */
export const WeeklyLeads = Type.Object({
  /** Oldest first. */
  weeks: Type.Array(WeekCounts),
  /** The forms with at least one lead in these weeks, in catalogue order. */
  forms: Type.Array(FormRef),
  /** Every form of the catalogue, for the choice of a form's insights. */
  catalogue: Type.Array(FormRef),
});
export type WeeklyLeads = Static<typeof WeeklyLeads>;

export const FunnelStepFigure = Type.Object({
  label: Type.String(),
  reached: Type.Integer(),
  /** Percent lost since the step before; null for the first step or after a step nobody reached. */
  dropOff: Type.Union([Type.Number(), Type.Null()]),
});
export type FunnelStepFigure = Static<typeof FunnelStepFigure>;

export const ChoiceFigure = Type.Object({
  field: Type.String(),
  /** Worded as the newest version of the form that asks it. */
  question: Type.String(),
  /** A question only older versions asked: leads of the period answered it, today's form does not ask it. */
  noLongerAsked: Type.Boolean(),
  /** Whether a lead may tick several options (the counts then add up to more than the leads). */
  multiple: Type.Boolean(),
  /**
   * Every option of the question, one per value whatever its wording was, labelled as the newest
   * version that offers it: today's options in the form's order, then those only older versions offered.
   */
  options: Type.Array(Type.Object({ label: Type.String(), leads: Type.Integer(), noLongerOffered: Type.Boolean() })),
});
export type ChoiceFigure = Static<typeof ChoiceFigure>;

export const FormInsights = Type.Object({
  form: FormRef,
  period: Type.Enum(INSIGHT_PERIODS),
  /** The period's first day, YYYY-MM-DD. */
  since: Type.String(),
  leads: Type.Integer(),
  funnel: Type.Array(FunnelStepFigure),
  choices: Type.Array(ChoiceFigure),
  forms: Type.Array(FormRef),
});
export type FormInsights = Static<typeof FormInsights>;
