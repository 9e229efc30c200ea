import type { Migration } from './migration.ts';

export const submissionsAndOutbox: Migration = {
  version: 1,
  description: 'submissions and their notification outbox',
  sqlite: [
    `CREATE TABLE submissions (
        id TEXT PRIMARY KEY,
        form_id TEXT NOT NULL,
        received_at TEXT NOT NULL,
        answers TEXT NOT NULL,
        report TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('new', 'spam')),
        consent_at TEXT,
        ip_prefix TEXT,
        idempotency_key TEXT UNIQUE
      )`,
    'CREATE INDEX submissions_received_at ON submissions (received_at)',
    `CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('email', 'forward')),
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'dead')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        locked_until TEXT,
        last_error TEXT,
        sent_at TEXT
      )`,
    'CREATE INDEX outbox_due ON outbox (status, next_attempt_at)',
    'CREATE INDEX outbox_submission ON outbox (submission_id)',
  ],
  postgres: [
    `CREATE TABLE submissions (
        id TEXT PRIMARY KEY,
        form_id TEXT NOT NULL,
        received_at TIMESTAMPTZ NOT NULL,
        answers JSONB NOT NULL,
        report TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('new', 'spam')),
        consent_at TIMESTAMPTZ,
        ip_prefix TEXT,
        idempotency_key TEXT UNIQUE
      )`,
    'CREATE INDEX submissions_received_at ON submissions (received_at)',
    `CREATE TABLE outbox (
        id BIGSERIAL PRIMARY KEY,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('email', 'forward')),
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'dead')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TIMESTAMPTZ NOT NULL,
        locked_until TIMESTAMPTZ,
        last_error TEXT,
        sent_at TIMESTAMPTZ
      )`,
    'CREATE INDEX outbox_due ON outbox (status, next_attempt_at)',
    'CREATE INDEX outbox_submission ON outbox (submission_id)',
  ],
};
