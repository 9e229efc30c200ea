/**
 * The delivery monitor with real stores and a real HTTP receiver for the webhook: one error-level
 * event and one alert per incident, however often it looks and however many processes look, then
 * one "recovered" event.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webhookChannel } from '../../../src/server/operations/alert-webhook.ts';
import { DeliveryMonitor } from '../../../src/server/operations/delivery-monitor.ts';
import { deliveryAlerts } from '../../../src/server/plugins/delivery-alerts.ts';
import type { Store } from '../../../src/server/storage/store.ts';
import { capturedLogger, ERROR_LEVEL, type LogLine } from '../../support/log-lines.ts';
import { storeSubmission } from '../../support/stored-submission.ts';
import { storeFactories, type OpenedStore } from '../../support/stores.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';

/**
 * A monitor's view of its store that counts the checks it finished (each reads the figures once)
 * and the alerts it decided to send (a change of the shared alert state).
 */
function watched(store: Store) {
  const seen = { checks: 0, decided: 0 };
  const view: Store = Object.create(store) as Store;
  Object.assign(view, {
    deliveryFigures: async () => {
      const figures = await store.deliveryFigures();
      seen.checks++;
      return figures;
    },
    changeDeliveryAlert: async (...args: Parameters<Store['changeDeliveryAlert']>) => {
      const changed = await store.changeDeliveryAlert(...args);
      if (changed) seen.decided++;
      return changed;
    },
  });
  return { view, seen };
}

describe.each(storeFactories)('delivery alerts on $name', (factory) => {
  let opened: OpenedStore;
  let receiver: WebhookReceiver;
  const apps: FastifyInstance[] = [];
  let watching: ReturnType<typeof watched>['seen'][] = [];

  /**
   * Waits until every monitor has finished a check begun after now (its second figure read from
   * now on), and every alert decided so far has reached the receiver: an extra alert would be there.
   */
  async function settle() {
    const from = watching.map((seen) => seen.checks);
    await expect.poll(() => watching.every((seen, index) => seen.checks >= (from[index] ?? 0) + 2)).toBe(true);
    const decided = watching.reduce((sum, seen) => sum + seen.decided, 0);
    await expect.poll(() => receiver.received.length).toBeGreaterThanOrEqual(decided);
  }

  beforeEach(async () => {
    opened = await factory.open();
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    watching = [];
    for (const app of apps.splice(0)) await app.close();
    await receiver.close();
    await opened.dispose();
  });

  /** A server process's monitor (plugin, webhook channel) on `store`, looking every 50 ms. */
  async function monitorOn(store: Store, thresholdMs = 60_000, log = capturedLogger()) {
    const app = Fastify({ logger: log.options });
    const channel = webhookChannel({ url: receiver.url, log: app.log, firstDelayMs: 50 });
    const { view, seen } = watched(store);
    watching.push(seen);
    const monitor = new DeliveryMonitor({
      store: view,
      thresholdMs,
      log: app.log,
      channel,
      site: 'Example Advisory (www.example.com)',
      everyMs: 50,
    });
    await app.register(deliveryAlerts, { monitor, channel });
    await app.ready();
    apps.push(app);
    const incidents = () =>
      log.lines.filter((line: LogLine) => line.msg.startsWith('lead delivery')).map((line) => [line.level, line.msg]);
    return { monitor, incidents, raw: log.raw };
  }

  async function deadLetter(store: Store) {
    await storeSubmission(store);
    const [job] = await store.claimDueJobs(new Date(), 1, 30_000);
    if (!job) throw new Error('a job expected');
    await store.markDead(job.id, 'Invalid login: 535 5.7.8 authentication failed for ada@example.org');
  }

  it('alerts once per incident, across processes sharing the database, then says once that it recovered', async () => {
    // Two processes' monitors, logging into one list (in the order things happen).
    const log = capturedLogger();
    const first = await monitorOn(opened.store, 60_000, log);
    await monitorOn(await opened.another(), 60_000, log);
    await settle();
    expect(receiver.received).toEqual([]);

    await deadLetter(opened.store);
    await expect.poll(() => receiver.received.length).toBeGreaterThan(0);
    await deadLetter(opened.store);
    await settle();
    expect(receiver.received).toHaveLength(1);
    const alert = String(receiver.received[0]?.text);
    expect(alert).toContain('Lead delivery from Example Advisory (www.example.com) is failing: 1 dead letter');
    expect(alert).toContain('1 dead letter');
    expect(alert).toContain('Last error (email): Invalid login: 535 5.7.8 authentication failed for [email]');
    expect(alert).not.toContain('ada@example.org');
    const errors = first.incidents();
    expect(errors).toHaveLength(1);
    expect(errors[0]?.[0]).toBe(ERROR_LEVEL);
    expect(errors[0]?.[1]).toMatch(/^lead delivery failing: 1 dead letter/);

    // Fixed and retried: each job is delivered.
    await opened.store.retryDead(new Date());
    for (const job of await opened.store.claimDueJobs(new Date(), 10, 30_000)) {
      await opened.store.markSent(job.id, new Date());
    }
    first.monitor.onDelivery('sent');
    await expect.poll(() => receiver.received.length).toBeGreaterThan(1);
    await settle();
    expect(receiver.received).toHaveLength(2);
    // Either process may notice first, possibly between the retry and the last send: the message
    // then names what is still waiting, which is true at that moment.
    expect(String(receiver.received[1]?.text)).toMatch(
      /^Lead delivery from Example Advisory \(www\.example\.com\) has recovered: no dead letters, (nothing waiting|1 waiting, the oldest for \d+ s)\.$/,
    );
    const events = first.incidents();
    expect(events.map(([level, msg]) => [level, String(msg).split(':')[0]])).toEqual([
      [ERROR_LEVEL, 'lead delivery failing'],
      [30, 'lead delivery recovered'],
    ]);
    expect(log.raw()).not.toContain(receiver.url);
  });

  it('alerts when a lead waits past the threshold without any dead letter', async () => {
    await storeSubmission(opened.store, { receivedAt: new Date(Date.now() - 5_000).toISOString() });
    await monitorOn(opened.store, 2_000);
    await expect.poll(() => receiver.received.length).toBeGreaterThan(0);
    expect(String(receiver.received[0]?.text)).toMatch(/a lead has waited \d+ s for delivery \(threshold 2 s\)/);
  });

  it('retries the webhook until it takes the alert', async () => {
    receiver.failFirst = 2;
    await monitorOn(opened.store);
    await deadLetter(opened.store);
    await expect.poll(() => receiver.received.length).toBeGreaterThan(0);
    expect(receiver.requests).toBe(3);
    await settle();
    expect(receiver.received).toHaveLength(1);
  });
});
