/**
 * Database rows to stored records, for both dialects: SQLite returns text where PostgreSQL
 * returns Date objects (timestamps) and parsed JSON (JSONB answers).
 */
import type { Row } from './database.ts';
import type { OutboxJob, StoredSubmission } from './store.ts';

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));
const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

export function submissionFromRow(row: Row): StoredSubmission {
  return {
    id: String(row.id),
    formId: String(row.form_id),
    receivedAt: iso(row.received_at),
    answers: typeof row.answers === 'string' ? row.answers : JSON.stringify(row.answers),
    report: String(row.report),
    status: row.status === 'spam' ? 'spam' : 'new',
    consentAt: isoOrNull(row.consent_at),
    consentText: textOrNull(row.consent_text),
    noticeVersion: textOrNull(row.notice_version),
    marketingAt: isoOrNull(row.marketing_at),
    marketingText: textOrNull(row.marketing_text),
    marketingWithdrawnAt: isoOrNull(row.marketing_withdrawn_at),
    ipPrefix: textOrNull(row.ip_prefix),
    idempotencyKey: textOrNull(row.idempotency_key),
    formVersion: textOrNull(row.form_version),
  };
}

export function jobFromRow(row: Row): OutboxJob {
  return {
    id: Number(row.id),
    submissionId: String(row.submission_id),
    kind:
      row.kind === 'forward' || row.kind === 'confirmation' || row.kind === 'reply' || row.kind === 'reminder'
        ? row.kind
        : 'email',
    status: row.status === 'sent' ? 'sent' : row.status === 'dead' ? 'dead' : 'pending',
    attempts: Number(row.attempts),
    nextAttemptAt: iso(row.next_attempt_at),
    lastError: textOrNull(row.last_error),
    sentAt: isoOrNull(row.sent_at),
  };
}

export function summaryFromRow(row: Row) {
  return {
    id: String(row.id),
    formId: String(row.form_id),
    receivedAt: iso(row.received_at),
    status: row.status === 'spam' ? ('spam' as const) : ('new' as const),
    answers: typeof row.answers === 'string' ? row.answers : JSON.stringify(row.answers),
    delivery: String(row.delivery),
    formVersion: textOrNull(row.form_version),
  };
}
