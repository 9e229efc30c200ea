import type { Migration } from './migration.ts';

export const confirmationEmails: Migration = {
  version: 5,
  description: "the visitor's confirmation email: an outbox job kind, and its sends per hashed address (24 hours)",
  // SQLite cannot change a CHECK constraint: the outbox is copied into a table with the new one.
  sqlite: [
    `CREATE TABLE outbox_next (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('email', 'forward', 'confirmation')),
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
    'CREATE TABLE confirmation_sends (recipient TEXT NOT NULL, sent_at TEXT NOT NULL)',
    'CREATE INDEX confirmation_sends_recipient ON confirmation_sends (recipient, sent_at)',
  ],
  postgres: [
    'ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check',
    "ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('email', 'forward', 'confirmation'))",
    'CREATE TABLE confirmation_sends (recipient TEXT NOT NULL, sent_at TIMESTAMPTZ NOT NULL)',
    'CREATE INDEX confirmation_sends_recipient ON confirmation_sends (recipient, sent_at)',
    'CREATE INDEX confirmation_sends_time ON confirmation_sends (sent_at)',
  ],
};
