/**
 * Insights on the desk: leads per week per form, each form's funnel from the anonymous counts
 * (the `leads funnel` reading, src/server/leads/funnel.ts) and, for each choice question of a form,
 * how its leads answered over a period, on whichever version of the form they answered
 * (choice-figures.ts). Figures only: no lead is named, so nothing is audited.
 * Spam is left out of every count.
 */
import { DEFAULT_WEEKS, type InsightPeriod } from '../../desk/contract/constants.ts';
import { FormInsights, FormParams, InsightQuery, WeeklyLeads, WeeklyQuery } from '../../desk/contract/insights.ts';
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { formVersionId } from '../../questionnaire/version-id.ts';
import { definitionFromContent } from '../../questionnaire/versions.ts';
import { funnelRows, mondayOf } from '../leads/index.ts';
import type { Store } from '../storage/store.ts';
import { choiceFigures } from './choice-figures.ts';
import { answering, type DeskContext, type MemberRoutes } from './context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** The first day (UTC midnight) of the month, quarter or year `now` falls in. */
export function periodStart(period: InsightPeriod, now: Date): Date {
  const month = now.getUTCMonth();
  const first = period === 'month' ? month : period === 'quarter' ? month - (month % 3) : 0;
  return new Date(Date.UTC(now.getUTCFullYear(), first, 1));
}

export function weeklyLeads(
  catalogue: readonly FormDefinition[],
  leads: readonly { formId: string; receivedAt: string }[],
  firstMonday: Date,
  weeks: number,
): WeeklyLeads {
  const rows = Array.from({ length: weeks }, (_, index) => ({
    week: dayOf(new Date(firstMonday.getTime() + index * 7 * DAY_MS)),
    counts: new Map<string, number>(),
  }));
  const seen = new Set<string>();
  for (const lead of leads) {
    const index = Math.floor((Date.parse(lead.receivedAt) - firstMonday.getTime()) / (7 * DAY_MS));
    const row = rows[index];
    if (!row) continue;
    row.counts.set(lead.formId, (row.counts.get(lead.formId) ?? 0) + 1);
    seen.add(lead.formId);
  }
  const forms = catalogue.filter((definition) => seen.has(definition.id));
  return {
    weeks: rows.map((row) => ({
      week: row.week,
      ...Object.fromEntries(forms.map((definition) => [definition.id, row.counts.get(definition.id) ?? 0])),
    })),
    forms: forms.map((definition) => ({ id: definition.id, title: definition.form.title })),
    catalogue: catalogue.map((definition) => ({ id: definition.id, title: definition.form.title })),
  };
}

function parseAnswers(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Today's form, then the older stored versions these leads were answered on, newest first. */
async function answeredVersions(
  store: Store,
  today: FormDefinition,
  leads: readonly { formVersion: string | null }[],
): Promise<FormDefinition[]> {
  const used = new Set(leads.map((lead) => lead.formVersion));
  used.delete(formVersionId(today));
  const older = (await store.versions.ofForm(today.id)).filter((version) => used.has(version.id)).reverse();
  return [today, ...older.map((version) => definitionFromContent(version.formId, version.id, version.content))];
}

/**
 * `flushCounts` writes the page views this process has counted but not yet stored (the event
 * counter writes about once a second), so a funnel read just after a visit includes it.
 */
export function insightRoutes(
  catalogue: readonly FormDefinition[],
  flushCounts: () => Promise<void> = async () => undefined,
): MemberRoutes {
  const forms = new Map(catalogue.map((definition) => [definition.id, definition]));
  const formList = catalogue.map((definition) => ({ id: definition.id, title: definition.form.title }));

  return async (scope, context: DeskContext) => {
    scope.get(
      '/desk/api/insights/weekly',
      { schema: { querystring: WeeklyQuery, response: answering(WeeklyLeads) } },
      async (request) => {
        const weeks = request.query.weeks ?? DEFAULT_WEEKS;
        const firstMonday = new Date(mondayOf(context.now()).getTime() - (weeks - 1) * 7 * DAY_MS);
        const leads = await context.store.desk.leadsReceivedSince(firstMonday.toISOString());
        return weeklyLeads(catalogue, leads, firstMonday, weeks);
      },
    );

    scope.get(
      '/desk/api/insights/forms/:form',
      { schema: { params: FormParams, querystring: InsightQuery, response: answering(FormInsights) } },
      async (request, reply) => {
        const definition = forms.get(request.params.form);
        if (!definition) return reply.code(404).send({ error: 'No form of the catalogue has this id.' });
        const period = request.query.period ?? 'quarter';
        const now = context.now();
        const since = periodStart(period, now);
        const days = Math.floor((now.getTime() - since.getTime()) / DAY_MS) + 1;
        const leads = await context.store.desk.answersSince(definition.id, since.toISOString());
        const answers = leads.map((lead) => parseAnswers(lead.answers));
        await flushCounts();
        const funnel = await funnelRows(context.store, definition, days, now);
        const figures: FormInsights = {
          form: { id: definition.id, title: definition.form.title },
          period,
          since: dayOf(since),
          leads: answers.length,
          funnel: funnel.map((row) => ({ label: row.label, reached: row.reached, dropOff: row.dropOff })),
          choices: choiceFigures(await answeredVersions(context.store, definition, leads), answers),
          forms: formList,
        };
        return figures;
      },
    );
  };
}
