/**
 * The server's Prometheus metrics (prom-client, text format), in a registry of its own so several
 * servers in one process (tests) never share counters. Labels are only bounded, non-personal
 * values: form ids from the catalogue (anything else is "unknown"), outcomes, job kinds, HTTP
 * methods, route patterns and status codes; never an address, an answer or a URL as requested.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Store } from '../storage/store.ts';
import { judgeDelivery } from './delivery-health.ts';

/** What became of one POST to /api/submissions. */
export type SubmissionOutcome = 'stored' | 'spam' | 'repeated' | 'refused';
/** What became of one delivery attempt. */
export type DeliveryOutcome = 'sent' | 'retry' | 'dead';

export interface Metrics {
  readonly registry: Registry;
  /** The exposition text, with the outbox gauges read from the database now. */
  render(): Promise<string>;
  submission(form: string, outcome: SubmissionOutcome, status: number): void;
  delivery(kind: string, outcome: DeliveryOutcome): void;
  request(method: string, route: string, status: number, seconds: number): void;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface MetricsOptions {
  readonly store: Store;
  /** The catalogue's form ids: the only values the form label takes besides "unknown". */
  readonly forms: readonly string[];
  readonly thresholdMs: number;
  /** Node.js process metrics (memory, CPU, event loop) too. */
  readonly processMetrics?: boolean;
}

export function createMetrics(options: MetricsOptions): Metrics {
  const registry = new Registry();
  const forms = new Set(options.forms);
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });

  const submissions = new Counter({
    name: 'intake_submissions_total',
    help: 'Submissions received, by form, outcome (stored, spam, repeated, refused) and HTTP status.',
    labelNames: ['form', 'outcome', 'status'] as const,
    registers: [registry],
  });
  const deliveries = new Counter({
    name: 'intake_delivery_attempts_total',
    help: 'Delivery attempts of outbox jobs, by job kind and outcome (sent, retry, dead).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'intake_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  // The outbox gauges are read from the database at each scrape (every process sees the same
  // queue), with one query for all of them.
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  const pending = gauge(
    'intake_outbox_pending_jobs',
    'Lead jobs (firm email, forward) waiting for delivery; visitor confirmations are not counted.',
  );
  const oldest = gauge(
    'intake_outbox_oldest_pending_seconds',
    'How long the lead behind the oldest waiting job has waited (0 when none waits).',
  );
  const dead = gauge('intake_outbox_dead_letters', 'Lead jobs (firm email, forward) that gave up (until leads retry).');
  const healthy = gauge(
    'intake_delivery_healthy',
    '1 while no dead letter exists and no lead waits past the threshold.',
  );
  const databaseUp = gauge('intake_database_up', '1 when the last scrape could read the database.');

  async function refresh(): Promise<void> {
    try {
      const health = judgeDelivery(await options.store.deliveryFigures(), new Date(), options.thresholdMs);
      pending.set(health.pending);
      oldest.set(health.oldestPendingSeconds ?? 0);
      dead.set(health.deadLetters);
      healthy.set(health.ok ? 1 : 0);
      databaseUp.set(1);
    } catch {
      // The last figures stay; this says they are stale.
      databaseUp.set(0);
    }
  }

  return {
    registry,
    async render() {
      await refresh();
      return registry.metrics();
    },
    submission(form, outcome, status) {
      submissions.inc({ form: forms.has(form) ? form : 'unknown', outcome, status: String(status) });
    },
    delivery(kind, outcome) {
      deliveries.inc({ kind, outcome });
    },
    request(method, route, status, seconds) {
      duration.observe({ method: METHODS.has(method) ? method : 'OTHER', route, status_code: String(status) }, seconds);
    },
  };
}
