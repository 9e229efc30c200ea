/**
 * Per-client limit on submissions (default 5 in 10 minutes), in memory: enough for one process;
 * with several processes behind a proxy each keeps its own count.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly max: number;
  private readonly windowMs: number;

  constructor(max: number, windowMs: number) {
    this.max = max;
    this.windowMs = windowMs;
  }

  /** Records a hit; returns 0 when allowed, else the seconds until the next one is. */
  hit(client: string, now = Date.now()): number {
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

/** Stored instead of the address: IPv4 to its /24, IPv6 to its /48 (a network, not a person). */
export function truncateIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.\d+$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (ip.includes(':')) {
    const groups = ip.split('::')[0]?.split(':') ?? [];
    return `${groups.slice(0, 3).join(':') || '0'}::/48`;
  }
  return 'unknown';
}
