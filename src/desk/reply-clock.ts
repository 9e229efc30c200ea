/**
 * A lead's reply clock as the desk says it: "5 h left", "overdue by 3 h", "answered in 2 h", read
 * from its row against the moment given (the page's now). Spam has no clock.
 */
import type { InboxRow } from './contract.ts';

export type ClockState = 'awaiting' | 'overdue' | 'answered' | 'none';

export interface ClockReading {
  readonly state: ClockState;
  readonly text: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A span as the clock says it: minutes under an hour, hours under two days, then days. */
export function spanText(ms: number): string {
  const span = Math.abs(ms);
  if (span < HOUR) return `${Math.max(1, Math.round(span / MINUTE))} min`;
  if (span < 48 * HOUR) return `${Math.round(span / HOUR)} h`;
  return `${Math.round(span / (24 * HOUR))} d`;
}

export function readClock(
  row: Pick<InboxRow, 'receivedAt' | 'replyDueAt' | 'repliedAt' | 'replyWay'>,
  now: Date,
): ClockReading {
  if (row.replyDueAt === null) return { state: 'none', text: '-' };
  if (row.repliedAt !== null) {
    // A lead already past `new` when the desk began keeping the clock: answered, at a time unknown.
    if (row.replyWay === 'before') return { state: 'answered', text: 'answered' };
    return {
      state: 'answered',
      text: `answered in ${spanText(Date.parse(row.repliedAt) - Date.parse(row.receivedAt))}`,
    };
  }
  const left = Date.parse(row.replyDueAt) - now.getTime();
  return left >= 0
    ? { state: 'awaiting', text: `${spanText(left)} left` }
    : { state: 'overdue', text: `overdue by ${spanText(left)}` };
}
