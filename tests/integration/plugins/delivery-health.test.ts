import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deliveryHealthRoute } from '../../../src/server/plugins/delivery-health.ts';
import type { Store } from '../../../src/server/storage/store.ts';
import { storeSubmission } from '../../support/stored-submission.ts';
import { storeFactories, type OpenedStore } from '../../support/stores.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

describe.each(storeFactories)('GET /healthz/delivery on $name', (factory) => {
  let opened: OpenedStore;
  let store: Store;
  let app: FastifyInstance;

  beforeEach(async () => {
    opened = await factory.open();
    store = opened.store;
    app = Fastify({ logger: false });
    await app.register(deliveryHealthRoute, { store, thresholdMs: FIFTEEN_MINUTES });
  });
  afterEach(async () => {
    await app.close();
    await opened.dispose();
  });

  const get = async () => {
    const response = await app.inject({ url: '/healthz/delivery' });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>(), headers: response.headers };
  };

  it('answers 200 with the figures while leads flow', async () => {
    await storeSubmission(store, { receivedAt: new Date(Date.now() - 30_000).toISOString() });
    const { status, body, headers } = await get();
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({ ok: true, pending: 1, deadLetters: 0, thresholdSeconds: 900, lastError: null });
    expect(body.oldestPendingSeconds).toBeGreaterThanOrEqual(29);
    expect(body.oldestPendingSeconds).toBeLessThan(60);
  });

  it('answers 503 while a dead letter exists, with its error masked, and 200 once it is delivered', async () => {
    const record = await storeSubmission(store);
    const [job] = await store.claimDueJobs(new Date(), 1, 30_000);
    if (!job) throw new Error('a job expected');
    await store.markDead(job.id, '550 5.1.1 <ada@example.org>: mailbox unavailable at 192.0.2.25\n(try later)');

    const failing = await get();
    expect(failing.status).toBe(503);
    expect(failing.body).toMatchObject({
      ok: false,
      pending: 0,
      oldestPendingSeconds: null,
      deadLetters: 1,
      lastError: { kind: 'email', error: '550 5.1.1 <[email]>: mailbox unavailable at [ip] (try later)' },
    });
    expect(failing.body.problems).toEqual([
      '1 dead letter: delivery gave up (fix the cause, then npm run leads -- retry)',
    ]);
    expect(JSON.stringify(failing.body)).not.toContain('ada@example.org');
    expect(JSON.stringify(failing.body)).not.toContain(record.id);

    await store.retryDead(new Date());
    const [again] = await store.claimDueJobs(new Date(), 1, 30_000);
    if (!again) throw new Error('the retried job expected');
    await store.markSent(again.id, new Date());
    const healthy = await get();
    expect([healthy.status, healthy.body.deadLetters, healthy.body.lastError]).toEqual([200, 0, null]);
  });

  it('answers 503 once a lead has waited longer than the threshold', async () => {
    await storeSubmission(store, { receivedAt: new Date(Date.now() - 16 * 60 * 1000).toISOString() });
    const { status, body } = await get();
    expect(status).toBe(503);
    expect(body).toMatchObject({ ok: false, pending: 1, deadLetters: 0 });
    expect(body.problems).toEqual(['a lead has waited 16 min for delivery (threshold 15 min)']);
  });
});

describe('GET /healthz/delivery without a database', () => {
  it('answers 503', async () => {
    const store = {
      deliveryFigures: async () => {
        throw new Error('connection refused');
      },
    } as Pick<Store, 'deliveryFigures'> as Store;
    const app = Fastify({ logger: false });
    await app.register(deliveryHealthRoute, { store, thresholdMs: FIFTEEN_MINUTES });
    const response = await app.inject({ url: '/healthz/delivery' });
    expect([response.statusCode, response.json()]).toEqual([
      503,
      { ok: false, error: 'The database is not reachable.' },
    ]);
    await app.close();
  });
});
