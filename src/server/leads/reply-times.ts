/**
 * `leads reply-times`: how fast the firm answers its leads over the last days, by form and by
 * member: the leads answered, the median and 90th percentile of the time to the first reply, and
 * the share answered within the promise. A lead still waiting counts against the share once it is
 * overdue, and not at all before (it may yet be answered in time).
 */
import { replyPromiseHours } from '../../content/reply-promise.ts';
import type { ReplyClockRecord } from '../desk/storage/index.ts';

const HOUR_MS = 3_600_000;

export interface ReplyFigures {
  /** The form's or member's name, or "all leads". */
  readonly group: string;
  readonly answered: number;
  /** Hours to the first reply, one decimal; null when none was answered. */
  readonly medianHours: number | null;
  readonly p90Hours: number | null;
  /** Percent answered within the promise of those answered or overdue; null when there are none. */
  readonly withinPromise: number | null;
}

/** The value at percentile `p` of sorted values (nearest rank). */
function rank(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
}

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export function replyFigures(group: string, clocks: readonly ReplyClockRecord[], now: Date): ReplyFigures {
  const promiseMs = replyPromiseHours * HOUR_MS;
  const times = clocks
    .filter((clock) => clock.repliedAt !== null)
    .map((clock) => Date.parse(clock.repliedAt ?? '') - Date.parse(clock.receivedAt))
    .sort((a, b) => a - b);
  const overdue = clocks.filter(
    (clock) => clock.repliedAt === null && now.getTime() - Date.parse(clock.receivedAt) > promiseMs,
  ).length;
  const inTime = times.filter((ms) => ms <= promiseMs).length;
  const counted = times.length + overdue;
  const hours = (ms: number | null) => oneDecimal(ms === null ? null : ms / HOUR_MS);
  return {
    group,
    answered: times.length,
    medianHours: hours(rank(times, 50)),
    p90Hours: hours(rank(times, 90)),
    withinPromise: counted === 0 ? null : oneDecimal((inTime / counted) * 100),
  };
}

/** The clocks by a key (a form, a member, a week); a clock whose key is null is in no group. */
export function groupClocks(
  clocks: readonly ReplyClockRecord[],
  key: (clock: ReplyClockRecord) => string | null,
): Map<string, ReplyClockRecord[]> {
  const groups = new Map<string, ReplyClockRecord[]>();
  for (const clock of clocks) {
    const name = key(clock);
    if (name !== null) groups.set(name, [...(groups.get(name) ?? []), clock]);
  }
  return groups;
}

/** The figures for every lead, then by form (its title), then by the member who replied. */
export function replyTimeTable(
  clocks: readonly ReplyClockRecord[],
  formTitle: (formId: string) => string,
  now: Date,
): ReplyFigures[] {
  const by = (key: (clock: ReplyClockRecord) => string | null) =>
    [...groupClocks(clocks, key).entries()].sort(([a], [b]) => a.localeCompare(b));
  return [
    replyFigures('all leads', clocks, now),
    ...by((clock) => `form: ${formTitle(clock.formId)}`).map(([name, group]) => replyFigures(name, group, now)),
    ...by((clock) => (clock.repliedBy === null ? null : `member: ${clock.repliedBy}`)).map(([name, group]) =>
      replyFigures(name, group, now),
    ),
  ];
}

/** The table as the operator reads it. */
export function replyTimeText(rows: readonly ReplyFigures[], days: number): string {
  const cell = (value: number | null, unit: string) => (value === null ? '-' : `${value}${unit}`);
  const lines = rows.map(
    (row) =>
      `${row.group.padEnd(48)} ${String(row.answered).padStart(8)} ${cell(row.medianHours, ' h').padStart(9)} ${cell(row.p90Hours, ' h').padStart(9)} ${cell(row.withinPromise, ' %').padStart(9)}`,
  );
  return [
    `Time to the first reply, leads received in the last ${days} days (promise: ${replyPromiseHours} hours)`,
    `${'group'.padEnd(48)} ${'answered'.padStart(8)} ${'median'.padStart(9)} ${'p90'.padStart(9)} ${'in time'.padStart(9)}`,
    ...lines,
    '',
  ].join('\n');
}
