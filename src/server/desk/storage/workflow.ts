/**
 * The desk's work on a lead: its workflow status and assignee, the notes members write (kept with
 * the lead, and erased with it), and which members have opened it.
 */
import { normaliseEmail } from '../../common/email.ts';
import type { Database, SqlConnection } from '../../storage/database.ts';
import { iso } from './rows.ts';

export interface WorkflowStore {
  /** The lead's workflow status and assignee; null when there is no such lead. */
  leadState(submissionId: string): Promise<{ stage: string; assignee: string | null } | null>;
  setStage(submissionId: string, stage: string, now: Date): Promise<void>;
  /** Assigns a lead to a member (by email), or to nobody; false when no such member or lead. */
  setAssignee(submissionId: string, email: string | null, now: Date): Promise<boolean>;
  addNote(submissionId: string, author: string, body: string, now: Date): Promise<void>;
  notes(submissionId: string): Promise<{ author: string; body: string; createdAt: string }[]>;
  markRead(submissionId: string, memberId: string): Promise<void>;
  /**
   * Stops the lead's reply clock (`way`: `desk` or `other`) and moves `new` to `contacted`; false
   * when the clock had already stopped (or the lead is spam or gone).
   */
  stopReplyClock(submissionId: string, way: 'desk' | 'other', by: string, now: Date): Promise<boolean>;
}

export function workflowStore(db: Database): WorkflowStore {
  return {
    async leadState(submissionId) {
      const [row] = await db.all(
        `SELECT i.stage, m.email FROM desk_inbox i LEFT JOIN desk_members m ON m.id = i.assignee_id
         WHERE i.submission_id = ?`,
        [submissionId],
      );
      return row ? { stage: String(row.stage), assignee: row.email ? String(row.email) : null } : null;
    },

    async setStage(submissionId, stage, now) {
      await db.run('UPDATE desk_inbox SET stage = ?, updated_at = ? WHERE submission_id = ?', [
        stage,
        now.toISOString(),
        submissionId,
      ]);
    },

    async setAssignee(submissionId, email, now) {
      const [member] =
        email === null ? [] : await db.all('SELECT id FROM desk_members WHERE email = ?', [normaliseEmail(email)]);
      if (email !== null && !member) return false;
      const changed = await db.run('UPDATE desk_inbox SET assignee_id = ?, updated_at = ? WHERE submission_id = ?', [
        member ? String(member.id) : null,
        now.toISOString(),
        submissionId,
      ]);
      return changed === 1;
    },

    async addNote(submissionId, author, body, now) {
      await db.run('INSERT INTO desk_notes (submission_id, author, body, created_at) VALUES (?, ?, ?, ?)', [
        submissionId,
        author,
        body,
        now.toISOString(),
      ]);
    },

    async notes(submissionId) {
      const rows = await db.all('SELECT * FROM desk_notes WHERE submission_id = ? ORDER BY created_at, id', [
        submissionId,
      ]);
      return rows.map((row) => ({
        author: String(row.author),
        body: String(row.body),
        createdAt: iso(row.created_at),
      }));
    },

    stopReplyClock: (submissionId, way, by, now) => stopReplyClock(db, submissionId, way, by, now),

    async markRead(submissionId, memberId) {
      await db.run(
        'INSERT INTO desk_reads (submission_id, member_id) VALUES (?, ?) ON CONFLICT (submission_id, member_id) DO NOTHING',
        [submissionId, memberId],
      );
    },
  };
}

/** The clock's one stop, also inside another write's transaction (a reply's job marked sent). */
export async function stopReplyClock(
  db: SqlConnection,
  submissionId: string,
  way: 'desk' | 'other',
  by: string,
  now: Date,
): Promise<boolean> {
  const changed = await db.run(
    `UPDATE desk_inbox SET replied_at = ?, reply_way = ?, replied_by = ?, updated_at = ?,
            stage = CASE WHEN stage = 'new' THEN 'contacted' ELSE stage END
     WHERE submission_id = ? AND replied_at IS NULL AND stage <> 'spam'`,
    [now.toISOString(), way, by, now.toISOString(), submissionId],
  );
  return changed === 1;
}
