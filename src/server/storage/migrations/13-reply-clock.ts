import type { Migration } from './migration.ts';

/**
 * Every lead's reply clock, on its inbox row: due at its received time plus the firm's promise
 * (computed, so the row keeps only when and how the clock stopped). `reply_way` is `desk` (a reply
 * sent from the desk), `other` (a member recorded a call or meeting) or `before` (a lead already
 * past `new` when the desk began keeping the clock: stopped, with no time to measure); `replied_by`
 * names the member.
 */
export const replyClock: Migration = {
  version: 13,
  description: "each lead's reply clock: when and how its first reply was made, and the leads still awaiting one",
  sqlite: clockStatements('TEXT'),
  postgres: clockStatements('TIMESTAMPTZ'),
};

function clockStatements(timestamp: string): string[] {
  return [
    `ALTER TABLE desk_inbox ADD COLUMN replied_at ${timestamp}`,
    'ALTER TABLE desk_inbox ADD COLUMN reply_way TEXT',
    // Who replied (a member's email, as notes name their author), for the figures by member.
    'ALTER TABLE desk_inbox ADD COLUMN replied_by TEXT',
    `UPDATE desk_inbox SET replied_at = COALESCE(updated_at, received_at), reply_way = 'before'
     WHERE stage NOT IN ('new', 'spam')`,
    // The leads awaiting a reply, soonest due first (due follows received: one promise for all).
    `CREATE INDEX desk_inbox_awaiting ON desk_inbox (received_at, submission_id)
     WHERE replied_at IS NULL AND stage <> 'spam'`,
  ];
}
