import { rmSync } from 'node:fs';
import { emlPaths } from '../mail/mailer.ts';
import type { Store } from '../storage/store.ts';

/** Removes submissions (with their jobs and .eml files) received more than `days` days ago. */
export async function purgeOlderThan(store: Store, dataDir: string, days: number, now = new Date()): Promise<number> {
  const ids = await store.idsOlderThan(new Date(now.getTime() - days * 24 * 60 * 60 * 1000));
  return eraseSubmissions(store, dataDir, ids);
}

/** Deletes submissions, their outbox jobs (cascade) and their .eml files (lead email and confirmation). */
export async function eraseSubmissions(store: Store, dataDir: string, ids: readonly string[]): Promise<number> {
  const count = await store.deleteSubmissions(ids);
  for (const file of ids.flatMap((id) => emlPaths(dataDir, id))) rmSync(file, { force: true });
  return count;
}
