import { MONTH_NAMES } from '../questionnaire/dates.ts';

/**
 * "2025-07-01" → "July 1, 2025": the site shows dates in US English long form. The date is read
 * and printed in UTC, so the day never shifts with the reader's or the build machine's time zone.
 * Written out rather than through Intl.DateTimeFormat, whose first use costs the browser several
 * milliseconds of locale data on every page that loads this module.
 */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${isoDate}`);
  return `${MONTH_NAMES[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
