import type { Migration } from './migration.ts';

/**
 * A member's confirmation with a passkey they already hold ("confirm it is you") is kept on the
 * session it was given in, for one change of their passkeys (adding or removing one) within a
 * few minutes; it is spent by that change.
 */
export const deskStepUp: Migration = {
  version: 16,
  description: 'desk sessions keep a confirmation with a held passkey, spent by one change of passkeys',
  sqlite: ['ALTER TABLE desk_sessions ADD COLUMN confirmed_at TEXT'],
  postgres: ['ALTER TABLE desk_sessions ADD COLUMN confirmed_at TIMESTAMPTZ'],
};
