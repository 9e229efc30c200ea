/** RETENTION_DAYS: submissions older than that are deleted at start and then once a day. */
import fastifyPlugin from 'fastify-plugin';
import type { Store } from '../storage/store.ts';
import { purgeOlderThan } from '../submissions/retention.ts';

export interface RetentionOptions {
  readonly store: Store;
  readonly dataDir: string;
  readonly days: number;
  /** How often to purge; a day unless a test says otherwise. */
  readonly everyMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const retention = fastifyPlugin<RetentionOptions>(
  async (app, options) => {
    const { store, dataDir, days } = options;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> = Promise.resolve();
    const purge = () => {
      running = purgeOlderThan(store, dataDir, days)
        .then((count) => app.log.info({ removed: count, days }, 'retention purge'))
        .catch((error: unknown) => app.log.error({ err: String(error) }, 'retention purge failed'));
    };
    app.addHook('onReady', async () => {
      purge();
      timer = setInterval(purge, options.everyMs ?? DAY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'retention' },
);
