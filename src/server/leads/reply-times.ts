/**
 * `leads reply-times`: how fast the firm answers its leads over the last days, by form, by member
 * and by week: the leads answered, the median and 90th percentile of the time to the first reply
 * sent, and the share answered within the promise. A lead still waiting (its reply not yet sent,
 * or never delivered) counts against the share once it is overdue, and not at all before (it may
 * yet be answered in time). The desk's Insights chart the same weekly figures (weeklyReplyFigures).
 */
import { replyPromiseHours } from '../../content/reply-promise.ts';
import type { ReplyClockRecord } from '../desk/storage/index.ts';
import { formatTable } from './output.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

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

/** The Monday (UTC, midnight) of the week `date` falls in. */
export function mondayOf(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return new Date(midnight - ((date.getUTCDay() + 6) % 7) * DAY_MS);
}

/** One week's figures: the leads received in the week starting on that Monday (YYYY-MM-DD, UTC). */
export interface WeekFigures extends Omit<ReplyFigures, 'group'> {
  readonly week: string;
}

/** The figures of `weeks` weeks from `firstMonday` on, each of the leads received in it: what Insights charts. */
export function weeklyReplyFigures(
  clocks: readonly ReplyClockRecord[],
  firstMonday: Date,
  weeks: number,
  now: Date,
): WeekFigures[] {
  const dayOf = (date: Date) => date.toISOString().slice(0, 10);
  const byWeek = groupClocks(clocks, (clock) => dayOf(mondayOf(new Date(clock.receivedAt))));
  return Array.from({ length: weeks }, (_, index) => {
    const week = dayOf(new Date(firstMonday.getTime() + index * WEEK_MS));
    const { answered, medianHours, p90Hours, withinPromise } = replyFigures(week, byWeek.get(week) ?? [], now);
    return { week, answered, medianHours, p90Hours, withinPromise };
  });
}

/** The weeks the last `days` days touch, oldest first: the first one counts only from `days` ago. */
export function recentWeeks(clocks: readonly ReplyClockRecord[], days: number, now: Date): WeekFigures[] {
  const firstMonday = mondayOf(new Date(now.getTime() - days * DAY_MS));
  const weeks = Math.round((mondayOf(now).getTime() - firstMonday.getTime()) / WEEK_MS) + 1;
  return weeklyReplyFigures(clocks, firstMonday, weeks, now);
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

const cell = (value: number | null, unit: string) => (value === null ? '-' : `${value}${unit}`);
const figureCells = (row: Omit<ReplyFigures, 'group'>) => [
  String(row.answered),
  cell(row.medianHours, ' h'),
  cell(row.p90Hours, ' h'),
  cell(row.withinPromise, ' %'),
];
const FIGURE_HEADER = ['answered', 'median', 'p90', 'in time'];

/** The tables as the operator reads them: by group, then by week (each cell safe for the terminal). */
export function replyTimeText(rows: readonly ReplyFigures[], days: number, weeks: readonly WeekFigures[] = []): string {
  return [
    `Time to the first reply, leads received in the last ${days} days (promise: ${replyPromiseHours} hours)`,
    formatTable(
      ['group', ...FIGURE_HEADER],
      rows.map((row) => [row.group, ...figureCells(row)]),
    ),
    ...(weeks.length === 0
      ? []
      : [
          `By the week received (from Monday, UTC; the first from ${days} days ago): the figures the desk's Insights chart`,
          formatTable(
            ['week', ...FIGURE_HEADER],
            weeks.map((week) => [week.week, ...figureCells(week)]),
          ),
        ]),
  ].join('\n');
}
