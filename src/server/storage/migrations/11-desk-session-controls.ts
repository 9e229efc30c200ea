import type { Migration } from './migration.ts';

/**
 * Each desk session names the passkey that opened it (so removing the passkey ends it) and the
 * browser as its user agent named itself (so a member can tell their sessions apart); sessions
 * begun before have neither. On PostgreSQL the audit log also refuses TRUNCATE, which row triggers
 * do not see.
 */
export const deskSessionControls: Migration = {
  version: 11,
  description:
    'desk sessions name the passkey that opened them and the browser; the audit log refuses TRUNCATE (PostgreSQL)',
  sqlite: [
    'ALTER TABLE desk_sessions ADD COLUMN passkey_id TEXT REFERENCES desk_passkeys (id) ON DELETE CASCADE',
    'ALTER TABLE desk_sessions ADD COLUMN user_agent TEXT',
    'CREATE INDEX desk_sessions_passkey ON desk_sessions (passkey_id)',
  ],
  postgres: [
    'ALTER TABLE desk_sessions ADD COLUMN passkey_id TEXT REFERENCES desk_passkeys (id) ON DELETE CASCADE',
    'ALTER TABLE desk_sessions ADD COLUMN user_agent TEXT',
    'CREATE INDEX desk_sessions_passkey ON desk_sessions (passkey_id)',
    `CREATE TRIGGER desk_audit_no_truncate BEFORE TRUNCATE ON desk_audit
       FOR EACH STATEMENT EXECUTE FUNCTION desk_audit_append_only()`,
  ],
};
