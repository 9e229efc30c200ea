/**
 * Insights' data, in the desk's main bundle so it is asked for while the charts' code (most of
 * the desk's code, its own chunk) is still downloading: the leads per week, the reply times, and the insights of
 * the form and period the address names (the first form with leads, this quarter, when it names none).
 */
import type { LoaderFunctionArgs } from 'react-router';
import {
  isInsightPeriod,
  type FormInsights,
  type InsightPeriod,
  type ReplyTimeInsights,
  type WeeklyLeads,
} from './contract.ts';
import { api } from './api.ts';

export async function insightsLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const chosen = params.get('period');
  const period: InsightPeriod = isInsightPeriod(chosen) ? chosen : 'quarter';
  const [weekly, replyTimes] = await Promise.all([
    api<WeeklyLeads>('/desk/api/insights/weekly', undefined, request.signal),
    api<ReplyTimeInsights>('/desk/api/insights/reply-times', undefined, request.signal),
  ]);
  const form = params.get('form') ?? weekly.forms[0]?.id ?? weekly.catalogue[0]?.id ?? null;
  const insights = form
    ? await api<FormInsights>(
        `/desk/api/insights/forms/${encodeURIComponent(form)}?period=${period}`,
        undefined,
        request.signal,
      )
    : null;
  return { weekly, period, form, insights, replyTimes };
}
