/**
 * A reply from the desk to a lead's visitor: from the firm's sending address, with the member's
 * own address as Reply-To (the conversation goes on in their mailbox), the text as the member
 * sent it and an HTML part with every character of it escaped (it quotes what the visitor typed).
 */
import { submissionReference } from '../../questionnaire/reference.ts';
import { escapedLines, htmlDocument, textRow } from './html.ts';
import { headerSafe } from './lead-email.ts';
import type { MailMessage } from './message.ts';

/** One reply as stored: what the member wrote and sent, to whom. */
export interface ReplyToSend {
  readonly jobId: number;
  readonly submissionId: string;
  /** The member's own address. */
  readonly member: string;
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly createdAt: string;
}

export function replyEmail(reply: ReplyToSend, from: string): MailMessage {
  const domain = from.split('@')[1] ?? 'localhost';
  const subject = headerSafe(reply.subject);
  return {
    from,
    to: reply.recipient,
    replyTo: reply.member,
    subject,
    text: `${reply.body}\n`,
    html: htmlDocument(subject, [textRow(escapedLines(reply.body), 'padding:20px 24px')]),
    // One id per reply: a retried send is the same message to the visitor's mail program.
    messageId: `<reply-${reply.jobId}.${reply.submissionId}@${domain}>`,
    date: new Date(reply.createdAt),
    headers: { 'X-Reply-Of': reply.submissionId, 'X-Submission-Reference': submissionReference(reply.submissionId) },
  };
}
