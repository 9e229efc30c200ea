import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../src/shared/format-date.ts';

describe('long dates', () => {
  it('prints every month as US English long form, the day in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (const iso of ['2025-01-01', '2025-02-28', '2024-02-29', '2026-07-04', '2026-11-23', '2026-12-31']) {
      expect(formatLongDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
    expect(formatLongDate('2025-07-01')).toBe('July 1, 2025');
  });

  it('refuses a text that is not a date', () => {
    expect(() => formatLongDate('2025-13-01')).toThrow(/Not a date: 2025-13-01/);
  });
});
