/**
 * What the rate limits hold, and for how long: the privacy notice says a count (the client's
 * address or network and the time) lives at most its window plus RATE_LIMIT_PRUNE_MS. The table
 * on the database (PostgreSQL's shared limit, the same store code on SQLite here) and the memory
 * of one process both lose every hit older than the window on the next prune, with no request.
 */
import { DatabaseSync } from 'node:sqlite';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitPrune } from '../../../src/server/plugins/rate-limit-prune.ts';
import type { SqliteStore } from '../../../src/server/storage/sqlite-store.ts';
import { MemoryRateLimiter, StoreRateLimiter } from '../../../src/server/common/rate-limit.ts';
import { sqliteFactory, type OpenedStore } from '../../support/stores.ts';

const WINDOW_MS = 600_000;

describe('the rate-limit prune', () => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await sqliteFactory.open();
  });
  afterEach(() => opened.dispose());

  it('deletes the table rows older than the window, and forgets idle clients in memory, without a request', async () => {
    const store = opened.store as SqliteStore;
    const now = Date.now();
    const shared = new StoreRateLimiter(store, 'submissions', 5, WINDOW_MS);
    const memory = new MemoryRateLimiter(5, WINDOW_MS);
    for (const limiter of [shared, memory]) {
      // The recent hit first: a hit prunes on its own at most once a minute, and this one has.
      await limiter.hit('203.0.113.9', new Date(now - 1000));
      await limiter.hit('198.51.100.7', new Date(now - WINDOW_MS - 1000));
    }
    const rows = () => {
      const db = new DatabaseSync(store.file, { readOnly: true });
      try {
        return db
          .prepare('SELECT client FROM rate_limit_hits ORDER BY client')
          .all()
          .map((row) => row.client);
      } finally {
        db.close();
      }
    };
    expect(rows()).toEqual(['198.51.100.7', '203.0.113.9']);
    expect(memory.clients).toBe(2);

    const app = Fastify({ logger: false });
    await app.register(rateLimitPrune, { limiters: [shared, memory], everyMs: 50 });
    await app.ready();
    await expect.poll(() => rows().length === 1 && memory.clients === 1).toBe(true);
    expect(rows()).toEqual(['203.0.113.9']);
    await app.close();
  });
});
