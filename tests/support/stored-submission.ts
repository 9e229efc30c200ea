/** A stored submission record for store-level tests (a contact message unless told otherwise). */
import { randomUUID } from 'node:crypto';
import type { JobKind, Store, StoredSubmission } from '../../src/server/storage/store.ts';

export function submissionRecord(overrides: Partial<StoredSubmission> = {}): StoredSubmission {
  return {
    id: randomUUID(),
    formId: 'contact',
    receivedAt: new Date().toISOString(),
    answers: JSON.stringify({ name: 'Ada', email: 'ada@example.org', message: 'Hello' }),
    report: 'Report\n',
    status: 'new',
    consentAt: null,
    consentText: null,
    noticeVersion: null,
    marketingAt: null,
    marketingText: null,
    marketingWithdrawnAt: null,
    ipPrefix: '203.0.113.0/24',
    idempotencyKey: null,
    formVersion: null,
    ...overrides,
  };
}

export async function storeSubmission(
  store: Store,
  overrides: Partial<StoredSubmission> = {},
  jobs: readonly JobKind[] = ['email'],
): Promise<StoredSubmission> {
  const record = submissionRecord(overrides);
  await store.insertSubmission(record, jobs);
  return record;
}
