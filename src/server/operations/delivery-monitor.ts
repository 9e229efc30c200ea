/**
 * Watches lead delivery and speaks once per incident: when a job becomes a dead letter or a lead
 * waits past the threshold, one error-level log event and (ALERT_WEBHOOK_URL) one alert; when
 * delivery is healthy again (no dead letter, no lead waiting too long, no job still failing), one
 * "recovered" event. The state is kept in the database, so several
 * processes on one PostgreSQL database, or a restarted one, announce each change once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../storage/store.ts';
import type { AlertChannel } from './alert-webhook.ts';
import { deliveryHealth, formatWait, type DeliveryHealth } from './delivery-health.ts';

export interface MonitorOptions {
  readonly store: Store;
  readonly thresholdMs: number;
  readonly log: FastifyBaseLogger;
  readonly channel?: AlertChannel;
  /** Names the site in alerts (a shared channel may hear from several). */
  readonly site: string;
  /** How often to look (a waiting lead crosses the threshold without any event). */
  readonly everyMs: number;
}

export function failingText(site: string, health: DeliveryHealth): string {
  const error = health.lastError ? ` Last error (${health.lastError.kind}): ${health.lastError.error}.` : '';
  return (
    `Lead delivery from ${site} is failing: ${health.problems.join('; ')}.${error} ` +
    `${health.pending} waiting, ${health.deadLetters} dead. Details: npm run leads -- status, or GET /healthz/delivery.`
  );
}

export function recoveredText(site: string, health: DeliveryHealth): string {
  const waiting =
    health.oldestPendingSeconds === null
      ? 'nothing waiting'
      : `${health.pending} waiting, the oldest for ${formatWait(health.oldestPendingSeconds)}`;
  return `Lead delivery from ${site} has recovered: no dead letters, ${waiting}.`;
}

export class DeliveryMonitor {
  private readonly options: MonitorOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  /** What this process last saw; another process may have announced the change already. */
  private known: 'ok' | 'failing' = 'ok';

  constructor(options: MonitorOptions) {
    this.options = options;
  }

  start(): void {
    this.timer = setInterval(() => this.poke(), this.options.everyMs);
    this.timer.unref();
    this.poke();
  }

  /** A delivery outcome: a dead letter may start an incident; a delivery may end one. */
  onDelivery(outcome: 'sent' | 'retry' | 'dead'): void {
    if (outcome === 'dead' || (outcome === 'sent' && this.known === 'failing')) this.poke();
  }

  /** Checks now, or right after the check under way. */
  poke(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.check()
      .catch((error: unknown) => this.options.log.warn({ err: String(error) }, 'delivery check failed'))
      .finally(() => {
        this.running = null;
        if (this.again && this.timer) {
          this.again = false;
          this.poke();
        }
      });
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async check(): Promise<void> {
    const { store, log, channel, site } = this.options;
    const now = new Date();
    const health = await deliveryHealth(store, this.options.thresholdMs, now);
    const figures = {
      pending: health.pending,
      deadLetters: health.deadLetters,
      oldestPendingSeconds: health.oldestPendingSeconds,
      lastError: health.lastError,
    };
    if (!health.ok) {
      this.known = 'failing';
      if (await store.changeDeliveryAlert('ok', 'failing', now)) {
        log.error(figures, `lead delivery failing: ${health.problems.join('; ')}`);
        channel?.send(failingText(site, health));
      }
    } else if (health.lastError === null) {
      // Recovered only once the jobs that failed have gone through (a retried dead letter is
      // pending with its error until it is delivered), not merely re-queued.
      this.known = 'ok';
      if (await store.changeDeliveryAlert('failing', 'ok', now)) {
        log.info(figures, 'lead delivery recovered');
        channel?.send(recoveredText(site, health));
      }
    }
  }
}
