/**
 * Date answers: a day ("2027-03-31", schema "format": "date") or a month (the same format, always
 * the first of the month, shown with "ui:widget": "month"), and the bounds a "date" step of the
 * pipeline sets (not in the past, within some years). Dates are compared as yyyy-mm-dd text, in
 * the visitor's calendar: no time zone enters an answer.
 */
import type { FormDefinition, PipelineStep } from './definition.ts';

export type DateStep = Extract<PipelineStep, { check: 'date' }>;

/**
 * The calendar day "today" may be. The browser knows its own (from = to); the server accepts any
 * day that is today somewhere on Earth (UTC-12 to UTC+14), so a visitor's "today" is never refused.
 */
export interface Today {
  readonly from: string;
  readonly to: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Date's calendar day in local time, as yyyy-mm-dd. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The visitor's today, for the browser. */
export function localToday(now = new Date()): Today {
  const day = localDay(now);
  return { from: day, to: day };
}

/** Every day that is today in some time zone, for the server. */
export function anyZoneToday(now = new Date()): Today {
  const utcDay = (offsetHours: number) => new Date(now.getTime() + offsetHours * 3_600_000).toISOString().slice(0, 10);
  return { from: utcDay(-12), to: utcDay(14) };
}

/** Whether a value is a real calendar day written yyyy-mm-dd. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The same day some years later (29 February becomes 28 February). */
export function yearsLater(day: string, years: number): string {
  const year = String(Number(day.slice(0, 4)) + years).padStart(4, '0');
  const later = `${year}${day.slice(4)}`;
  return isDay(later) ? later : `${year}-02-28`;
}

export function isMonthField(definition: FormDefinition, field: string): boolean {
  return (definition.ui[field] as { 'ui:widget'?: string } | undefined)?.['ui:widget'] === 'month';
}

/** The date step of a field, if the pipeline has one. */
export function dateStepOf(definition: FormDefinition, field: string): DateStep | undefined {
  return definition.form.pipeline.find((step): step is DateStep => step.check === 'date' && step.field === field);
}

/** The earliest and latest day a step allows (undefined: no bound), months widened to whole months. */
export function dateBounds(
  step: DateStep | undefined,
  today: Today,
  month = false,
): { readonly min?: string; readonly max?: string } {
  if (!step) return {};
  let min = step.notPast ? today.from : undefined;
  let max = step.withinYears !== undefined ? yearsLater(today.to, step.withinYears) : undefined;
  if (month) {
    if (min) min = `${min.slice(0, 7)}-01`;
    if (max) max = `${max.slice(0, 7)}-01`;
  }
  return { ...(min ? { min } : {}), ...(max ? { max } : {}) };
}

/** Whether an answer passes its date step: empty (the required step decides), or a real day within bounds. */
export function passesDateStep(definition: FormDefinition, step: DateStep, value: unknown, today: Today): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (!isDay(value)) return false;
  const month = isMonthField(definition, step.field);
  if (month && !value.endsWith('-01')) return false;
  const { min, max } = dateBounds(step, today, month);
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** The months' names, January first: the month picker, the report and the site's dates all read them here. */
export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A month answer in words ("March 2027"); anything else as it is. */
export function monthText(value: string): string {
  if (!isDay(value)) return value;
  return `${MONTH_NAMES[Number(value.slice(5, 7)) - 1] ?? ''} ${value.slice(0, 4)}`;
}
