import type { Migration } from './migration.ts';

/**
 * Replies sent from the desk: each one as sent (who, to whom, subject and text), with the outbox
 * job that delivers it, so its delivery state is the job's. A reply is part of its lead's personal
 * data: it goes with the lead (ON DELETE CASCADE) at erasure and retention. The job is named
 * without a foreign key, so the outbox can be rebuilt (SQLite) by a later migration.
 */
export const deskReplies: Migration = {
  version: 14,
  description: 'replies sent from the desk: an outbox job kind, and each reply as sent with its job',
  // SQLite cannot change a CHECK constraint: the outbox is copied into a table with the new one.
  sqlite: [
    `CREATE TABLE outbox_next (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('email', 'forward', 'confirmation', 'reply')),
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'dead')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        locked_until TEXT,
        last_error TEXT,
        sent_at TEXT
      )`,
    `INSERT INTO outbox_next (id, submission_id, kind, status, attempts, next_attempt_at, locked_until, last_error, sent_at)
       SELECT id, submission_id, kind, status, attempts, next_attempt_at, locked_until, last_error, sent_at FROM outbox`,
    'DROP TABLE outbox',
    'ALTER TABLE outbox_next RENAME TO outbox',
    'CREATE INDEX outbox_due ON outbox (status, next_attempt_at)',
    'CREATE INDEX outbox_submission ON outbox (submission_id)',
    ...repliesTable('INTEGER PRIMARY KEY AUTOINCREMENT', 'TEXT'),
  ],
  postgres: [
    'ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check',
    "ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('email', 'forward', 'confirmation', 'reply'))",
    ...repliesTable('BIGSERIAL PRIMARY KEY', 'TIMESTAMPTZ'),
  ],
};

function repliesTable(key: string, timestamp: string): string[] {
  return [
    `CREATE TABLE desk_replies (
        id ${key},
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        member TEXT NOT NULL,
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at ${timestamp} NOT NULL,
        outbox_id BIGINT NOT NULL UNIQUE
      )`,
    'CREATE INDEX desk_replies_lead ON desk_replies (submission_id, created_at)',
  ];
}
