import type { Migration } from './migration.ts';

/** Every kind of outbox job once this version runs: the firm's email, the forward, the confirmation, replies, notices. */
const JOB_KINDS = "('email', 'forward', 'confirmation', 'reply', 'reminder')";

/**
 * Reminders of the reply promise: an outbox job kind, one row per notice sent about a lead (the
 * reminder before its reply is due and the one when overdue at most once each: a unique key,
 * written in the same transaction as the job, so several processes and restarts send each once;
 * assignment notices once per assignment), and a member's own switch (`reminders_off_at`, NULL
 * while they receive them).
 */
export const replyReminders: Migration = {
  version: 15,
  description: "reminders of the reply promise: an outbox job kind, each notice sent about a lead, a member's switch",
  // SQLite cannot change a CHECK constraint: the outbox is copied into a table with the new one.
  sqlite: [
    `CREATE TABLE outbox_next (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ${JOB_KINDS}),
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
    ...reminderTables('TEXT', 'INTEGER PRIMARY KEY AUTOINCREMENT'),
  ],
  postgres: [
    'ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check',
    `ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ${JOB_KINDS})`,
    ...reminderTables('TIMESTAMPTZ', 'BIGSERIAL PRIMARY KEY'),
  ],
};

function reminderTables(timestamp: string, serial: string): string[] {
  return [
    // Recipients as the sweep chose them (comma-separated addresses): the notice goes to who was responsible then.
    `CREATE TABLE desk_reminders (
      id ${serial},
      submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
      stage TEXT NOT NULL CHECK (stage IN ('due-soon', 'overdue', 'assigned')),
      recipients TEXT NOT NULL,
      outbox_id BIGINT,
      created_at ${timestamp} NOT NULL
    )`,
    `CREATE UNIQUE INDEX desk_reminders_once ON desk_reminders (submission_id, stage) WHERE stage <> 'assigned'`,
    'CREATE INDEX desk_reminders_job ON desk_reminders (outbox_id)',
    `ALTER TABLE desk_members ADD COLUMN reminders_off_at ${timestamp}`,
  ];
}
