/** What the real server recorded for a browser test: its database row and the email it sent. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { E2E_DATA_DIR, E2E_MAIL_DIR } from './e2e-env.ts';

export function storedSubmission(id: string): Record<string, unknown> | undefined {
  const db = new DatabaseSync(path.join(E2E_DATA_DIR, 'submissions.sqlite'), { readOnly: true });
  try {
    return db.prepare('SELECT * FROM submissions WHERE id = ?').get(id) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

export async function deliveredMail(id: string, copy: 'lead' | 'confirmation' | 'reply' = 'lead'): Promise<ParsedMail> {
  const file = path.join(E2E_MAIL_DIR, `${id}${copy === 'lead' ? '' : `.${copy}`}.eml`);
  await expect.poll(() => existsSync(file), { timeout: 15_000 }).toBe(true);
  return simpleParser(readFileSync(file));
}
