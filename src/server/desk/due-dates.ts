/**
 * When a data subject's request is due: the end of the period the firm publishes in its privacy
 * notice (RIGHTS_ANSWER_PERIOD), which governs its own requests, and beside it the latest day the
 * law allows (GDPR Art. 12(3): one calendar month, extendable by two further months when the
 * requester is told within the first; DPDP Rules: at most 90 days).
 */
import { addDays, addMonth, periodEnd, type AnswerPeriod } from '../../content/privacy/answer-period.ts';
import type { RequestLaw } from '../../desk/contract/constants.ts';

/** The DPDP Rules' longest answering period. */
export const DPDP_MAX_DAYS = 90;

/** The latest day the law allows for an answer to a request received on `receivedOn` (YYYY-MM-DD, UTC). */
export function legalDueDate(law: RequestLaw, receivedOn: string): string {
  return law === 'dpdp' ? addDays(receivedOn, DPDP_MAX_DAYS) : addMonth(receivedOn);
}

/** The day the firm's published period ends for that request, never later than the law's. */
export function dueDate(period: AnswerPeriod, law: RequestLaw, receivedOn: string): string {
  const own = periodEnd(period, receivedOn);
  const legal = legalDueDate(law, receivedOn);
  return own < legal ? own : legal;
}
