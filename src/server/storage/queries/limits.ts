/**
 * The limits shared by every process on the database: rate-limit hits per scope and client, and
 * confirmation emails per hashed mailbox and network, each over a sliding window.
 */
import type { Database } from '../database.ts';
import type { ConfirmationCount } from '../store.ts';

export async function hitRateLimit(
  db: Database,
  scope: string,
  client: string,
  now: Date,
  max: number,
  windowMs: number,
): Promise<number> {
  const { dialect } = db;
  const since = new Date(now.getTime() - windowMs).toISOString();
  return db.transaction(async (tx) => {
    // Concurrent hits of one client (from any process) are counted one after the other.
    if (dialect.lockKey) await tx.all(dialect.lockKey, [`rate-limit:${scope}:${client}`]);
    await tx.run('DELETE FROM rate_limit_hits WHERE scope = ? AND client = ? AND hit_at <= ?', [scope, client, since]);
    const [window] = await tx.all(
      'SELECT COUNT(*) AS hits, MIN(hit_at) AS oldest FROM rate_limit_hits WHERE scope = ? AND client = ?',
      [scope, client],
    );
    const hits = Number(window?.hits ?? 0);
    if (hits >= max) {
      const oldest = new Date(window?.oldest instanceof Date ? window.oldest : String(window?.oldest)).getTime();
      return Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
    }
    await tx.run('INSERT INTO rate_limit_hits (scope, client, hit_at) VALUES (?, ?, ?)', [
      scope,
      client,
      now.toISOString(),
    ]);
    return 0;
  });
}

export async function pruneRateLimit(db: Database, scope: string, before: Date): Promise<number> {
  return db.run('DELETE FROM rate_limit_hits WHERE scope = ? AND hit_at <= ?', [scope, before.toISOString()]);
}

export async function countConfirmation(
  db: Database,
  counts: readonly ConfirmationCount[],
  now: Date,
  windowMs: number,
): Promise<boolean> {
  const { dialect } = db;
  const since = new Date(now.getTime() - windowMs).toISOString();
  // Locked in one order by every process, so two submissions never wait on each other's lock.
  const ordered = [...counts].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx) => {
    // Concurrent submissions with one mailbox or network (from any process) are counted one after the other.
    for (const { key } of ordered) if (dialect.lockKey) await tx.all(dialect.lockKey, [`confirmation:${key}`]);
    for (const { key, max } of ordered) {
      await tx.run('DELETE FROM confirmation_sends WHERE recipient = ? AND sent_at <= ?', [key, since]);
      const [window] = await tx.all('SELECT COUNT(*) AS sends FROM confirmation_sends WHERE recipient = ?', [key]);
      if (Number(window?.sends ?? 0) >= max) return false;
    }
    for (const { key } of ordered) {
      await tx.run('INSERT INTO confirmation_sends (recipient, sent_at) VALUES (?, ?)', [key, now.toISOString()]);
    }
    return true;
  });
}

export async function pruneConfirmations(db: Database, before: Date): Promise<number> {
  return db.run('DELETE FROM confirmation_sends WHERE sent_at <= ?', [before.toISOString()]);
}
