/**
 * PostgreSQL through pg, for a firm running several server processes on one database. Same schema
 * and behaviour as SQLite; jobs are leased with FOR UPDATE SKIP LOCKED so no two processes send one.
 */
import pg from 'pg';
import { MIGRATIONS } from './migrations.ts';
import { jobFromRow, submissionFromRow, summaryFromRow, type Row } from './rows.ts';
import type { InsertResult, JobKind, LeadSummary, OutboxJob, Store, StoredSubmission } from './store.ts';

/** Serialises concurrent migrations from several starting processes. */
const MIGRATION_LOCK = 42_270_001;

export class PostgresStore implements Store {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;

  constructor(connectionString: string) {
    this.pool = new pg.Pool({ connectionString, max: 10 });
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  async migrate(): Promise<void> {
    await this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)',
      );
      const { rows } = await client.query('SELECT version FROM schema_migrations');
      const applied = new Set(rows.map((row: Row) => Number(row.version)));
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.version)) continue;
        for (const statement of migration.postgres) await client.query(statement);
        await client.query('INSERT INTO schema_migrations (version, description, applied_at) VALUES ($1, $2, now())', [
          migration.version,
          migration.description,
        ]);
      }
    });
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async insertSubmission(submission: StoredSubmission, jobs: readonly JobKind[]): Promise<InsertResult> {
    return this.transaction(async (client) => {
      const inserted = await client.query(
        `INSERT INTO submissions (id, form_id, received_at, answers, report, status, consent_at, ip_prefix, idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        [
          submission.id,
          submission.formId,
          submission.receivedAt,
          submission.answers,
          submission.report,
          submission.status,
          submission.consentAt,
          submission.ipPrefix,
          submission.idempotencyKey,
        ],
      );
      if (inserted.rowCount === 0) {
        const { rows } = await client.query('SELECT * FROM submissions WHERE idempotency_key = $1', [
          submission.idempotencyKey,
        ]);
        const existing = rows[0] as Row | undefined;
        if (!existing) throw new Error('idempotency conflict without a stored submission');
        return { outcome: 'duplicate', existing: submissionFromRow(existing) };
      }
      for (const kind of jobs) {
        await client.query(
          "INSERT INTO outbox (submission_id, kind, status, next_attempt_at) VALUES ($1, $2, 'pending', $3)",
          [submission.id, kind, submission.receivedAt],
        );
      }
      return { outcome: 'stored', id: submission.id };
    });
  }

  async claimDueJobs(now: Date, limit: number, leaseMs: number): Promise<OutboxJob[]> {
    const { rows } = await this.pool.query(
      `UPDATE outbox SET locked_until = $1, attempts = attempts + 1
       WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $2
                    AND (locked_until IS NULL OR locked_until <= $2) ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [new Date(now.getTime() + leaseMs), now, limit],
    );
    return rows.map(jobFromRow).sort((a, b) => a.id - b.id);
  }

  async markSent(jobId: number, now: Date): Promise<void> {
    await this.pool.query(
      "UPDATE outbox SET status = 'sent', sent_at = $1, locked_until = NULL, last_error = NULL WHERE id = $2",
      [now, jobId],
    );
  }

  async markRetry(jobId: number, nextAttemptAt: Date, error: string): Promise<void> {
    await this.pool.query(
      'UPDATE outbox SET next_attempt_at = $1, locked_until = NULL, last_error = $2 WHERE id = $3',
      [nextAttemptAt, error, jobId],
    );
  }

  async markDead(jobId: number, error: string): Promise<void> {
    await this.pool.query("UPDATE outbox SET status = 'dead', locked_until = NULL, last_error = $1 WHERE id = $2", [
      error,
      jobId,
    ]);
  }

  async getSubmission(id: string): Promise<StoredSubmission | null> {
    const { rows } = await this.pool.query('SELECT * FROM submissions WHERE id = $1', [id]);
    return rows[0] ? submissionFromRow(rows[0] as Row) : null;
  }

  async listSubmissions(limit: number): Promise<LeadSummary[]> {
    const { rows } = await this.pool.query(
      `SELECT s.id, s.form_id, s.received_at, s.status,
              COALESCE((SELECT string_agg(kind || ':' || status, ' ' ORDER BY id) FROM outbox o WHERE o.submission_id = s.id), '-') AS delivery
       FROM submissions s ORDER BY s.received_at DESC, s.id LIMIT $1`,
      [limit],
    );
    return rows.map(summaryFromRow);
  }

  async jobsOf(submissionId: string): Promise<OutboxJob[]> {
    const { rows } = await this.pool.query('SELECT * FROM outbox WHERE submission_id = $1 ORDER BY id', [submissionId]);
    return rows.map(jobFromRow);
  }

  async submissionsOfForm(formId: string): Promise<StoredSubmission[]> {
    const { rows } = await this.pool.query('SELECT * FROM submissions WHERE form_id = $1 ORDER BY received_at, id', [
      formId,
    ]);
    return rows.map(submissionFromRow);
  }

  async allSubmissions(): Promise<StoredSubmission[]> {
    const { rows } = await this.pool.query('SELECT * FROM submissions ORDER BY received_at, id');
    return rows.map(submissionFromRow);
  }

  async deleteSubmissions(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.pool.query('DELETE FROM submissions WHERE id = ANY($1::text[])', [ids]);
    return result.rowCount ?? 0;
  }

  async idsOlderThan(cutoff: Date): Promise<string[]> {
    const { rows } = await this.pool.query('SELECT id FROM submissions WHERE received_at < $1', [cutoff]);
    return rows.map((row: Row) => String(row.id));
  }

  async retryDead(now: Date): Promise<number> {
    const result = await this.pool.query(
      "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, locked_until = NULL WHERE status = 'dead'",
      [now],
    );
    return result.rowCount ?? 0;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
