/**
 * SQLite through Node's built-in node:sqlite (no native addon): one file under DATA_DIR, WAL
 * journal with synchronous=FULL so a committed submission survives a power cut.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { MIGRATIONS } from './migrations.ts';
import { jobFromRow, submissionFromRow, summaryFromRow } from './rows.ts';
import type { InsertResult, JobKind, LeadSummary, OutboxJob, Store, StoredSubmission } from './store.ts';

export class SqliteStore implements Store {
  readonly kind = 'sqlite' as const;
  readonly file: string;
  private readonly db: DatabaseSync;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, 'submissions.sqlite');
    this.db = new DatabaseSync(this.file);
    this.db.exec('PRAGMA journal_mode = WAL');
    this.db.exec('PRAGMA synchronous = FULL');
    this.db.exec('PRAGMA foreign_keys = ON');
    this.db.exec('PRAGMA busy_timeout = 5000');
  }

  private transaction<T>(work: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  async migrate(): Promise<void> {
    this.transaction(() => {
      this.db.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TEXT NOT NULL)',
      );
      const applied = new Set(
        this.db
          .prepare('SELECT version FROM schema_migrations')
          .all()
          .map((row) => Number(row.version)),
      );
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.version)) continue;
        for (const statement of migration.sqlite) this.db.exec(statement);
        this.db
          .prepare('INSERT INTO schema_migrations (version, description, applied_at) VALUES (?, ?, ?)')
          .run(migration.version, migration.description, new Date().toISOString());
      }
    });
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  /** PRAGMA integrity_check's answer ('ok' when the file is sound). */
  integrityCheck(): string {
    return String(this.db.prepare('PRAGMA integrity_check').get()?.integrity_check);
  }

  async insertSubmission(submission: StoredSubmission, jobs: readonly JobKind[]): Promise<InsertResult> {
    return this.transaction(() => {
      if (submission.idempotencyKey) {
        const existing = this.db
          .prepare('SELECT * FROM submissions WHERE idempotency_key = ?')
          .get(submission.idempotencyKey);
        if (existing) return { outcome: 'duplicate', existing: submissionFromRow(existing) };
      }
      this.db
        .prepare(
          `INSERT INTO submissions (id, form_id, received_at, answers, report, status, consent_at, ip_prefix, idempotency_key)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          submission.id,
          submission.formId,
          submission.receivedAt,
          submission.answers,
          submission.report,
          submission.status,
          submission.consentAt,
          submission.ipPrefix,
          submission.idempotencyKey,
        );
      const insertJob = this.db.prepare(
        "INSERT INTO outbox (submission_id, kind, status, next_attempt_at) VALUES (?, ?, 'pending', ?)",
      );
      for (const kind of jobs) insertJob.run(submission.id, kind, submission.receivedAt);
      return { outcome: 'stored', id: submission.id };
    });
  }

  async claimDueJobs(now: Date, limit: number, leaseMs: number): Promise<OutboxJob[]> {
    const at = now.toISOString();
    const rows = this.db
      .prepare(
        `UPDATE outbox SET locked_until = ?, attempts = attempts + 1
         WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?
                      AND (locked_until IS NULL OR locked_until <= ?) ORDER BY id LIMIT ?)
         RETURNING *`,
      )
      .all(new Date(now.getTime() + leaseMs).toISOString(), at, at, limit);
    return rows.map(jobFromRow).sort((a, b) => a.id - b.id);
  }

  async markSent(jobId: number, now: Date): Promise<void> {
    this.db
      .prepare("UPDATE outbox SET status = 'sent', sent_at = ?, locked_until = NULL, last_error = NULL WHERE id = ?")
      .run(now.toISOString(), jobId);
  }

  async markRetry(jobId: number, nextAttemptAt: Date, error: string): Promise<void> {
    this.db
      .prepare('UPDATE outbox SET next_attempt_at = ?, locked_until = NULL, last_error = ? WHERE id = ?')
      .run(nextAttemptAt.toISOString(), error, jobId);
  }

  async markDead(jobId: number, error: string): Promise<void> {
    this.db
      .prepare("UPDATE outbox SET status = 'dead', locked_until = NULL, last_error = ? WHERE id = ?")
      .run(error, jobId);
  }

  async getSubmission(id: string): Promise<StoredSubmission | null> {
    const row = this.db.prepare('SELECT * FROM submissions WHERE id = ?').get(id);
    return row ? submissionFromRow(row) : null;
  }

  async listSubmissions(limit: number): Promise<LeadSummary[]> {
    return this.db
      .prepare(
        `SELECT s.id, s.form_id, s.received_at, s.status,
                COALESCE((SELECT group_concat(kind || ':' || status, ' ') FROM outbox o WHERE o.submission_id = s.id), '-') AS delivery
         FROM submissions s ORDER BY s.received_at DESC, s.id LIMIT ?`,
      )
      .all(limit)
      .map(summaryFromRow);
  }

  async jobsOf(submissionId: string): Promise<OutboxJob[]> {
    return this.db
      .prepare('SELECT * FROM outbox WHERE submission_id = ? ORDER BY id')
      .all(submissionId)
      .map(jobFromRow);
  }

  async submissionsOfForm(formId: string): Promise<StoredSubmission[]> {
    return this.db
      .prepare('SELECT * FROM submissions WHERE form_id = ? ORDER BY received_at, id')
      .all(formId)
      .map(submissionFromRow);
  }

  async allSubmissions(): Promise<StoredSubmission[]> {
    return this.db.prepare('SELECT * FROM submissions ORDER BY received_at, id').all().map(submissionFromRow);
  }

  async deleteSubmissions(ids: readonly string[]): Promise<number> {
    return this.transaction(() => {
      const remove = this.db.prepare('DELETE FROM submissions WHERE id = ?');
      let count = 0;
      for (const id of ids) count += Number(remove.run(id).changes);
      return count;
    });
  }

  async idsOlderThan(cutoff: Date): Promise<string[]> {
    return this.db
      .prepare('SELECT id FROM submissions WHERE received_at < ?')
      .all(cutoff.toISOString())
      .map((row) => String(row.id));
  }

  async retryDead(now: Date): Promise<number> {
    const result = this.db
      .prepare(
        "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, locked_until = NULL WHERE status = 'dead'",
      )
      .run(now.toISOString());
    return Number(result.changes);
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }
}
