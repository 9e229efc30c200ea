/**
 * Versioned schema migrations, applied in order at start. Each version is one statement list per
 * dialect; a version once released is never edited, only followed by a new one.
 */
export interface Migration {
  readonly version: number;
  readonly description: string;
  readonly sqlite: readonly string[];
  readonly postgres: readonly string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
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
  },
  {
    version: 2,
    description: 'rate-limit hits shared by every server process',
    sqlite: [
      'CREATE TABLE rate_limit_hits (client TEXT NOT NULL, hit_at TEXT NOT NULL)',
      'CREATE INDEX rate_limit_hits_client ON rate_limit_hits (client, hit_at)',
    ],
    postgres: [
      'CREATE TABLE rate_limit_hits (client TEXT NOT NULL, hit_at TIMESTAMPTZ NOT NULL)',
      'CREATE INDEX rate_limit_hits_client ON rate_limit_hits (client, hit_at)',
      'CREATE INDEX rate_limit_hits_time ON rate_limit_hits (hit_at)',
    ],
  },
];
