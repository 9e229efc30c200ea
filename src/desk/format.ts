/**
 * A moment as the desk shows it everywhere: the day and the minute, in UTC, said so
 * (`2026-11-20 09:00 UTC`); `none` when there is no moment (never used, not given).
 */
export function momentText(iso: string | null, none = '-'): string {
  return iso === null ? none : `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
