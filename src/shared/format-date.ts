const LONG_US = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * "2025-07-01" → "July 1, 2025": the site shows dates in US English long form. The date is read
 * and printed in UTC, so the day never shifts with the reader's or the build machine's time zone.
 */
export function formatLongDate(isoDate: string): string {
  return LONG_US.format(new Date(`${isoDate}T00:00:00Z`));
}
