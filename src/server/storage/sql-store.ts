/**
 * The store, written once for both databases: each statement appears here a single time and the
 * dialect (database.ts) supplies what SQLite and PostgreSQL spell differently.
 */
import { placeholders, type Database } from './database.ts';
import { deskStore, writeListings, type DeskStore, type LeadListing } from '../desk/storage/index.ts';
import { MIGRATIONS } from './migrations.ts';
import { jobFromRow, submissionFromRow, summaryFromRow } from './rows.ts';
import type {
  ConfirmationCount,
  DeliveryAlertState,
  DeliveryFigures,
  FormCount,
  FormEventCount,
  InsertResult,
  JobKind,
  LeadSummary,
  OutboxJob,
  Store,
  StoredSubmission,
} from './store.ts';

/** IN lists longer than this are split (SQLite allows 32,766 parameters, PostgreSQL 65,535). */
const IN_CHUNK = 500;

export class SqlStore implements Store {
  readonly kind: 'sqlite' | 'postgres';
  readonly desk: DeskStore;
  protected readonly db: Database;

  constructor(db: Database) {
    this.db = db;
    this.kind = db.dialect.kind;
    this.desk = deskStore(db);
  }

  async migrate(through = Number.POSITIVE_INFINITY): Promise<void> {
    const { dialect } = this.db;
    await this.db.transaction(async (tx) => {
      // Several processes may start at once on one PostgreSQL database: one migrates at a time.
      if (dialect.lockKey) await tx.all(dialect.lockKey, ['schema_migrations']);
      await tx.run(
        `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at ${dialect.timestamp} NOT NULL)`,
      );
      const applied = new Set(
        (await tx.all('SELECT version FROM schema_migrations')).map((row) => Number(row.version)),
      );
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.version) || migration.version > through) continue;
        for (const statement of migration[dialect.kind]) await tx.run(statement);
        await tx.run('INSERT INTO schema_migrations (version, description, applied_at) VALUES (?, ?, ?)', [
          migration.version,
          migration.description,
          new Date().toISOString(),
        ]);
      }
    });
  }

  async ping(): Promise<void> {
    await this.db.all('SELECT 1 AS ok');
  }

  async insertSubmission(
    submission: StoredSubmission,
    jobs: readonly JobKind[],
    listing?: LeadListing,
  ): Promise<InsertResult> {
    const { dialect } = this.db;
    return this.db.transaction(async (tx) => {
      const inserted = await tx.all(
        `INSERT INTO submissions (id, form_id, received_at, answers, report, status, consent_at, consent_text, notice_version,
                                  marketing_at, marketing_text, marketing_withdrawn_at, ip_prefix, idempotency_key)
         VALUES (?, ?, ?, ${dialect.json('?')}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
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

  async findByIdempotencyKey(key: string): Promise<StoredSubmission | null> {
    const [row] = await this.db.all('SELECT * FROM submissions WHERE idempotency_key = ?', [key]);
    return row ? submissionFromRow(row) : null;
  }

  async claimDueJobs(now: Date, limit: number, leaseMs: number): Promise<OutboxJob[]> {
    const at = now.toISOString();
    const rows = await this.db.all(
      `UPDATE outbox SET locked_until = ?, attempts = attempts + 1
       WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?
                    AND (locked_until IS NULL OR locked_until <= ?) ORDER BY id LIMIT ?${this.db.dialect.skipLocked})
       RETURNING *`,
      [new Date(now.getTime() + leaseMs).toISOString(), at, at, limit],
    );
    return rows.map(jobFromRow).sort((a, b) => a.id - b.id);
  }

  async releaseStaleLeases(): Promise<number> {
    // Only where one process owns the database: with several, a lease may belong to a live worker.
    if (!this.db.dialect.singleProcess) return 0;
    return this.db.run("UPDATE outbox SET locked_until = NULL WHERE status = 'pending' AND locked_until IS NOT NULL");
  }

  async markSent(jobId: number, now: Date): Promise<void> {
    await this.db.run(
      "UPDATE outbox SET status = 'sent', sent_at = ?, locked_until = NULL, last_error = NULL WHERE id = ?",
      [now.toISOString(), jobId],
    );
  }

  async markRetry(jobId: number, nextAttemptAt: Date, error: string): Promise<void> {
    await this.db.run('UPDATE outbox SET next_attempt_at = ?, locked_until = NULL, last_error = ? WHERE id = ?', [
      nextAttemptAt.toISOString(),
      error,
      jobId,
    ]);
  }

  async markDead(jobId: number, error: string): Promise<void> {
    await this.db.run("UPDATE outbox SET status = 'dead', locked_until = NULL, last_error = ? WHERE id = ?", [
      error,
      jobId,
    ]);
  }

  async getSubmission(id: string): Promise<StoredSubmission | null> {
    const [row] = await this.db.all('SELECT * FROM submissions WHERE id = ?', [id]);
    return row ? submissionFromRow(row) : null;
  }

  async listSubmissions(limit: number): Promise<LeadSummary[]> {
    const delivery = this.db.dialect.aggregate("kind || ':' || status", ' ', 'id');
    const rows = await this.db.all(
      `SELECT s.id, s.form_id, s.received_at, s.status, s.answers,
              COALESCE((SELECT ${delivery} FROM outbox o WHERE o.submission_id = s.id), '-') AS delivery
       FROM submissions s ORDER BY s.received_at DESC, s.id LIMIT ?`,
      [limit],
    );
    return rows.map(summaryFromRow);
  }

  async jobsOf(submissionId: string): Promise<OutboxJob[]> {
    const rows = await this.db.all('SELECT * FROM outbox WHERE submission_id = ? ORDER BY id', [submissionId]);
    return rows.map(jobFromRow);
  }

  async submissionsOfForm(formId: string): Promise<StoredSubmission[]> {
    const rows = await this.db.all('SELECT * FROM submissions WHERE form_id = ? ORDER BY received_at, id', [formId]);
    return rows.map(submissionFromRow);
  }

  async allSubmissions(): Promise<StoredSubmission[]> {
    const rows = await this.db.all('SELECT * FROM submissions ORDER BY received_at, id');
    return rows.map(submissionFromRow);
  }

  async deleteSubmissions(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return this.db.transaction(async (tx) => {
      let count = 0;
      for (let start = 0; start < ids.length; start += IN_CHUNK) {
        const chunk = ids.slice(start, start + IN_CHUNK);
        count += await tx.run(`DELETE FROM submissions WHERE id IN (${placeholders(chunk.length)})`, chunk);
      }
      return count;
    });
  }

  async idsOlderThan(cutoff: Date): Promise<string[]> {
    const rows = await this.db.all('SELECT id FROM submissions WHERE received_at < ?', [cutoff.toISOString()]);
    return rows.map((row) => String(row.id));
  }

  async withdrawMarketing(ids: readonly string[], at: Date): Promise<number> {
    if (ids.length === 0) return 0;
    return this.db.transaction(async (tx) => {
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

  async retryDead(now: Date, submissionId?: string): Promise<number> {
    const update =
      "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, locked_until = NULL WHERE status = 'dead'";
    return submissionId === undefined
      ? this.db.run(update, [now.toISOString()])
      : this.db.run(`${update} AND submission_id = ?`, [now.toISOString(), submissionId]);
  }

  async hitRateLimit(scope: string, client: string, now: Date, max: number, windowMs: number): Promise<number> {
    const { dialect } = this.db;
    const since = new Date(now.getTime() - windowMs).toISOString();
    return this.db.transaction(async (tx) => {
      // Concurrent hits of one client (from any process) are counted one after the other.
      if (dialect.lockKey) await tx.all(dialect.lockKey, [`rate-limit:${scope}:${client}`]);
      await tx.run('DELETE FROM rate_limit_hits WHERE scope = ? AND client = ? AND hit_at <= ?', [
        scope,
        client,
        since,
      ]);
      const [window] = await tx.all(
        'SELECT COUNT(*) AS hits, MIN(hit_at) AS oldest FROM rate_limit_hits WHERE scope = ? AND client = ?',
        [scope, client],
      );
      const hits = Number(window?.hits ?? 0);
      if (hits >= max) {
        const oldest = new Date(window?.oldest instanceof Date ? window.oldest : String(window?.oldest)).getTime();
        return Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
      }
      await tx.run('INSERT INTO rate_limit_hits (scope, client, hit_at) VALUES (?, ?, ?)', [
        scope,
        client,
        now.toISOString(),
      ]);
      return 0;
    });
  }

  async countConfirmation(counts: readonly ConfirmationCount[], now: Date, windowMs: number): Promise<boolean> {
    const { dialect } = this.db;
    const since = new Date(now.getTime() - windowMs).toISOString();
    // Locked in one order by every process, so two submissions never wait on each other's lock.
    const ordered = [...counts].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return this.db.transaction(async (tx) => {
      // Concurrent submissions with one mailbox or network (from any process) are counted one after the other.
      for (const { key } of ordered) if (dialect.lockKey) await tx.all(dialect.lockKey, [`confirmation:${key}`]);
      for (const { key, max } of ordered) {
        await tx.run('DELETE FROM confirmation_sends WHERE recipient = ? AND sent_at <= ?', [key, since]);
        const [window] = await tx.all('SELECT COUNT(*) AS sends FROM confirmation_sends WHERE recipient = ?', [key]);
        if (Number(window?.sends ?? 0) >= max) return false;
      }
      for (const { key } of ordered) {
        await tx.run('INSERT INTO confirmation_sends (recipient, sent_at) VALUES (?, ?)', [key, now.toISOString()]);
      }
      return true;
    });
  }

  async pruneConfirmations(before: Date): Promise<number> {
    return this.db.run('DELETE FROM confirmation_sends WHERE sent_at <= ?', [before.toISOString()]);
  }

  async pruneRateLimit(scope: string, before: Date): Promise<number> {
    return this.db.run('DELETE FROM rate_limit_hits WHERE scope = ? AND hit_at <= ?', [scope, before.toISOString()]);
  }

  async deliveryFigures(): Promise<DeliveryFigures> {
    // The age of a waiting job is its lead's: how long the firm has not been told about it.
    const [counts] = await this.db.all(
      `SELECT SUM(CASE WHEN o.status = 'pending' THEN 1 ELSE 0 END) AS pending,
              SUM(CASE WHEN o.status = 'dead' THEN 1 ELSE 0 END) AS dead,
              MIN(CASE WHEN o.status = 'pending' THEN s.received_at END) AS oldest
       FROM outbox o JOIN submissions s ON s.id = o.submission_id
       WHERE o.status IN ('pending', 'dead') AND o.kind <> 'confirmation'`,
    );
    const [failing] = await this.db.all(
      `SELECT kind, last_error FROM outbox
       WHERE status IN ('pending', 'dead') AND kind <> 'confirmation' AND last_error IS NOT NULL
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

  async countsSince(since: Date): Promise<FormCount[]> {
    const rows = await this.db.all(
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

  async changeDeliveryAlert(from: DeliveryAlertState, to: DeliveryAlertState, now: Date): Promise<boolean> {
    const changed = await this.db.run(
      'UPDATE delivery_alert SET state = ?, changed_at = ? WHERE id = 1 AND state = ?',
      [to, now.toISOString(), from],
    );
    return changed === 1;
  }

  async deliveryAlert(): Promise<{ state: DeliveryAlertState; changedAt: string }> {
    const [row] = await this.db.all('SELECT state, changed_at FROM delivery_alert WHERE id = 1');
    const changedAt = row?.changed_at;
    return {
      state: row?.state === 'failing' ? 'failing' : 'ok',
      changedAt: changedAt instanceof Date ? changedAt.toISOString() : String(changedAt ?? '1970-01-01T00:00:00.000Z'),
    };
  }

  async addFormEvents(counts: readonly FormEventCount[]): Promise<void> {
    if (counts.length === 0) return;
    await this.db.transaction(async (tx) => {
      for (const { day, formId, step, reached } of counts) {
        await tx.run(
          `INSERT INTO form_events (day, form_id, step, reached) VALUES (?, ?, ?, ?)
           ON CONFLICT (form_id, day, step) DO UPDATE SET reached = form_events.reached + excluded.reached`,
          [day, formId, step, reached],
        );
      }
    });
  }

  async formEventTotals(formId: string, sinceDay: string): Promise<Map<string, number>> {
    const rows = await this.db.all(
      'SELECT step, SUM(reached) AS reached FROM form_events WHERE form_id = ? AND day >= ? GROUP BY step',
      [formId, sinceDay],
    );
    return new Map(rows.map((row) => [String(row.step), Number(row.reached)]));
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
