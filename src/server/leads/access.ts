/**
 * A data subject's access request (`leads access --email`): everything the store holds about the
 * person with that address, matched as `leads erase` matches (the form's visitor email, trimmed,
 * any case): each submission with its answers, the report as emailed, the consent record (when,
 * to which text, under which privacy notice), the marketing consent apart from it (when, to which
 * text, when withdrawn), the network it came from, its delivery state, the replies the desk sent
 * (who, when, the text as sent, their delivery), and whether a copy of the notification email, of the
 * visitor's confirmation and of each reply is kept as an .eml file.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AccessReportData } from '../../desk/contract.ts';
import type { FormVersions } from '../submissions/form-versions.ts';
import { emlPath, replyEmlPaths } from '../mail/mailer.ts';
import { sentReply } from '../desk/storage/index.ts';
import type { Store } from '../storage/store.ts';
import { findByEmail } from './erase.ts';

export async function accessReport(
  store: Store,
  dataDir: string,
  versions: FormVersions,
  email: string,
  now: Date,
): Promise<AccessReportData> {
  const found = await findByEmail(store, versions, email);
  const submissions = await Promise.all(
    found.map(async (submission) => {
      const jobs = await store.jobsOf(submission.id);
      const copy = emlPath(dataDir, submission.id);
      const confirmation = emlPath(dataDir, submission.id, 'confirmation');
      const definition = await versions.of(submission);
      return {
        id: submission.id,
        form: submission.formId,
        formTitle: definition?.form.title ?? null,
        formVersion: submission.formVersion,
        receivedAt: submission.receivedAt,
        status: submission.status,
        answers: JSON.parse(submission.answers) as unknown,
        report: submission.report,
        consent: {
          givenAt: submission.consentAt,
          text: submission.consentText,
          privacyNoticeVersion: submission.noticeVersion,
        },
        marketingConsent: {
          givenAt: submission.marketingAt,
          text: submission.marketingText,
          withdrawnAt: submission.marketingWithdrawnAt,
        },
        network: submission.ipPrefix,
        delivery: jobs.map((job) => ({
          kind: job.kind,
          status: job.status,
          attempts: job.attempts,
          sentAt: job.sentAt,
          lastError: job.lastError,
        })),
        replies: (await store.desk.replies(submission.id)).map(sentReply),
        replyCopies: replyEmlPaths(dataDir, submission.id).map((file) => path.relative(dataDir, file)),
        emailCopy: existsSync(copy) ? path.relative(dataDir, copy) : null,
        confirmationCopy: existsSync(confirmation) ? path.relative(dataDir, confirmation) : null,
      };
    }),
  );
  return { email, generatedAt: now.toISOString(), submissions };
}

/**
 * JSON with the characters that could rewrite a terminal (C1 controls, bidi and zero-width
 * marks, line and paragraph separators) written as \u escapes, which JSON reads back as the same
 * text. JSON.stringify already escapes the C0 controls.
 */
export function terminalSafeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /[\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
