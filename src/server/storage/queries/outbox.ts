/**
 * The outbox's statements: jobs leased, sent, retried or given up, and what delivery health and
 * the shared delivery alert read.
 */
import type { Database } from '../database.ts';
import { jobFromRow } from '../rows.ts';
import type { DeliveryAlertState, DeliveryFigures, OutboxJob } from '../store.ts';

export async function claimDueJobs(db: Database, now: Date, limit: number, leaseMs: number): Promise<OutboxJob[]> {
  const at = now.toISOString();
  const rows = await db.all(
    `UPDATE outbox SET locked_until = ?, attempts = attempts + 1
     WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?
                  AND (locked_until IS NULL OR locked_until <= ?) ORDER BY id LIMIT ?${db.dialect.skipLocked})
     RETURNING *`,
    [new Date(now.getTime() + leaseMs).toISOString(), at, at, limit],
  );
  return rows.map(jobFromRow).sort((a, b) => a.id - b.id);
}

export async function releaseStaleLeases(db: Database): Promise<number> {
  // Only where one process owns the database: with several, a lease may belong to a live worker.
  if (!db.dialect.singleProcess) return 0;
  return db.run("UPDATE outbox SET locked_until = NULL WHERE status = 'pending' AND locked_until IS NOT NULL");
}

/*
 * A worker whose lease ran out during a slow delivery may finish after another has sent the same
 * job: the job keeps its first sent time, and what the late worker reports (a retry, a refusal)
 * never turns a sent job back into a waiting or dead one.
 */
export async function markSent(db: Database, jobId: number, now: Date): Promise<void> {
  await db.run(
    "UPDATE outbox SET status = 'sent', sent_at = COALESCE(sent_at, ?), locked_until = NULL, last_error = NULL WHERE id = ?",
    [now.toISOString(), jobId],
  );
}

export async function markRetry(db: Database, jobId: number, nextAttemptAt: Date, error: string): Promise<void> {
  await db.run(
    "UPDATE outbox SET next_attempt_at = ?, locked_until = NULL, last_error = ? WHERE id = ? AND status = 'pending'",
    [nextAttemptAt.toISOString(), error, jobId],
  );
}

export async function markDead(db: Database, jobId: number, error: string): Promise<void> {
  await db.run(
    "UPDATE outbox SET status = 'dead', locked_until = NULL, last_error = ? WHERE id = ? AND status = 'pending'",
    [error, jobId],
  );
}

export async function jobsOf(db: Database, submissionId: string): Promise<OutboxJob[]> {
  const rows = await db.all('SELECT * FROM outbox WHERE submission_id = ? ORDER BY id', [submissionId]);
  return rows.map(jobFromRow);
}

export async function retryDead(db: Database, now: Date, submissionId?: string): Promise<number> {
  const update =
    "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, locked_until = NULL WHERE status = 'dead'";
  return submissionId === undefined
    ? db.run(update, [now.toISOString()])
    : db.run(`${update} AND submission_id = ?`, [now.toISOString(), submissionId]);
}

export async function deliveryFigures(db: Database): Promise<DeliveryFigures> {
  // The age of a waiting job is its lead's: how long the firm has not been told about it. Only the
  // firm's own notification of a lead counts (a reminder of an old lead is no late delivery). A reply
  // to a visitor that is never delivered (a mistyped address) is no incident of the firm's mail
  // either: its lead's reply clock runs on, so the reminders and the overdue notice tell the desk.
  const [counts] = await db.all(
    `SELECT SUM(CASE WHEN o.status = 'pending' THEN 1 ELSE 0 END) AS pending,
            SUM(CASE WHEN o.status = 'dead' THEN 1 ELSE 0 END) AS dead,
            MIN(CASE WHEN o.status = 'pending' THEN s.received_at END) AS oldest
     FROM outbox o JOIN submissions s ON s.id = o.submission_id
     WHERE o.status IN ('pending', 'dead') AND o.kind IN ('email', 'forward')`,
  );
  const [failing] = await db.all(
    `SELECT kind, last_error FROM outbox
     WHERE status IN ('pending', 'dead') AND kind IN ('email', 'forward') AND last_error IS NOT NULL
     ORDER BY id DESC LIMIT 1`,
  );
  const oldest = counts?.oldest;
  return {
    pending: Number(counts?.pending ?? 0),
    oldestPendingSince:
      oldest === null || oldest === undefined ? null : oldest instanceof Date ? oldest.toISOString() : String(oldest),
    dead: Number(counts?.dead ?? 0),
    lastError: failing ? { kind: String(failing.kind), error: String(failing.last_error) } : null,
  };
}

export async function changeDeliveryAlert(
  db: Database,
  from: DeliveryAlertState,
  to: DeliveryAlertState,
  now: Date,
): Promise<boolean> {
  const changed = await db.run('UPDATE delivery_alert SET state = ?, changed_at = ? WHERE id = 1 AND state = ?', [
    to,
    now.toISOString(),
    from,
  ]);
  return changed === 1;
}

export async function deliveryAlert(db: Database): Promise<{ state: DeliveryAlertState; changedAt: string }> {
  const [row] = await db.all('SELECT state, changed_at FROM delivery_alert WHERE id = 1');
  const changedAt = row?.changed_at;
  return {
    state: row?.state === 'failing' ? 'failing' : 'ok',
    changedAt: changedAt instanceof Date ? changedAt.toISOString() : String(changedAt ?? '1970-01-01T00:00:00.000Z'),
  };
}
