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
  {
    version: 3,
    description: 'what each consent was given to: the consent text shown and the privacy notice in force',
    sqlite: [
      'ALTER TABLE submissions ADD COLUMN consent_text TEXT',
      'ALTER TABLE submissions ADD COLUMN notice_version TEXT',
    ],
    postgres: [
      'ALTER TABLE submissions ADD COLUMN consent_text TEXT',
      'ALTER TABLE submissions ADD COLUMN notice_version TEXT',
    ],
  },
  {
    version: 4,
    description: 'whether lead delivery is failing, shared by every server process (one alert per incident)',
    sqlite: [
      `CREATE TABLE delivery_alert (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        state TEXT NOT NULL CHECK (state IN ('ok', 'failing')),
        changed_at TEXT NOT NULL
      )`,
      "INSERT INTO delivery_alert (id, state, changed_at) VALUES (1, 'ok', '1970-01-01T00:00:00.000Z')",
    ],
    postgres: [
      `CREATE TABLE delivery_alert (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        state TEXT NOT NULL CHECK (state IN ('ok', 'failing')),
        changed_at TIMESTAMPTZ NOT NULL
      )`,
      "INSERT INTO delivery_alert (id, state, changed_at) VALUES (1, 'ok', '1970-01-01T00:00:00.000Z')",
    ],
  },
  {
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
  },
  {
    version: 6,
    description: 'anonymous form funnel: how many page views reached each step, per form and day',
    sqlite: [
      `CREATE TABLE IF NOT EXISTS form_events (
        day TEXT NOT NULL,
        form_id TEXT NOT NULL,
        step TEXT NOT NULL,
        reached INTEGER NOT NULL,
        PRIMARY KEY (form_id, day, step)
      )`,
    ],
    postgres: [
      `CREATE TABLE IF NOT EXISTS form_events (
        day TEXT NOT NULL,
        form_id TEXT NOT NULL,
        step TEXT NOT NULL,
        reached BIGINT NOT NULL,
        PRIMARY KEY (form_id, day, step)
      )`,
    ],
  },
  {
    version: 7,
    description: 'marketing consent kept apart from the contact consent: when, to which text, and its withdrawal',
    sqlite: [
      'ALTER TABLE submissions ADD COLUMN marketing_at TEXT',
      'ALTER TABLE submissions ADD COLUMN marketing_text TEXT',
      'ALTER TABLE submissions ADD COLUMN marketing_withdrawn_at TEXT',
    ],
    postgres: [
      'ALTER TABLE submissions ADD COLUMN marketing_at TIMESTAMPTZ',
      'ALTER TABLE submissions ADD COLUMN marketing_text TEXT',
      'ALTER TABLE submissions ADD COLUMN marketing_withdrawn_at TIMESTAMPTZ',
    ],
  },
];
