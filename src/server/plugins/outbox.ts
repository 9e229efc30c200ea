/**
 * The outbox worker's life in the server: it starts once the server is ready (after freeing the
 * leases a crashed process left, where the store allows it) and stops on close, after the
 * deliveries under way (a few seconds at most), before the store closes.
 */
import fastifyPlugin from 'fastify-plugin';
import type { Mailer } from '../mail/mailer.ts';
import type { Store } from '../storage/store.ts';
import type { OutboxWorker } from '../submissions/outbox-worker.ts';

export interface OutboxOptions {
  readonly worker: OutboxWorker;
  readonly store: Store;
  readonly mailer: Mailer;
}

export const outbox = fastifyPlugin<OutboxOptions>(
  async (app, { worker, store, mailer }) => {
    app.addHook('onReady', async () => {
      const released = await store.releaseStaleLeases();
      if (released > 0) app.log.info({ jobs: released }, 'outbox: leases of a stopped process released');
      worker.start();
    });
    // Stopped as the close begins, alongside the requests still finishing: it sends nothing more
    // (leads stored meanwhile wait in the outbox for the next start) and waits a bounded time for the
    // deliveries under way.
    let stopping: Promise<void> | undefined;
    app.addHook('preClose', async () => {
      stopping = worker.stop();
    });
    app.addHook('onClose', async () => {
      await (stopping ?? worker.stop());
      mailer.close();
    });
  },
  { name: 'outbox' },
);
