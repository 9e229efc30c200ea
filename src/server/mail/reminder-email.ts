/**
 * The desk's notice about a lead, to members: a reminder before its reply is due, when it is
 * overdue, or when it is assigned to them. It names the form, the priority, the time left and the
 * desk link, and nothing the visitor wrote: the lead's personal data stays in the desk.
 */
import { replyDueAt, replyPromiseHours } from '../../content/reply-promise.ts';
import type { ReminderNotice } from '../desk/storage/index.ts';
import { escapeHtml, fieldRow, htmlDocument, textRow } from './html.ts';
import { receivedText, type MailMessage } from './message.ts';

export interface ReminderEmailOptions {
  readonly from: string;
  /** The desk's origin: the notice links to the lead's page there. */
  readonly deskOrigin: string;
  readonly promiseHours?: number;
}

const HEADLINES = {
  'due-soon': 'A lead is waiting for a reply',
  overdue: 'A lead is overdue for a reply',
  assigned: 'A lead was assigned to you',
} as const;

/** "5 h left", "overdue by 3 h", "40 min left": whole hours, minutes in the last hour. */
export function timeLeftText(dueAt: Date, now: Date): string {
  const ms = dueAt.getTime() - now.getTime();
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const span = minutes < 60 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
  return ms >= 0 ? `${span} left` : `overdue by ${span}`;
}

export function reminderEmail(
  notice: ReminderNotice,
  lead: { readonly id: string; readonly formTitle: string; readonly jobId: number },
  options: ReminderEmailOptions,
): MailMessage {
  const dueAt = new Date(replyDueAt(notice.receivedAt, options.promiseHours ?? replyPromiseHours));
  const queuedAt = new Date(notice.createdAt);
  const left = timeLeftText(dueAt, queuedAt);
  const link = `${options.deskOrigin}/desk/leads/${encodeURIComponent(lead.id)}`;
  const headline = HEADLINES[notice.stage];
  // A form without scoring gives no priority: the subject leaves it out, the text says so.
  const about = notice.priority === null ? left : `${notice.priority} priority, ${left}`;
  const lines: [string, string][] = [
    ['Form', lead.formTitle],
    ['Priority', notice.priority ?? 'none (the form is not scored)'],
    ['Received', receivedText(notice.receivedAt)],
    ['Reply due', `${receivedText(dueAt.toISOString())} (${left})`],
  ];
  const domain = options.from.split('@')[1] ?? 'localhost';
  return {
    from: options.from,
    to: notice.recipients.join(', '),
    subject: `${headline}: ${lead.formTitle} (${about})`,
    text: `${headline}.\n\n${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nOpen it in the desk: ${link}\n`,
    html: htmlDocument(headline, [
      textRow(`<strong>${escapeHtml(headline)}</strong>`),
      ...lines.map(([label, value]) => fieldRow(label, escapeHtml(value))),
      textRow(`<a href="${escapeHtml(link)}">Open the lead in the desk</a>`),
    ]),
    // One per outbox job: a retried notice is recognisable as the same one.
    messageId: `<notice-${lead.jobId}-${lead.id}@${domain}>`,
    date: queuedAt,
    headers: { 'X-Submission-Id': lead.id, 'X-Desk-Notice': notice.stage },
  };
}
