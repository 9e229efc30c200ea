/**
 * `leads funnel`: how many page views of a form reached each step over the last days, and the
 * drop-off from the step before. Every step counts the page views that got at least that far
 * (src/questionnaire/funnel.ts), so a skipped optional section takes nothing from the next
 * one and each drop-off is reached ÷ the previous step's reached, never ÷ the page views.
 */
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { funnelSteps } from '../../questionnaire/funnel.ts';
import { dayOf } from '../events/counter.ts';
import type { Store } from '../storage/store.ts';
import { toCsv } from './csv.ts';

export interface FunnelRow {
  readonly step: string;
  readonly label: string;
  readonly reached: number;
  /** Percent lost since the previous step, one decimal; null for the first step or after a step nobody reached. */
  readonly dropOff: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first day counted when the last `days` days (today, UTC, included) are asked for. */
export function firstDay(days: number, now: Date): string {
  return dayOf(new Date(now.getTime() - (days - 1) * DAY_MS));
}

export async function funnelRows(
  store: Store,
  definition: FormDefinition,
  days: number,
  now: Date,
): Promise<FunnelRow[]> {
  const totals = await store.formEventTotals(definition.id, firstDay(days, now));
  let previous: number | null = null;
  return funnelSteps(definition).map((step) => {
    const reached = totals.get(step.key) ?? 0;
    const dropOff = previous ? Math.round(((previous - reached) / previous) * 1000) / 10 : null;
    previous = reached;
    return { step: step.key, label: step.label, reached, dropOff };
  });
}

export const FUNNEL_HEADER = ['STEP', 'REACHED', 'DROP-OFF'] as const;

export function funnelCells(rows: readonly FunnelRow[]): string[][] {
  return rows.map((row) => [
    row.step === 'view' || row.step === 'start' || row.step === 'attempt' || row.step === 'submit'
      ? row.label
      : `Section: ${row.label}`,
    String(row.reached),
    row.dropOff === null ? '-' : `${row.dropOff.toFixed(1)}%`,
  ]);
}

export function funnelCsv(rows: readonly FunnelRow[]): string {
  return toCsv(
    ['step', 'label', 'reached', 'drop_off_percent'],
    rows.map((row) => [row.step, row.label, String(row.reached), row.dropOff === null ? '' : row.dropOff.toFixed(1)]),
  );
}
