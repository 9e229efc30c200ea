import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Mailer } from '../../../src/server/mail/mailer.ts';
import { outbox } from '../../../src/server/plugins/outbox.ts';
import type { Store } from '../../../src/server/storage/store.ts';
import type { OutboxWorker } from '../../../src/server/submissions/outbox-worker.ts';

describe('the outbox plugin', () => {
  it('frees stale leases before the worker starts, and stops the worker before the mailer closes', async () => {
    const calls: string[] = [];
    const store = {
      releaseStaleLeases: async () => {
        calls.push('release leases');
        return 2;
      },
    } as Pick<Store, 'releaseStaleLeases'> as Store;
    const worker = {
      start: () => calls.push('worker start'),
      stop: async () => {
        // A stop that finishes on a later turn of the event loop: the plugin must await it.
        await new Promise((resolve) => setImmediate(resolve));
        calls.push('worker stopped');
      },
    } as Pick<OutboxWorker, 'start' | 'stop'> as OutboxWorker;
    const mailer = { close: () => calls.push('mailer closed') } as Pick<Mailer, 'close'> as Mailer;

    const app = Fastify({ logger: false });
    await app.register(outbox, { worker, store, mailer });
    expect(calls).toEqual([]);
    await app.ready();
    expect(calls).toEqual(['release leases', 'worker start']);
    await app.close();
    expect(calls).toEqual(['release leases', 'worker start', 'worker stopped', 'mailer closed']);
  });
});
