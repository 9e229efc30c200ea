import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/server/storage/migrations.ts';
import { SQLITE_FILE } from '../../src/server/storage/sqlite-database.ts';
import { SqliteStore } from '../../src/server/storage/sqlite-store.ts';
import { submissionRecord } from '../support/stored-submission.ts';

// Migration 5 rebuilds SQLite's outbox (a CHECK constraint cannot be altered there): a database
// of an earlier release keeps every job, its id and its place in the queue.

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('migration 5 on SQLite', () => {
  it('keeps the jobs of a version 4 database and accepts confirmation jobs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrate-'));
    dirs.push(dir);
    const old = new DatabaseSync(path.join(dir, SQLITE_FILE));
    old.exec('PRAGMA foreign_keys = ON');
    old.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    for (const migration of MIGRATIONS.filter((each) => each.version <= 4)) {
      for (const statement of migration.sqlite) old.exec(statement);
      old
        .prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)')
        .run(migration.version, migration.description, '2026-01-01T00:00:00.000Z');
    }
    old
      .prepare(
        `INSERT INTO submissions (id, form_id, received_at, answers, report, status) VALUES ('s1', 'contact', '2026-01-01T00:00:00.000Z', '{}', 'r', 'new')`,
      )
      .run();
    old.exec(`INSERT INTO outbox (id, submission_id, kind, status, attempts, next_attempt_at, last_error)
      VALUES (7, 's1', 'email', 'dead', 8, '2026-01-01T00:00:00.000Z', '550 refused'),
             (9, 's1', 'forward', 'pending', 1, '2026-01-01T00:00:00.000Z', NULL)`);
    old.close();

    const store = new SqliteStore(dir);
    try {
      await store.migrate();
      expect(
        (await store.jobsOf('s1')).map((job) => [job.id, job.kind, job.status, job.attempts, job.lastError]),
      ).toEqual([
        [7, 'email', 'dead', 8, '550 refused'],
        [9, 'forward', 'pending', 1, null],
      ]);
      const inserted = await store.insertSubmission(
        submissionRecord({ id: 's2', receivedAt: '2026-01-02T00:00:00.000Z' }),
        ['email', 'confirmation'],
      );
      expect(inserted.outcome).toBe('stored');
      // New jobs follow the old ones; deleting a submission still takes its jobs along.
      expect((await store.jobsOf('s2')).map((job) => [job.id, job.kind])).toEqual([
        [10, 'email'],
        [11, 'confirmation'],
      ]);
      expect(await store.deleteSubmissions(['s1'])).toBe(1);
      expect(await store.jobsOf('s1')).toEqual([]);
      expect(await store.integrityCheck()).toBe('ok');
    } finally {
      await store.close();
    }
  });
});
