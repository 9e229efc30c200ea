/** What the desk's tables give back, as the desk's types: timestamps as ISO text, nulls kept. */
import type { Row } from '../../storage/database.ts';
import type { DeskMember, DeskRole } from './types.ts';

export const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));
export const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));
export const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
export const role = (value: unknown): DeskRole => (value === 'owner' ? 'owner' : 'consultant');

/** Answers as stored: JSON text on SQLite, a parsed value on PostgreSQL (jsonb). */
/**
 * SQL: a reply from the desk to the lead `lead` (a column naming its submission id) waits in the
 * outbox. Its clock runs until the reply is sent; the inbox says so and the reminders pass it by.
 */
export const replyOnItsWay = (lead: string): string =>
  `EXISTS (SELECT 1 FROM outbox o WHERE o.submission_id = ${lead} AND o.kind = 'reply' AND o.status = 'pending')`;
export const answersText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

export function memberFromRow(row: Row): DeskMember {
  return { id: String(row.id), email: String(row.email), role: role(row.role), createdAt: iso(row.created_at) };
}
