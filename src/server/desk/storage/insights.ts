/** What the desk's insights count: leads by form and week, and the answers of one form's leads (spam left out). */
import type { Database } from '../../storage/database.ts';
import { answersText, iso, isoOrNull, text } from './rows.ts';

/** A lead's reply clock, for the reply-time figures. */
export interface ReplyClockRecord {
  readonly formId: string;
  readonly receivedAt: string;
  /** Null while the clock runs. */
  readonly repliedAt: string | null;
  readonly repliedBy: string | null;
}

export interface InsightStore {
  /** Form and time of the leads (spam left out) received from `since` (ISO) on: the insights' weekly counts. */
  leadsReceivedSince(since: string): Promise<{ formId: string; receivedAt: string }[]>;
  /**
   * The answers (JSON text) of one form's leads (spam left out) received from `since` (ISO) on,
   * each with the form version it was answered on (null until the server records it).
   */
  answersSince(formId: string, since: string): Promise<{ answers: string; formVersion: string | null }[]>;
  /**
   * The reply clocks of the leads (spam left out) received from `since` (ISO) on, but those
   * stopped before the desk kept the clock (no time to measure).
   */
  replyClocksSince(since: string): Promise<ReplyClockRecord[]>;
}

export function insightStore(db: Database): InsightStore {
  return {
    async leadsReceivedSince(since) {
      const rows = await db.all(
        "SELECT form_id, received_at FROM desk_inbox WHERE received_at >= ? AND stage <> 'spam'",
        [since],
      );
      return rows.map((row) => ({ formId: String(row.form_id), receivedAt: iso(row.received_at) }));
    },

    async answersSince(formId, since) {
      const rows = await db.all(
        `SELECT s.answers, s.form_version FROM desk_inbox i JOIN submissions s ON s.id = i.submission_id
         WHERE i.form_id = ? AND i.received_at >= ? AND i.stage <> 'spam'`,
        [formId, since],
      );
      return rows.map((row) => ({ answers: answersText(row.answers), formVersion: text(row.form_version) }));
    },

    async replyClocksSince(since) {
      const rows = await db.all(
        `SELECT form_id, received_at, replied_at, replied_by FROM desk_inbox
         WHERE received_at >= ? AND stage <> 'spam' AND (reply_way IS NULL OR reply_way <> 'before')`,
        [since],
      );
      return rows.map((row) => ({
        formId: String(row.form_id),
        receivedAt: iso(row.received_at),
        repliedAt: isoOrNull(row.replied_at),
        repliedBy: text(row.replied_by),
      }));
    },
  };
}
