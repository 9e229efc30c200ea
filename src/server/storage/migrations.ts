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
  {
    version: 9,
    description:
      "the desk's inbox in one narrow table, written with each lead: what it is listed under, its status and assignee",
    sqlite: deskInbox({ timestamp: 'TEXT', term: 'TEXT', compact: ' WITHOUT ROWID' }, [
      `CREATE TRIGGER desk_inbox_on_submission AFTER INSERT ON submissions
       BEGIN
         INSERT INTO desk_inbox (submission_id, form_id, received_at, stage)
         VALUES (NEW.id, NEW.form_id, NEW.received_at, NEW.status);
       END`,
    ]),
    // Terms compare byte by byte ("C"), as SQLite's do, so a prefix is one range of the index.
    postgres: deskInbox({ timestamp: 'TIMESTAMPTZ', term: 'TEXT COLLATE "C"', compact: '' }, [
      `CREATE OR REPLACE FUNCTION desk_inbox_on_submission() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO desk_inbox (submission_id, form_id, received_at, stage)
         VALUES (NEW.id, NEW.form_id, NEW.received_at, NEW.status);
         RETURN NULL;
       END $$`,
      `CREATE TRIGGER desk_inbox_on_submission AFTER INSERT ON submissions
       FOR EACH ROW EXECUTE FUNCTION desk_inbox_on_submission()`,
    ]),
  },
  {
    version: 10,
    description:
      'rate-limit hits kept per limit (the submissions, the desk sign-in): each forgets its own, by its own window',
    // The rows so far were the submissions' (and the desk's under a prefix, gone within ten minutes).
    sqlite: [
      "ALTER TABLE rate_limit_hits ADD COLUMN scope TEXT NOT NULL DEFAULT 'submissions'",
      'CREATE INDEX rate_limit_hits_scope ON rate_limit_hits (scope, hit_at)',
    ],
    postgres: [
      "ALTER TABLE rate_limit_hits ADD COLUMN scope TEXT NOT NULL DEFAULT 'submissions'",
      'CREATE INDEX rate_limit_hits_scope ON rate_limit_hits (scope, hit_at)',
      'DROP INDEX rate_limit_hits_time',
    ],
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

/**
 * One row per lead, holding all the inbox orders, filters and counts by: a page or a count reads
 * this narrow table and its indexes, never the answers. A trigger writes the row with the lead,
 * whichever process or command stores it. What a lead is listed under (organisation, person,
 * email, priority) is read from its answers once, by the intake in the same transaction or later by
 * the desk; `listed_at` is NULL until then (found through the partial index). The search looks up
 * the words of those three in desk_inbox_terms, one row a word, by prefix: an index range per word
 * typed. The workflow status and assignee move here from desk_leads; the old search index goes
 * (every lead is listed again, with its words, at the first start).
 */
function deskInbox(
  types: { readonly timestamp: string; readonly term: string; readonly compact: string },
  trigger: readonly string[],
): string[] {
  return [
    `CREATE TABLE desk_inbox (
      submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
      form_id TEXT NOT NULL,
      received_at ${types.timestamp} NOT NULL,
      stage TEXT NOT NULL,
      assignee_id TEXT REFERENCES desk_members (id) ON DELETE SET NULL,
      organisation TEXT,
      person TEXT,
      email TEXT,
      priority TEXT,
      listed_at ${types.timestamp},
      updated_at ${types.timestamp}
    )`,
    `CREATE TABLE desk_inbox_terms (
      term ${types.term} NOT NULL,
      submission_id TEXT NOT NULL REFERENCES desk_inbox (submission_id) ON DELETE CASCADE,
      PRIMARY KEY (term, submission_id)
    )${types.compact}`,
    // A lead's own words: what an erasure removes, and the probe of a search word most leads have.
    'CREATE INDEX desk_inbox_terms_lead ON desk_inbox_terms (submission_id, term)',
    `INSERT INTO desk_inbox (submission_id, form_id, received_at, stage, assignee_id, updated_at)
     SELECT s.id, s.form_id, s.received_at, COALESCE(l.stage, CASE WHEN s.status = 'spam' THEN 'spam' ELSE 'new' END),
            l.assignee_id, l.updated_at
     FROM submissions s LEFT JOIN desk_leads l ON l.submission_id = s.id`,
    'DROP TABLE desk_lead_index',
    'DROP TABLE desk_leads',
    'DROP INDEX submissions_newest',
    'DROP INDEX submissions_form_newest',
    // Newest first (id breaking ties), whole, per status, per form and per priority: a page stops after its rows.
    'CREATE INDEX desk_inbox_newest ON desk_inbox (received_at, submission_id)',
    'CREATE INDEX desk_inbox_stage ON desk_inbox (stage, received_at, submission_id)',
    'CREATE INDEX desk_inbox_form ON desk_inbox (form_id, received_at, submission_id)',
    'CREATE INDEX desk_inbox_priority ON desk_inbox (priority, received_at, submission_id)',
    'CREATE INDEX desk_inbox_assignee ON desk_inbox (assignee_id)',
    'CREATE INDEX desk_inbox_unlisted ON desk_inbox (submission_id) WHERE listed_at IS NULL',
    ...trigger,
  ];
}
