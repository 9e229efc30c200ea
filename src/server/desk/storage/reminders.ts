/**
 * The reminders of the reply promise: which leads are due a notice now, each notice written once
 * (a unique key on lead and stage, taken in the same transaction as its outbox job, so several
 * processes on one database and restarts send each once), what a notice's email reads from, and
 * each member's switch.
 */
import { normaliseEmail } from '../../common/email.ts';
import type { Database } from '../../storage/database.ts';
import { iso, isoOrNull, replyOnItsWay, role, text } from './rows.ts';
import type { DeskRole } from './types.ts';

/** Before the reply is due, when it is overdue, and when the lead is given to a member. */
export type ReminderStage = 'due-soon' | 'overdue' | 'assigned';

/** A lead awaiting a reply that has reached a reminder's point and has not had that reminder. */
export interface ReminderCandidate {
  readonly id: string;
  readonly stage: 'due-soon' | 'overdue';
  readonly assignee: string | null;
}

/** What a notice's email reads: never an answer of the visitor. */
export interface ReminderNotice {
  readonly stage: ReminderStage;
  readonly recipients: readonly string[];
  readonly formId: string;
  readonly priority: string | null;
  readonly receivedAt: string;
  /** When the notice was queued: the time left it states is counted from then. */
  readonly createdAt: string;
  /** Still awaiting a reply (not answered, not spam): a notice of a lead answered meanwhile is not sent. */
  readonly awaiting: boolean;
}

export interface ReminderRecipient {
  readonly email: string;
  readonly role: DeskRole;
  /** When the member switched their reminders off; null while they receive them. */
  readonly remindersOffAt: string | null;
}

/** The bounds of one sweep, as times of receipt (leads due at received time plus the promise). */
export interface SweepWindow {
  /** Leads received at or before this have reached the point before due. */
  readonly dueSoonBefore: Date;
  /** Leads received at or before this are overdue. */
  readonly overdueBefore: Date;
  /** Leads received before this are past the sweep's look-back (overdue long ago): not reminded. */
  readonly since: Date;
}

export interface ReminderStore {
  reminderCandidates(window: SweepWindow, limit: number): Promise<ReminderCandidate[]>;
  /**
   * Writes the notice and its outbox job in one transaction; false when this lead already had
   * this stage's notice (another process or an earlier sweep sent it). Assignment notices are
   * not limited to one per lead.
   */
  queueReminder(submissionId: string, stage: ReminderStage, recipients: readonly string[], now: Date): Promise<boolean>;
  /** The notice an outbox job sends; null when it is gone (erased with its lead). */
  reminderNotice(jobId: number): Promise<ReminderNotice | null>;
  /** Every member, with their switch: who a reminder may go to. */
  reminderRecipients(): Promise<ReminderRecipient[]>;
  /** Switches a member's own reminders on or off; false when no such member. */
  setReminders(email: string, on: boolean, now: Date): Promise<boolean>;
}

export function reminderStore(db: Database): ReminderStore {
  return {
    async reminderCandidates(window, limit) {
      // Through the index of leads awaiting a reply: only those received within the sweep's range.
      // A lead whose reply is still being sent is skipped (it is on its way; sent, it stops the
      // clock); one whose reply was never delivered (a dead job) is reminded like any other.
      const rows = await db.all(
        `SELECT i.submission_id, i.received_at, m.email AS assignee,
                CASE WHEN i.received_at <= ? THEN 'overdue' ELSE 'due-soon' END AS stage
         FROM desk_inbox i LEFT JOIN desk_members m ON m.id = i.assignee_id
         WHERE i.replied_at IS NULL AND i.stage <> 'spam' AND i.received_at >= ? AND i.received_at <= ?
           AND NOT EXISTS (
             SELECT 1 FROM desk_reminders r WHERE r.submission_id = i.submission_id AND r.stage <> 'assigned'
               AND r.stage = CASE WHEN i.received_at <= ? THEN 'overdue' ELSE 'due-soon' END)
           AND NOT ${replyOnItsWay('i.submission_id')}
         ORDER BY i.received_at, i.submission_id LIMIT ?`,
        [
          window.overdueBefore.toISOString(),
          window.since.toISOString(),
          window.dueSoonBefore.toISOString(),
          window.overdueBefore.toISOString(),
          limit,
        ],
      );
      return rows.map((row) => ({
        id: String(row.submission_id),
        stage: row.stage === 'overdue' ? 'overdue' : 'due-soon',
        assignee: text(row.assignee),
      }));
    },

    async queueReminder(submissionId, stage, recipients, now) {
      const at = now.toISOString();
      return db.transaction(async (tx) => {
        const [notice] = await tx.all(
          `INSERT INTO desk_reminders (submission_id, stage, recipients, created_at) VALUES (?, ?, ?, ?)
           ON CONFLICT DO NOTHING RETURNING id`,
          [submissionId, stage, recipients.join(', '), at],
        );
        if (!notice) return false;
        // No one to tell (every member switched off): the notice is recorded, so it is not tried again.
        if (recipients.length === 0) return true;
        // Due at once, as the lead's own email was: due since the lead arrived, whatever a worker's clock says.
        const [job] = await tx.all(
          `INSERT INTO outbox (submission_id, kind, status, next_attempt_at)
           SELECT id, 'reminder', 'pending', received_at FROM submissions WHERE id = ? RETURNING id`,
          [submissionId],
        );
        await tx.run('UPDATE desk_reminders SET outbox_id = ? WHERE id = ?', [Number(job?.id), Number(notice.id)]);
        return true;
      });
    },

    async reminderNotice(jobId) {
      const [row] = await db.all(
        `SELECT r.stage, r.recipients, r.created_at, i.form_id, i.priority, i.received_at,
                CASE WHEN i.replied_at IS NULL AND i.stage <> 'spam' THEN 1 ELSE 0 END AS awaiting
         FROM desk_reminders r JOIN desk_inbox i ON i.submission_id = r.submission_id
         WHERE r.outbox_id = ?`,
        [jobId],
      );
      if (!row) return null;
      return {
        stage: row.stage === 'overdue' ? 'overdue' : row.stage === 'assigned' ? 'assigned' : 'due-soon',
        recipients: String(row.recipients)
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
        formId: String(row.form_id),
        priority: text(row.priority),
        receivedAt: iso(row.received_at),
        createdAt: iso(row.created_at),
        awaiting: Number(row.awaiting) === 1,
      };
    },

    async reminderRecipients() {
      const rows = await db.all('SELECT email, role, reminders_off_at FROM desk_members ORDER BY created_at, email');
      return rows.map((row) => ({
        email: String(row.email),
        role: role(row.role),
        remindersOffAt: isoOrNull(row.reminders_off_at),
      }));
    },

    async setReminders(email, on, now) {
      const changed = await db.run('UPDATE desk_members SET reminders_off_at = ? WHERE email = ?', [
        on ? null : now.toISOString(),
        normaliseEmail(email),
      ]);
      return changed === 1;
    },
  };
}
