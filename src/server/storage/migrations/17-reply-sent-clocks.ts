import type { Migration } from './migration.ts';

/** A lead's replies from the desk that reached the mail server (or the `.eml` file), oldest first. */
const SENT_REPLIES = `FROM desk_replies r JOIN outbox o ON o.id = r.outbox_id
  WHERE r.submission_id = desk_inbox.submission_id AND o.kind = 'reply' AND o.status = 'sent' AND o.sent_at IS NOT NULL`;

/**
 * A lead's reply clock stops when its first reply from the desk is sent, no longer when it is
 * queued. Leads whose clock a queued reply stopped are put right: stopped at the time their first
 * reply was sent, by the member who wrote it; and awaiting a reply again when none of their replies
 * was sent (a dead letter, or one still being sent, which stops the clock when it goes). Their
 * status stays as it is.
 */
export const replySentClocks: Migration = {
  version: 17,
  description: 'leads answered from the desk: the reply clock stopped when the first reply was sent, not queued',
  sqlite: statements(),
  postgres: statements(),
};

function statements(): string[] {
  return [
    `UPDATE desk_inbox
     SET replied_at = (SELECT o.sent_at ${SENT_REPLIES} ORDER BY o.sent_at, o.id LIMIT 1),
         replied_by = (SELECT r.member ${SENT_REPLIES} ORDER BY o.sent_at, o.id LIMIT 1)
     WHERE reply_way = 'desk' AND EXISTS (SELECT 1 ${SENT_REPLIES})`,
    `UPDATE desk_inbox SET replied_at = NULL, reply_way = NULL, replied_by = NULL
     WHERE reply_way = 'desk' AND NOT EXISTS (SELECT 1 ${SENT_REPLIES})`,
  ];
}
