import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '../../src/server/common/rate-limit.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

describe('MemoryRateLimiter', () => {
  it('allows max hits per window, refuses with the seconds until the oldest expires, then allows again', async () => {
    const limiter = new MemoryRateLimiter(3, 10_000);
    expect(await limiter.hit('a', at(0))).toBe(0);
    expect(await limiter.hit('a', at(1_000))).toBe(0);
    expect(await limiter.hit('a', at(2_000))).toBe(0);
    expect(await limiter.hit('a', at(2_500))).toBe(8);
    // Another network has its own count.
    expect(await limiter.hit('b', at(2_500))).toBe(0);
    // The first hit leaves the window at 10 s: one more is allowed, then refused until 11 s.
    expect(await limiter.hit('a', at(10_001))).toBe(0);
    expect(await limiter.hit('a', at(10_002))).toBe(1);
    expect(await limiter.hit('a', at(11_001))).toBe(0);
  });

  it('counts exactly through long busy stretches (a client far below a high limit)', async () => {
    const limiter = new MemoryRateLimiter(5_000, 1_000);
    // Ten windows at one hit a millisecond: never more than 1,000 in a window, all allowed.
    for (let ms = 0; ms < 10_000; ms++) expect(await limiter.hit('busy', at(ms))).toBe(0);
    // 1,000 hits remain in the window ending at 9,999 ms; 4,000 more fit, the next does not.
    for (let index = 0; index < 4_000; index++) expect(await limiter.hit('busy', at(9_999))).toBe(0);
    expect(await limiter.hit('busy', at(9_999))).toBe(1);
  });
});
