/**
 * The limit on submissions per client (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS, counted by
 * client-network.ts's key). With SQLite one process serves the site, so the count lives in its
 * memory; with PostgreSQL it lives in the database, so N processes do not allow N times the limit.
 */
import type { Store } from '../storage/store.ts';

export interface RateLimiter {
  /** Records a hit; resolves to 0 when allowed, else the seconds until the next one is. */
  hit(client: string, now?: Date): Promise<number>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly max: number;
  private readonly windowMs: number;

  constructor(max: number, windowMs: number) {
    this.max = max;
    this.windowMs = windowMs;
  }

  async hit(client: string, at = new Date()): Promise<number> {
    const now = at.getTime();
    const recent = (this.hits.get(client) ?? []).filter((time) => time > now - this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(client, recent);
      return Math.max(1, Math.ceil(((recent[0] ?? now) + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.set(client, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return 0;
  }

  private prune(now: number): void {
    for (const [client, times] of this.hits)
      if (!times.some((time) => time > now - this.windowMs)) this.hits.delete(client);
  }
}

/** Old hits are forgotten at most this often (each hit already drops its own client's). */
const PRUNE_EVERY_MS = 60_000;

export class StoreRateLimiter implements RateLimiter {
  private readonly store: Store;
  private readonly max: number;
  private readonly windowMs: number;
  private lastPrune = 0;

  constructor(store: Store, max: number, windowMs: number) {
    this.store = store;
    this.max = max;
    this.windowMs = windowMs;
  }

  async hit(client: string, now = new Date()): Promise<number> {
    if (now.getTime() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now.getTime();
      await this.store.pruneRateLimit(new Date(now.getTime() - this.windowMs));
    }
    return this.store.hitRateLimit(client, now, this.max, this.windowMs);
  }
}

export function rateLimiterFor(store: Store, max: number, windowMs: number): RateLimiter {
  return store.kind === 'postgres' ? new StoreRateLimiter(store, max, windowMs) : new MemoryRateLimiter(max, windowMs);
}
