/**
 * The period within which the firm answers a data subject's request, as its privacy notice
 * publishes it (RIGHTS_ANSWER_PERIOD). The firm's own published period governs its requests under
 * both laws, so it may not be longer than either limit: the GDPR's one month (Art. 12(3)) and the
 * DPDP Rules' 90 days. Hence "1 month", or a number of days up to 28, the shortest month.
 */

export type AnswerPeriod = { readonly unit: 'month' } | { readonly unit: 'days'; readonly days: number };

/** RIGHTS_ANSWER_PERIOD when unset: the GDPR's own limit. */
export const DEFAULT_ANSWER_PERIOD = '1 month';
/** What RIGHTS_ANSWER_PERIOD may say: "1 month", or 1 to 28 days ("1 day", "14 days"). */
export const ANSWER_PERIOD_PATTERN = '^(1 month|1 day|([2-9]|1[0-9]|2[0-8]) days)$';

/** The period a checked RIGHTS_ANSWER_PERIOD names. */
export function answerPeriodFrom(text: string): AnswerPeriod {
  return text === '1 month' ? { unit: 'month' } : { unit: 'days', days: Number.parseInt(text, 10) };
}

/** The period as the notice and the desk say it: "one month", "1 day", "14 days". */
export function answerPeriodText(period: AnswerPeriod): string {
  if (period.unit === 'month') return 'one month';
  return `${period.days} ${period.days === 1 ? 'day' : 'days'}`;
}

/** `day` (YYYY-MM-DD, UTC) plus a number of days. */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** One calendar month after `day`: the same day of the next month, or its last day when it has none (31 Jan -> 28/29 Feb). */
export function addMonth(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const lastOfNext = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, lastOfNext))).toISOString().slice(0, 10);
}

/** The last day of the period for a request received on `receivedOn` (YYYY-MM-DD). */
export function periodEnd(period: AnswerPeriod, receivedOn: string): string {
  return period.unit === 'month' ? addMonth(receivedOn) : addDays(receivedOn, period.days);
}
