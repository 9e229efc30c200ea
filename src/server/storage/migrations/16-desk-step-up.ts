import type { Migration } from './migration.ts';

/**
 * A member's confirmation with a passkey they already hold ("confirm it is you") is kept on the
 * session it was given in, for one change of their passkeys (adding or removing one) within a
 * few minutes; it is spent by that change. Privacy requests take members' notes (what was asked,
 * what is being done), which go with the request.
 */
export const deskStepUp: Migration = {
  version: 16,
  description:
    'desk sessions keep a confirmation with a held passkey, spent by one change of passkeys; privacy requests take notes',
  sqlite: [
    'ALTER TABLE desk_sessions ADD COLUMN confirmed_at TEXT',
    `CREATE TABLE desk_request_notes (
      id INTEGER PRIMARY KEY,
      request_id TEXT NOT NULL REFERENCES desk_requests (id) ON DELETE CASCADE,
      author TEXT NOT NULL,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`,
    'CREATE INDEX desk_request_notes_request ON desk_request_notes (request_id)',
  ],
  postgres: [
    'ALTER TABLE desk_sessions ADD COLUMN confirmed_at TIMESTAMPTZ',
    `CREATE TABLE desk_request_notes (
      id BIGSERIAL PRIMARY KEY,
      request_id TEXT NOT NULL REFERENCES desk_requests (id) ON DELETE CASCADE,
      author TEXT NOT NULL,
      body TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL
    )`,
    'CREATE INDEX desk_request_notes_request ON desk_request_notes (request_id)',
  ],
};
