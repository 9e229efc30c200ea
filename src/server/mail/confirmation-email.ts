/**
 * The confirmation a visitor receives after submitting: from the firm's address, the form's title,
 * the submission reference, when it was received, what happens next and by when (the form's own
 * promise), how to reach the firm and where its privacy notice is. It carries no answers, not even
 * the visitor's name: a mistyped address must not hand a stranger a prospect's business details.
 */
import type { FirmConfig } from '../../content/firm-config.ts';
import { replyWithin } from '../../content/reply-promise.ts';
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { isEmailAddress } from '../../questionnaire/pipeline.ts';
import { submissionReference } from '../../questionnaire/reference.ts';
import type { StoredSubmission } from '../storage/store.ts';
import { escapeHtml, fieldRow, htmlDocument, textRow } from './html.ts';
import { receivedText, type MailMessage } from './message.ts';

export type FirmContact = Pick<FirmConfig, 'name' | 'email' | 'siteUrl' | 'phone'>;

/** Whether this form's visitors get a confirmation (form.json "confirmation", on by default). */
export function confirmationWanted(definition: FormDefinition): boolean {
  return definition.form.confirmation?.send !== false;
}

/** The visitor's address of a submission's answers, when it has the shape of one. */
export function visitorAddress(definition: FormDefinition, answers: Readonly<Record<string, unknown>>): string | null {
  const value = answers[definition.form.payload.email];
  return isEmailAddress(value) ? value.trim() : null;
}

export function confirmationEmail(
  definition: FormDefinition,
  submission: StoredSubmission,
  from: string,
  firm: FirmContact,
): MailMessage {
  const answers = JSON.parse(submission.answers) as Record<string, unknown>;
  const to = visitorAddress(definition, answers);
  if (!to) throw new Error('the submission has no visitor address to confirm to');
  const { form } = definition;
  const reference = submissionReference(submission.id);
  const received = receivedText(submission.receivedAt);
  const stated = form.confirmation?.nextSteps ?? form.success.message;
  // The same promise as the thank-you card, which adds it when the form's message leaves it out.
  const nextSteps = stated.includes(`within ${replyWithin}`) ? stated : `${stated} We reply within ${replyWithin}.`;
  const privacyUrl = `${firm.siteUrl}/privacy`;
  const reach = `Email ${firm.email}${firm.phone ? ` or call ${firm.phone}` : ''}, quoting your reference.`;
  const notYou =
    'If you did not send this form, someone may have typed your address by mistake: you can ignore this email, and you will not hear from us again about it.';
  const text = [
    `Thank you for contacting ${firm.name}.`,
    '',
    `We received your ${form.title} on ${received}.`,
    `Your reference: ${reference}`,
    '',
    `What happens next: ${nextSteps}`,
    '',
    `How to reach us: ${reach}`,
    `How we handle your details: ${privacyUrl}`,
    '',
    notYou,
    '',
    firm.name,
    firm.siteUrl,
    '',
  ].join('\n');
  const html = htmlDocument(`${firm.name}: ${form.title}`, [
    `<tr><td colspan="2" style="padding:20px 24px 4px;font-size:20px;font-weight:bold;color:#111827">Thank you for contacting ${escapeHtml(firm.name)}</td></tr>`,
    textRow(`We received your ${escapeHtml(form.title)}.`),
    fieldRow('Your reference', `<strong data-reference>${escapeHtml(reference)}</strong>`),
    fieldRow('Received', escapeHtml(received)),
    fieldRow('What happens next', escapeHtml(nextSteps)),
    fieldRow('How to reach us', escapeHtml(reach)),
    fieldRow(
      'How we handle your details',
      `<a href="${escapeHtml(privacyUrl)}" style="color:#1d4ed8">${escapeHtml(`Privacy notice of ${firm.name}`)}</a>`,
    ),
    textRow(escapeHtml(notYou), 'color:#6b7280;font-size:12px;padding-top:16px;padding-bottom:20px'),
  ]);
  const domain = from.split('@')[1] ?? 'localhost';
  return {
    from: `${firm.name.replace(/["\\\r\n]/g, '')} <${from}>`,
    to,
    replyTo: firm.email,
    subject: `We received your ${form.title} (reference ${reference})`.replace(/[\r\n]+/g, ' '),
    text,
    html,
    messageId: `<confirmation-${submission.id}@${domain}>`,
    date: new Date(submission.receivedAt),
    // RFC 3834: an automatic message, so an auto-responder does not answer it.
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Confirmation-Of': submission.id, 'X-Form-Id': definition.id },
  };
}
