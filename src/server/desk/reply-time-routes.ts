/**
 * Insights of the reply promise: time to the first reply (median, 90th percentile) per week and
 * the share answered within the promise, by form and by member, over the same weeks as the leads
 * per week. The figures are the ones `leads reply-times` prints (one place computes them); no lead
 * is named. Spam, and leads answered before the desk kept the clock, are left out.
 */
import { replyPromiseHours } from '../../content/reply-promise.ts';
import { DEFAULT_WEEKS } from '../../desk/contract/constants.ts';
import { WeeklyQuery } from '../../desk/contract/insights.ts';
import { ReplyTimeInsights } from '../../desk/contract/reply-times.ts';
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { groupClocks, mondayOf, replyFigures, weeklyReplyFigures } from '../leads/index.ts';
import { answering, type DeskContext, type MemberRoutes } from './context.ts';
import type { ReplyClockRecord } from './storage/index.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function replyTimeInsights(
  catalogue: readonly FormDefinition[],
  clocks: readonly ReplyClockRecord[],
  firstMonday: Date,
  weeks: number,
  now: Date,
): ReplyTimeInsights {
  const byForm = groupClocks(clocks, (clock) => clock.formId);
  const byMember = groupClocks(clocks, (clock) => clock.repliedBy);
  const figures = (group: string, of: readonly ReplyClockRecord[]) => {
    const { answered, medianHours, p90Hours, withinPromise } = replyFigures(group, of, now);
    return { answered, medianHours, p90Hours, withinPromise };
  };
  return {
    promiseHours: replyPromiseHours,
    weeks: weeklyReplyFigures(clocks, firstMonday, weeks, now),
    forms: catalogue
      .filter((definition) => byForm.has(definition.id))
      .map((definition) => ({
        group: definition.form.title,
        ...figures(definition.form.title, byForm.get(definition.id) ?? []),
      })),
    members: [...byMember.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([member, of]) => ({ group: member, ...figures(member, of) })),
  };
}

export function replyTimeRoutes(catalogue: readonly FormDefinition[]): MemberRoutes {
  return async (scope, context: DeskContext) => {
    scope.get(
      '/desk/api/insights/reply-times',
      { schema: { querystring: WeeklyQuery, response: answering(ReplyTimeInsights) } },
      async (request) => {
        const weeks = request.query.weeks ?? DEFAULT_WEEKS;
        const now = context.now();
        const firstMonday = new Date(mondayOf(now).getTime() - (weeks - 1) * WEEK_MS);
        const clocks = await context.store.desk.replyClocksSince(firstMonday.toISOString());
        return replyTimeInsights(catalogue, clocks, firstMonday, weeks, now);
      },
    );
  };
}
