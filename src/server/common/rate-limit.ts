/**
 * A limit on requests per client, counted by client-network.ts's key: the submissions' (RATE_LIMIT_MAX
 * per RATE_LIMIT_WINDOW_SECONDS), the funnel beacons' and the desk's sign-in. With SQLite one process
 * serves the site, so the count lives in its memory; with PostgreSQL it lives in the database, so N
 * processes do not allow N times the limit (rateLimiterFor).
 * Either way a hit is forgotten once its window has passed, at the latest on the next prune
 * (every RATE_LIMIT_PRUNE_MS, plugins/rate-limit-prune.ts): the privacy notice states that bound.
 */
import type { Store } from '../storage/store.ts';

export interface RateLimiter {
  /** Records a hit; resolves to 0 when allowed, else the seconds until the next one is. */
  hit(client: string, now?: Date): Promise<number>;
  /** Forgets every hit older than the window; resolves to how many clients or rows went. */
  prune(now?: Date): Promise<number>;
}

/** One client's hits in the window, oldest first: `times[head..]` (the part before head has expired). */
interface Hits {
  times: number[];
  head: number;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly hits = new Map<string, Hits>();
  private readonly max: number;
  private readonly windowMs: number;
  private lastPrune = 0;

  constructor(max: number, windowMs: number) {
    this.max = max;
    this.windowMs = windowMs;
  }

  // A hit costs the same however high the limit: expired hits leave from the front of the queue
  // and the array is compacted only when half of it has expired, so a busy client (every beacon
  // of a large office behind one address) is not a scan of its whole window per request.
  async hit(client: string, at = new Date()): Promise<number> {
    const now = at.getTime();
    let entry = this.hits.get(client);
    if (!entry) {
      if (this.hits.size >= 10_000) this.forgetIdle(now);
      entry = { times: [], head: 0 };
      this.hits.set(client, entry);
    }
    const { times } = entry;
    while (entry.head < times.length && (times[entry.head] ?? now) <= now - this.windowMs) entry.head++;
    if (entry.head > 1024 && entry.head * 2 > times.length) {
      entry.times = times.slice(entry.head);
      entry.head = 0;
    }
    if (entry.times.length - entry.head >= this.max) {
      return Math.max(1, Math.ceil(((entry.times[entry.head] ?? now) + this.windowMs - now) / 1000));
    }
    entry.times.push(now);
    return 0;
  }

  /** Forgets clients with no hit in the window; at most once a window, as a new client arrives. */
  private forgetIdle(now: number): void {
    if (now - this.lastPrune < this.windowMs) return;
    this.lastPrune = now;
    for (const [client, entry] of this.hits)
      if (!((entry.times[entry.times.length - 1] ?? 0) > now - this.windowMs)) this.hits.delete(client);
  }

  /** Drops every expired hit, and every client left with none (the timer's prune). */
  async prune(at = new Date()): Promise<number> {
    const since = at.getTime() - this.windowMs;
    let forgotten = 0;
    for (const [client, entry] of this.hits) {
      const kept = entry.times.slice(entry.head).filter((time) => time > since);
      if (kept.length === 0) {
        this.hits.delete(client);
        forgotten += 1;
      } else {
        entry.times = kept;
        entry.head = 0;
      }
    }
    return forgotten;
  }

  /** Clients with a hit held in memory (tests: what the limiter still holds). */
  get clients(): number {
    return this.hits.size;
  }
}

/** Old hits are forgotten at most this often on a hit (each hit already drops its own client's). */
const PRUNE_EVERY_MS = 60_000;

/**
 * A limit kept in the database's rate_limit_hits, under its own `scope`: the limits share the
 * table, and each forgets only its own hits, by its own window.
 */
export class StoreRateLimiter implements RateLimiter {
  private readonly store: Store;
  private readonly scope: string;
  private readonly max: number;
  private readonly windowMs: number;
  private lastPrune = 0;

  constructor(store: Store, scope: string, max: number, windowMs: number) {
    this.store = store;
    this.scope = scope;
    this.max = max;
    this.windowMs = windowMs;
  }

  async hit(client: string, now = new Date()): Promise<number> {
    if (now.getTime() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now.getTime();
      await this.store.pruneRateLimit(this.scope, new Date(now.getTime() - this.windowMs));
    }
    return this.store.hitRateLimit(this.scope, client, now, this.max, this.windowMs);
  }

  async prune(now = new Date()): Promise<number> {
    this.lastPrune = now.getTime();
    return this.store.pruneRateLimit(this.scope, new Date(now.getTime() - this.windowMs));
  }
}

/** The limit named `scope`: in the database with PostgreSQL (every process counts), else in memory. */
export function rateLimiterFor(store: Store, scope: string, max: number, windowMs: number): RateLimiter {
  return store.kind === 'postgres'
    ? new StoreRateLimiter(store, scope, max, windowMs)
    : new MemoryRateLimiter(max, windowMs);
}
