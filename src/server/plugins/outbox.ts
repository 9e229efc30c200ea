/**
 * The outbox worker's life in the server: it starts once the server is ready (after freeing the
 * leases a crashed process left, where the store allows it) and stops on close, after the
 * delivery under way, before the store closes.
 */
import type { Mailer } from '../mail/mailer.ts';
import type { Store } from '../storage/store.ts';
import type { OutboxWorker } from '../submissions/outbox-worker.ts';
import { definePlugin } from './define-plugin.ts';

export interface OutboxOptions {
  readonly worker: OutboxWorker;
  readonly store: Store;
  readonly mailer: Mailer;
}

export const outbox = definePlugin<OutboxOptions>('outbox', async (app, { worker, store, mailer }) => {
  app.addHook('onReady', async () => {
    const released = await store.releaseStaleLeases();
    if (released > 0) app.log.info({ jobs: released }, 'outbox: leases of a stopped process released');
    worker.start();
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    mailer.close();
  });
});
