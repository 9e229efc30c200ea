/** What the firm's email and the visitor's confirmation share: the message's shape, and how they state a time. */

/** One email as the mailer sends it (mailer.ts). */
export interface MailMessage {
  readonly from: string;
  readonly to: string;
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly messageId: string;
  readonly date: Date;
  readonly headers: Readonly<Record<string, string>>;
}

/** "23 November 2026, 14:05 UTC": one time zone for every reader, stated. */
export function receivedText(iso: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  return `${day.format(date)}, ${time.format(date)} UTC`;
}
