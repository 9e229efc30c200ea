/** Insights of the reply promise: time to the first reply per week, and the share answered within the promise by form and by member. */
import { Type, type Static } from 'typebox';

const Hours = Type.Union([Type.Number(), Type.Null()]);
const figures = {
  /** Leads answered. */
  answered: Type.Integer(),
  /** Hours to the first reply, one decimal; null when none was answered. */
  medianHours: Hours,
  p90Hours: Hours,
  /** Percent answered within the promise, of those answered or overdue; null when there are none. */
  withinPromise: Type.Union([Type.Number(), Type.Null()]),
};

export const ReplyTimeInsights = Type.Object({
  promiseHours: Type.Number(),
  /** Oldest first; `week` is its Monday (UTC), YYYY-MM-DD; leads by the week they arrived in. */
  weeks: Type.Array(Type.Object({ week: Type.String(), ...figures })),
  /** Each form's title with its figures, for the forms with leads in these weeks. */
  forms: Type.Array(Type.Object({ group: Type.String(), ...figures })),
  /** Each member (email) who made a first reply in these weeks. */
  members: Type.Array(Type.Object({ group: Type.String(), ...figures })),
});
export type ReplyTimeInsights = Static<typeof ReplyTimeInsights>;
