/**
 * Whether leads are reaching the firm: the outbox figures judged against the threshold, in the one
 * shape that `/healthz/delivery`, `leads status`, the alerts and the metrics share. Errors are
 * shown masked (publicError): this report may be public (an uptime monitor reads it) and must
 * never carry personal data or name the firm's machines.
 */
import type { DeliveryFigures, Store } from '../storage/store.ts';
import { publicError } from './masking.ts';

export interface DeliveryHealth {
  /** False while a dead letter exists or a lead has waited past the threshold. */
  readonly ok: boolean;
  readonly pending: number;
  /** How long the oldest undelivered lead has waited; null when nothing is pending. */
  readonly oldestPendingSeconds: number | null;
  readonly deadLetters: number;
  readonly thresholdSeconds: number;
  /** The latest error of a job still failing, masked; null when none is failing. */
  readonly lastError: { readonly kind: string; readonly error: string } | null;
  /** What is wrong, in words, when not ok. */
  readonly problems: readonly string[];
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "42 s", "16 min", "3 h 5 min": a wait as a person reads it. */
export function formatWait(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 120) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export function judgeDelivery(figures: DeliveryFigures, now: Date, thresholdMs: number): DeliveryHealth {
  const oldestPendingSeconds =
    figures.oldestPendingSince === null
      ? null
      : Math.max(0, Math.floor((now.getTime() - new Date(figures.oldestPendingSince).getTime()) / 1000));
  const thresholdSeconds = Math.round(thresholdMs / 1000);
  const problems: string[] = [];
  if (figures.dead > 0) {
    problems.push(
      `${plural(figures.dead, 'dead letter')}: delivery gave up (fix the cause, then npm run leads -- retry)`,
    );
  }
  if (oldestPendingSeconds !== null && oldestPendingSeconds * 1000 > thresholdMs) {
    problems.push(
      `a lead has waited ${formatWait(oldestPendingSeconds)} for delivery (threshold ${formatWait(thresholdSeconds)})`,
    );
  }
  return {
    ok: problems.length === 0,
    pending: figures.pending,
    oldestPendingSeconds,
    deadLetters: figures.dead,
    thresholdSeconds,
    lastError: figures.lastError ? { kind: figures.lastError.kind, error: publicError(figures.lastError.error) } : null,
    problems,
  };
}

export async function deliveryHealth(store: Store, thresholdMs: number, now = new Date()): Promise<DeliveryHealth> {
  return judgeDelivery(await store.deliveryFigures(), now, thresholdMs);
}
