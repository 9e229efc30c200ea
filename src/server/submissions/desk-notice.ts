/**
 * The outbox's notices to the desk's members (reminders of the reply promise, assignments): the
 * email of one job, or null when there is nothing to send (the lead was answered or marked spam
 * since, nobody is to be told, or the desk is off).
 */
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { reminderEmail } from '../mail/reminder-email.ts';
import type { MailMessage } from '../mail/message.ts';
import type { OutboxJob, Store } from '../storage/store.ts';

export interface NoticeOptions {
  readonly from: string;
  /** The desk's origin; undefined with the desk off. */
  readonly deskOrigin: string | undefined;
}

export async function deskNotice(
  store: Store,
  job: OutboxJob,
  definition: FormDefinition,
  options: NoticeOptions,
): Promise<MailMessage | null> {
  if (options.deskOrigin === undefined) return null;
  const notice = await store.desk.reminderNotice(job.id);
  if (!notice || notice.recipients.length === 0) return null;
  // Spam and answered leads never remind, also when answered after the notice was queued.
  if (!notice.awaiting) return null;
  return reminderEmail(
    notice,
    { id: job.submissionId, formTitle: definition.form.title, jobId: job.id },
    { from: options.from, deskOrigin: options.deskOrigin },
  );
}
