/**
 * The firm's reply promise, held once (firm.replyPromiseHours, 24 when unset). Every sentence that
 * promises a reply time is made from it: the forms' messages and confirmation emails (the
 * {replyWithin} placeholder in form.json), the services, about and article texts, the thank-you
 * card, and the desk's reply clock.
 */
import { firm } from './firm.ts';

export const DEFAULT_REPLY_PROMISE_HOURS = 24;

/** The placeholder a form.json message or an article's call to action writes for the promise. */
export const REPLY_WITHIN_PLACEHOLDER = '{replyWithin}';

/** "24 hours", "1 hour": how a sentence states a promise of this many hours. */
export function hoursText(hours: number): string {
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

export const replyPromiseHours: number = firm.replyPromiseHours ?? DEFAULT_REPLY_PROMISE_HOURS;

/** The promise as a sentence states it: "24 hours". */
export const replyWithin: string = hoursText(replyPromiseHours);

/** The text with the promise in place of every {replyWithin}. */
export function fillReplyPromise(text: string, within: string = replyWithin): string {
  return text.replaceAll(REPLY_WITHIN_PLACEHOLDER, within);
}

/** When the reply to something received at `receivedAt` (ISO) is due under the promise (ISO). */
export function replyDueAt(receivedAt: string, hours: number = replyPromiseHours): string {
  return new Date(Date.parse(receivedAt) + hours * 3_600_000).toISOString();
}
