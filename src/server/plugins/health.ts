/** `/healthz` answers while the process is up, `/readyz` while the database is reachable. */
import fastifyPlugin from 'fastify-plugin';
import type { Store } from '../storage/store.ts';

export const health = fastifyPlugin<{ readonly store: Store }>(
  async (app, { store }) => {
    app.get('/healthz', async () => ({ ok: true }));
    app.get('/readyz', async (_request, reply) => {
      try {
        await store.ping();
        return { ok: true, database: store.kind };
      } catch {
        return reply.code(503).send({ ok: false, error: 'The database is not reachable.' });
      }
    });
  },
  { name: 'health' },
);
