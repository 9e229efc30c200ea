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
  {
    version: 8,
    description:
      "the firm's desk: members, their passkeys, invites, sessions, sign-in challenges, lead workflow and notes, and an append-only audit log",
    sqlite: deskTables('TEXT', 'INTEGER PRIMARY KEY AUTOINCREMENT', [
      // Append-only: the log of who did what is never rewritten, also not by an erasure.
      `CREATE TRIGGER desk_audit_no_update BEFORE UPDATE ON desk_audit
       BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`,
      `CREATE TRIGGER desk_audit_no_delete BEFORE DELETE ON desk_audit
       BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`,
    ]),
    postgres: deskTables('TIMESTAMPTZ', 'BIGSERIAL PRIMARY KEY', [
      `CREATE OR REPLACE FUNCTION desk_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$`,
      `CREATE TRIGGER desk_audit_append_only BEFORE UPDATE OR DELETE ON desk_audit
       FOR EACH STATEMENT EXECUTE FUNCTION desk_audit_append_only()`,
    ]),
  },
];

/**
 * The desk's tables, the same in both dialects but for the timestamp and serial column types.
 * Tokens (invites, sessions) are stored as their SHA-256 only; a member's removal takes their
 * passkeys and sessions with it; a lead's workflow and notes go with the lead (an erasure), its
 * audit lines stay, naming it by id.
 */
function deskTables(timestamp: string, serial: string, appendOnly: readonly string[]): string[] {
  return [
    `CREATE TABLE desk_members (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE,
      role TEXT NOT NULL CHECK (role IN ('owner', 'consultant')),
      created_at ${timestamp} NOT NULL
    )`,
    `CREATE TABLE desk_passkeys (
      id TEXT PRIMARY KEY,
      member_id TEXT NOT NULL REFERENCES desk_members (id) ON DELETE CASCADE,
      public_key TEXT NOT NULL,
      counter BIGINT NOT NULL,
      transports TEXT NOT NULL,
      created_at ${timestamp} NOT NULL,
      last_used_at ${timestamp}
    )`,
    'CREATE INDEX desk_passkeys_member ON desk_passkeys (member_id)',
    `CREATE TABLE desk_invites (
      token_hash TEXT PRIMARY KEY,
      email TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('owner', 'consultant')),
      created_at ${timestamp} NOT NULL,
      expires_at ${timestamp} NOT NULL,
      used_at ${timestamp},
      invited_by TEXT NOT NULL
    )`,
    `CREATE TABLE desk_sessions (
      token_hash TEXT PRIMARY KEY,
      member_id TEXT NOT NULL REFERENCES desk_members (id) ON DELETE CASCADE,
      created_at ${timestamp} NOT NULL,
      last_seen_at ${timestamp} NOT NULL
    )`,
    'CREATE INDEX desk_sessions_member ON desk_sessions (member_id)',
    `CREATE TABLE desk_challenges (
      id TEXT PRIMARY KEY,
      purpose TEXT NOT NULL CHECK (purpose IN ('enrol', 'sign-in')),
      challenge TEXT NOT NULL,
      subject TEXT,
      expires_at ${timestamp} NOT NULL
    )`,
    `CREATE TABLE desk_leads (
      submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
      stage TEXT NOT NULL,
      assignee_id TEXT REFERENCES desk_members (id) ON DELETE SET NULL,
      updated_at ${timestamp} NOT NULL
    )`,
    // What the inbox searches and filters by, read once from each lead's answers (lead-routes.ts fills it).
    `CREATE TABLE desk_lead_index (
      submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
      organisation TEXT,
      person TEXT,
      email TEXT,
      search TEXT NOT NULL,
      priority TEXT
    )`,
    'CREATE INDEX desk_lead_index_priority ON desk_lead_index (priority)',
    // The inbox's order (newest first, id breaking ties), whole and per form: a page stops after its rows.
    'CREATE INDEX submissions_newest ON submissions (received_at, id)',
    'CREATE INDEX submissions_form_newest ON submissions (form_id, received_at, id)',
    'CREATE INDEX desk_leads_stage ON desk_leads (stage)',
    `CREATE TABLE desk_notes (
      id ${serial},
      submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
      author TEXT NOT NULL,
      body TEXT NOT NULL,
      created_at ${timestamp} NOT NULL
    )`,
    'CREATE INDEX desk_notes_submission ON desk_notes (submission_id, created_at)',
    `CREATE TABLE desk_reads (
      submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
      member_id TEXT NOT NULL REFERENCES desk_members (id) ON DELETE CASCADE,
      PRIMARY KEY (submission_id, member_id)
    )`,
    // Data subjects' requests: the firm's own accountability record (kept when the leads are erased).
    `CREATE TABLE desk_requests (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('access', 'erasure', 'correction')),
      law TEXT NOT NULL CHECK (law IN ('gdpr', 'dpdp')),
      email TEXT NOT NULL,
      received_on TEXT NOT NULL,
      due_on TEXT NOT NULL,
      recorded_by TEXT NOT NULL,
      closed_at ${timestamp},
      outcome TEXT
    )`,
    'CREATE INDEX desk_requests_due ON desk_requests (closed_at, due_on)',
    `CREATE TABLE desk_audit (
      id ${serial},
      at ${timestamp} NOT NULL,
      actor TEXT NOT NULL,
      action TEXT NOT NULL,
      object TEXT,
      detail TEXT
    )`,
    'CREATE INDEX desk_audit_at ON desk_audit (at)',
    'CREATE INDEX desk_audit_object ON desk_audit (object, at)',
    ...appendOnly,
  ];
}
