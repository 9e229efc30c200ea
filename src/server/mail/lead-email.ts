/**
 * The email the firm receives for a submission: from the firm's own address, the visitor in
 * Reply-To, the form's subject (emoji prefix and name) and the plain-text report as the body.
 * The Message-ID is derived from the submission id, so a duplicate delivery is recognisable.
 */
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { buildSubject } from '../../questionnaire/payload.ts';
import { isEmailAddress } from '../../questionnaire/pipeline.ts';
import type { StoredSubmission } from '../storage/store.ts';

export interface LeadEmail {
  readonly from: string;
  readonly to: string;
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  readonly messageId: string;
  readonly date: Date;
  readonly headers: Readonly<Record<string, string>>;
}

/** No line break may reach a header, whatever a visitor typed. */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

export function leadEmail(
  definition: FormDefinition,
  submission: StoredSubmission,
  from: string,
  to: string,
): LeadEmail {
  const answers = JSON.parse(submission.answers) as Record<string, unknown>;
  const visitor = answers[definition.form.payload.email];
  const domain = from.split('@')[1] ?? 'localhost';
  return {
    from,
    to,
    ...(isEmailAddress(visitor) ? { replyTo: visitor } : {}),
    subject: headerSafe(buildSubject(definition, answers)),
    text: submission.report,
    messageId: `<submission-${submission.id}@${domain}>`,
    date: new Date(submission.receivedAt),
    headers: { 'X-Submission-Id': submission.id, 'X-Form-Id': definition.id },
  };
}
