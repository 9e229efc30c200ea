/**
 * The submissions' statements: a lead stored with its jobs and inbox row in one transaction, read
 * back, listed, counted, erased, and its marketing consent withdrawn.
 */
import { placeholders, type Database } from '../database.ts';
import { writeListings, type LeadListing } from '../../desk/storage/index.ts';
import { submissionFromRow, summaryFromRow } from '../rows.ts';
import type { FormCount, InsertResult, JobKind, LeadSummary, StoredSubmission } from '../store.ts';

/** IN lists longer than this are split (SQLite allows 32,766 parameters, PostgreSQL 65,535). */
const IN_CHUNK = 500;

export async function insertSubmission(
  db: Database,
  submission: StoredSubmission,
  jobs: readonly JobKind[],
  listing?: LeadListing,
): Promise<InsertResult> {
  const { dialect } = db;
  return db.transaction(async (tx) => {
    const inserted = await tx.all(
      `INSERT INTO submissions (id, form_id, received_at, answers, report, status, consent_at, consent_text, notice_version,
                                marketing_at, marketing_text, marketing_withdrawn_at, ip_prefix, idempotency_key, form_version)
       VALUES (?, ?, ?, ${dialect.json('?')}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [
        submission.id,
        submission.formId,
        submission.receivedAt,
        submission.answers,
        submission.report,
        submission.status,
        submission.consentAt,
        submission.consentText,
        submission.noticeVersion,
        submission.marketingAt,
        submission.marketingText,
        submission.marketingWithdrawnAt,
        submission.ipPrefix,
        submission.idempotencyKey,
        submission.formVersion,
      ],
    );
    if (inserted.length === 0) {
      const [existing] = await tx.all('SELECT * FROM submissions WHERE idempotency_key = ?', [
        submission.idempotencyKey,
      ]);
      if (!existing) throw new Error('idempotency conflict without a stored submission');
      return { outcome: 'duplicate', existing: submissionFromRow(existing) };
    }
    // The lead's inbox row came with it (a trigger); the intake fills in what it is listed under.
    if (listing) await writeListings(tx, [{ submissionId: submission.id, listing }], submission.receivedAt);
    for (const kind of jobs) {
      await tx.run("INSERT INTO outbox (submission_id, kind, status, next_attempt_at) VALUES (?, ?, 'pending', ?)", [
        submission.id,
        kind,
        submission.receivedAt,
      ]);
    }
    return { outcome: 'stored', id: submission.id };
  });
}

export async function findByIdempotencyKey(db: Database, key: string): Promise<StoredSubmission | null> {
  const [row] = await db.all('SELECT * FROM submissions WHERE idempotency_key = ?', [key]);
  return row ? submissionFromRow(row) : null;
}

export async function getSubmission(db: Database, id: string): Promise<StoredSubmission | null> {
  const [row] = await db.all('SELECT * FROM submissions WHERE id = ?', [id]);
  return row ? submissionFromRow(row) : null;
}

export async function listSubmissions(db: Database, limit: number): Promise<LeadSummary[]> {
  const delivery = db.dialect.aggregate("kind || ':' || status", ' ', 'id');
  const rows = await db.all(
    `SELECT s.id, s.form_id, s.received_at, s.status, s.answers, s.form_version,
            COALESCE((SELECT ${delivery} FROM outbox o WHERE o.submission_id = s.id), '-') AS delivery
     FROM submissions s ORDER BY s.received_at DESC, s.id LIMIT ?`,
    [limit],
  );
  return rows.map(summaryFromRow);
}

export async function submissionsOfForm(db: Database, formId: string): Promise<StoredSubmission[]> {
  const rows = await db.all('SELECT * FROM submissions WHERE form_id = ? ORDER BY received_at, id', [formId]);
  return rows.map(submissionFromRow);
}

export async function allSubmissions(db: Database): Promise<StoredSubmission[]> {
  const rows = await db.all('SELECT * FROM submissions ORDER BY received_at, id');
  return rows.map(submissionFromRow);
}

export async function deleteSubmissions(db: Database, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    let count = 0;
    for (let start = 0; start < ids.length; start += IN_CHUNK) {
      const chunk = ids.slice(start, start + IN_CHUNK);
      count += await tx.run(`DELETE FROM submissions WHERE id IN (${placeholders(chunk.length)})`, chunk);
    }
    return count;
  });
}

export async function idsOlderThan(db: Database, cutoff: Date): Promise<string[]> {
  const rows = await db.all('SELECT id FROM submissions WHERE received_at < ?', [cutoff.toISOString()]);
  return rows.map((row) => String(row.id));
}

export async function withdrawMarketing(db: Database, ids: readonly string[], at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    let count = 0;
    for (let start = 0; start < ids.length; start += IN_CHUNK) {
      const chunk = ids.slice(start, start + IN_CHUNK);
      count += await tx.run(
        `UPDATE submissions SET marketing_withdrawn_at = ?
         WHERE id IN (${placeholders(chunk.length)}) AND marketing_at IS NOT NULL AND marketing_withdrawn_at IS NULL`,
        [at.toISOString(), ...chunk],
      );
    }
    return count;
  });
}

export async function countsSince(db: Database, since: Date): Promise<FormCount[]> {
  const rows = await db.all(
    `SELECT form_id, status, COUNT(*) AS count FROM submissions WHERE received_at >= ?
     GROUP BY form_id, status ORDER BY form_id, status`,
    [since.toISOString()],
  );
  return rows.map((row) => ({
    formId: String(row.form_id),
    status: row.status === 'spam' ? 'spam' : 'new',
    count: Number(row.count),
  }));
}
