import { networkInterfaces } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/server-process.ts';
import { createMetrics } from '../../../src/server/operations/metrics.ts';
import { metrics as metricsPlugin } from '../../../src/server/plugins/metrics.ts';
import type { DeliveryFigures, Store } from '../../../src/server/storage/store.ts';
import { noteOutcome } from '../../../src/server/submissions/outcome.ts';
import { SUBMISSIONS_PATH } from '../../../src/server/submissions/routes.ts';
import { parsePrometheusText, valueOf } from '../../support/prometheus-text.ts';

describe('the metrics plugin', () => {
  let app: FastifyInstance;
  let port: number;
  let figures: DeliveryFigures;
  let databaseDown = false;

  beforeEach(async () => {
    figures = { pending: 3, oldestPendingSince: new Date(Date.now() - 42_000).toISOString(), dead: 1, lastError: null };
    databaseDown = false;
    const store = {
      deliveryFigures: async () => {
        if (databaseDown) throw new Error('connection refused');
        return figures;
      },
    } as Pick<Store, 'deliveryFigures'> as Store;
    const metrics = createMetrics({ store, forms: ['contact', 'iso27001'], thresholdMs: 900_000 });
    port = await freePort();
    app = Fastify({ logger: false });
    await app.register(metricsPlugin, { metrics, endpoint: { port, host: '127.0.0.1' } });
    // Stand-ins for the submission route: what it notes for a 200, and a refusal.
    app.post(SUBMISSIONS_PATH, async (request, reply) => {
      const body = request.body as { form: string; spam?: boolean; invalid?: boolean };
      if (body.invalid) return reply.code(422).send({ error: 'invalid' });
      noteOutcome(request, body.form, body.spam ? 'spam' : 'stored');
      return { ok: true };
    });
    app.get('/people/:email', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => app.close());

  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    return { text, samples: parsePrometheusText(text) };
  };
  const submit = (body: unknown, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: SUBMISSIONS_PATH,
      headers: { 'content-type': contentType },
      payload: JSON.stringify(body),
    });

  it('counts submissions by form, outcome and status; forms outside the catalogue are "unknown"', async () => {
    await submit({ form: 'contact' });
    await submit({ form: 'contact' });
    await submit({ form: 'iso27001', spam: true });
    await submit({ form: 'contact', invalid: true });
    await submit({ form: 'jane.doe@example.org', invalid: true });
    await submit('<form/>', 'application/xml');

    const { samples, text } = await scrape();
    const count = (labels: Record<string, string>) => valueOf(samples, 'intake_submissions_total', labels);
    expect(count({ form: 'contact', outcome: 'stored', status: '200' })).toBe(2);
    expect(count({ form: 'iso27001', outcome: 'spam', status: '200' })).toBe(1);
    expect(count({ form: 'contact', outcome: 'refused', status: '422' })).toBe(1);
    expect(count({ form: 'unknown', outcome: 'refused', status: '422' })).toBe(1);
    expect(count({ form: 'unknown', outcome: 'refused', status: '415' })).toBe(1);
    expect(text).not.toContain('jane.doe');
  });

  it('times requests by route pattern, never by the path as requested', async () => {
    await app.inject({ url: '/people/jane.doe@example.org' });
    await app.inject({ url: '/no/such/page?email=jane.doe@example.org' });
    const { samples, text } = await scrape();
    expect(
      valueOf(samples, 'intake_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/people/:email',
        status_code: '200',
      }),
    ).toBe(1);
    expect(
      valueOf(samples, 'intake_http_request_duration_seconds_count', {
        method: 'GET',
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBe(1);
    expect(text).not.toContain('jane.doe');
  });

  it('reads the outbox gauges from the store at each scrape', async () => {
    const first = (await scrape()).samples;
    expect(valueOf(first, 'intake_outbox_pending_jobs')).toBe(3);
    expect(valueOf(first, 'intake_outbox_dead_letters')).toBe(1);
    expect(valueOf(first, 'intake_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(42);
    expect(valueOf(first, 'intake_delivery_healthy')).toBe(0);
    expect(valueOf(first, 'intake_database_up')).toBe(1);
    figures = { pending: 0, oldestPendingSince: null, dead: 0, lastError: null };
    const second = (await scrape()).samples;
    expect(valueOf(second, 'intake_outbox_pending_jobs')).toBe(0);
    expect(valueOf(second, 'intake_delivery_healthy')).toBe(1);
    // Node's own process metrics come along.
    expect(second.some((sample) => sample.name === 'process_resident_memory_bytes')).toBe(true);
    // The database gone: the scrape still answers, and says so.
    databaseDown = true;
    const third = (await scrape()).samples;
    expect(valueOf(third, 'intake_database_up')).toBe(0);
  });

  it('serves only GET /metrics, on loopback only', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    // The public server does not answer /metrics.
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    // Through any other interface of this machine, nothing listens on the metrics port.
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
      .map((entry) => entry?.address ?? '');
    for (const address of others) {
      await expect(fetch(`http://${address}:${port}/metrics`)).rejects.toThrow();
    }
  });
});
