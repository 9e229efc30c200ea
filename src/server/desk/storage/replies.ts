/**
 * Replies sent from the desk: stored with the outbox job that delivers them, in one transaction.
 * A reply's delivery state is its job's (pending, sent, dead), read with it. The lead's reply clock
 * stops when its first reply is sent (the job marked sent and the clock stopped in one transaction),
 * not when it is written: a reply that never reaches the visitor leaves the lead waiting.
 */
import type { SentReply } from '../../../desk/contract.ts';
import type { Database, Row, SqlConnection } from '../../storage/database.ts';
import { iso, isoOrNull, text } from './rows.ts';
import { stopReplyClock } from './workflow.ts';

export interface NewReply {
  readonly submissionId: string;
  /** The member's email: the reply's Reply-To and its author in the history. */
  readonly member: string;
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
}

export interface StoredReply extends NewReply {
  readonly id: number;
  readonly jobId: number;
  readonly createdAt: string;
  readonly status: 'pending' | 'sent' | 'dead';
  readonly attempts: number;
  readonly sentAt: string | null;
  readonly lastError: string | null;
}

export interface ReplyStore {
  /** Stores the reply and its outbox job, pending: the lead's clock runs on until it is sent. */
  addReply(reply: NewReply, now: Date): Promise<{ readonly jobId: number }>;
  /**
   * Marks a reply's job sent and, if it is the lead's first reply sent, stops the lead's clock at
   * `now`, by the member who wrote it (`new` becomes `contacted`), in one transaction; true when it
   * stopped the clock. Idempotent: a job already sent keeps its sent time, and a clock already
   * stopped stays where it was.
   */
  replySent(jobId: number, now: Date): Promise<boolean>;
  /**
   * Gives a reply's job up (the mail server refused it, or every attempt failed): the lead's clock
   * runs on. Its history says so, once; false when the job was no longer waiting (sent meanwhile).
   */
  replyDead(jobId: number, error: string, now: Date): Promise<boolean>;
  /** A lead's replies, oldest first. */
  replies(submissionId: string): Promise<StoredReply[]>;
  /** The reply an outbox job delivers; null when it is gone (erased with its lead). */
  replyOfJob(jobId: number): Promise<StoredReply | null>;
}

const SELECT = `SELECT r.*, o.status, o.attempts, o.sent_at, o.last_error
  FROM desk_replies r LEFT JOIN outbox o ON o.id = r.outbox_id`;

function replyFromRow(row: Row): StoredReply {
  const status = row.status === 'sent' || row.status === 'dead' ? row.status : 'pending';
  return {
    id: Number(row.id),
    jobId: Number(row.outbox_id),
    submissionId: String(row.submission_id),
    member: String(row.member),
    recipient: String(row.recipient),
    subject: String(row.subject),
    body: String(row.body),
    createdAt: iso(row.created_at),
    status,
    attempts: Number(row.attempts ?? 0),
    sentAt: isoOrNull(row.sent_at),
    lastError: text(row.last_error),
  };
}

export function replyStore(db: Database): ReplyStore {
  return {
    addReply(reply, now) {
      const at = now.toISOString();
      return db.transaction(async (tx) => {
        const [job] = await tx.all(
          "INSERT INTO outbox (submission_id, kind, status, next_attempt_at) VALUES (?, 'reply', 'pending', ?) RETURNING id",
          [reply.submissionId, at],
        );
        const jobId = Number(job?.id);
        await tx.run(
          `INSERT INTO desk_replies (submission_id, member, recipient, subject, body, created_at, outbox_id)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          [reply.submissionId, reply.member, reply.recipient, reply.subject, reply.body, at, jobId],
        );
        return { jobId };
      });
    },

    replySent(jobId, now) {
      return db.transaction(async (tx) => {
        // As the outbox marks any job sent (storage/queries/outbox.ts markSent), in this transaction;
        // sent again (a lease that ran out during a slow send), it keeps the time it was first sent,
        // where the lead's clock stopped.
        const [before] = await tx.all('SELECT status FROM outbox WHERE id = ?', [jobId]);
        await tx.run(
          "UPDATE outbox SET status = 'sent', sent_at = COALESCE(sent_at, ?), locked_until = NULL, last_error = NULL WHERE id = ?",
          [now.toISOString(), jobId],
        );
        const [reply] = await tx.all('SELECT submission_id, member FROM desk_replies WHERE outbox_id = ?', [jobId]);
        // Erased with its lead while it was being sent: no clock to stop.
        if (!reply) return false;
        // The lead's history: the reply as written, then as delivered (once, however often it was sent).
        if (before?.status !== 'sent') await historyLine(tx, reply, 'reply sent', 'delivered to the mail server', now);
        return stopReplyClock(tx, String(reply.submission_id), 'desk', String(reply.member), now);
      });
    },

    replyDead(jobId, error, now) {
      return db.transaction(async (tx) => {
        // As the outbox gives any job up (storage/queries/outbox.ts markDead), with its history line.
        const changed = await tx.run(
          "UPDATE outbox SET status = 'dead', locked_until = NULL, last_error = ? WHERE id = ? AND status = 'pending'",
          [error, jobId],
        );
        const [reply] = await tx.all('SELECT submission_id, member FROM desk_replies WHERE outbox_id = ?', [jobId]);
        if (changed === 0 || !reply) return false;
        // The mail server's words may name the visitor's address: the history says only what it means.
        await historyLine(tx, reply, 'reply not delivered', 'the mail server did not take it; the clock runs on', now);
        return true;
      });
    },

    async replies(submissionId) {
      const rows = await db.all(`${SELECT} WHERE r.submission_id = ? ORDER BY r.created_at, r.id`, [submissionId]);
      return rows.map(replyFromRow);
    },

    async replyOfJob(jobId) {
      const [row] = await db.all(`${SELECT} WHERE r.outbox_id = ?`, [jobId]);
      return row ? replyFromRow(row) : null;
    },
  };
}

/** A line of the lead's history (the audit log) about its reply, under the member who wrote it. */
async function historyLine(tx: SqlConnection, reply: Row, action: string, detail: string, now: Date): Promise<void> {
  await tx.run('INSERT INTO desk_audit (at, actor, action, object, detail) VALUES (?, ?, ?, ?, ?)', [
    now.toISOString(),
    String(reply.member),
    action,
    `lead:${String(reply.submission_id)}`,
    detail,
  ]);
}

/** A reply as the lead page and the access report show it. */
export function sentReply(reply: StoredReply): SentReply {
  return {
    member: reply.member,
    to: reply.recipient,
    subject: reply.subject,
    body: reply.body,
    at: reply.createdAt,
    status: reply.status,
    attempts: reply.attempts,
    sentAt: reply.sentAt,
  };
}
