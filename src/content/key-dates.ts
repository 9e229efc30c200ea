/**
 * Dates the site's text is written around while they are still ahead, each stated once here. Pages
 * read them as values; a questionnaire's text names one as `{date:<name>}`, which the catalogue fills
 * in when it is read. Text written around a coming date goes stale on that day, so
 * `npm run check:launch` warns once a date here has passed (./launch-check.ts).
 * Pure: no React, no Node.
 */
import { MONTH_NAMES } from '../questionnaire/dates.ts';

export interface KeyDate {
  /** ISO date, YYYY-MM-DD. */
  readonly date: string;
  /** What happens on that day, as the launch check's warning says it. */
  readonly event: string;
}

export const keyDates = {
  // DPDP Rules 2025, notified 13 November 2025: most obligations apply 18 months later.
  dpdpMostObligations: {
    date: '2027-05-13',
    event: 'most obligations of the DPDP Act 2023 and the DPDP Rules 2025 apply',
  },
} as const satisfies Readonly<Record<string, KeyDate>>;

export type KeyDateName = keyof typeof keyDates;

/** "2027-05-13" → "13 May 2027", as the site's prose writes a day. */
export function dayText(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${String(day)} ${MONTH_NAMES[(month ?? 1) - 1] ?? ''} ${String(year)}`;
}

/** A key date as the text states it: "13 May 2027". */
export function keyDateText(name: KeyDateName): string {
  return dayText(keyDates[name].date);
}

/** Each key date's text by name, for the catalogue's `{date:<name>}`. */
export function keyDateTexts(): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(keyDates).map(([name, { date }]) => [name, dayText(date)]));
}

/** The key dates on or before `today` (ISO date): text written around them speaks of the past as coming. */
export function passedKeyDates(
  dates: Readonly<Record<string, KeyDate>>,
  today: string,
): { readonly name: string; readonly date: string; readonly event: string }[] {
  return Object.entries(dates)
    .filter(([, { date }]) => date <= today)
    .map(([name, { date, event }]) => ({ name, date, event }));
}
