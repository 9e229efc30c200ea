import type { Migration } from './migration.ts';

export const desk: Migration = {
  version: 8,
  description:
    "the firm's desk: members, their passkeys, invites, sessions, sign-in challenges, lead workflow and notes, and an append-only audit log",
  sqlite: tables('TEXT', 'INTEGER PRIMARY KEY AUTOINCREMENT', [
    // Append-only: the log of who did what is never rewritten, also not by an erasure.
    `CREATE TRIGGER desk_audit_no_update BEFORE UPDATE ON desk_audit
       BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`,
    `CREATE TRIGGER desk_audit_no_delete BEFORE DELETE ON desk_audit
       BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`,
  ]),
  postgres: tables('TIMESTAMPTZ', 'BIGSERIAL PRIMARY KEY', [
    `CREATE OR REPLACE FUNCTION desk_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$`,
    `CREATE TRIGGER desk_audit_append_only BEFORE UPDATE OR DELETE ON desk_audit
       FOR EACH STATEMENT EXECUTE FUNCTION desk_audit_append_only()`,
  ]),
};

/**
 * The desk's tables, the same in both dialects but for the timestamp and serial column types.
 * Tokens (invites, sessions) are stored as their SHA-256 only; a member's removal takes their
 * passkeys and sessions with it; a lead's workflow and notes go with the lead (an erasure), its
 * audit lines stay, naming it by id.
 */
function tables(timestamp: string, serial: string, appendOnly: readonly string[]): string[] {
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
