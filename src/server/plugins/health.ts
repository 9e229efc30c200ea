/** `/healthz` answers while the process is up, `/readyz` while the database is reachable. */
import type { Store } from '../storage/store.ts';
import fastifyPlugin from 'fastify-plugin';
import { READS_NOTHING } from '../common/route-schemas.ts';
import { refuseOtherMethods } from './errors.ts';

export const health = fastifyPlugin<{ readonly store: Store }>(
  async (app, { store }) => {
    app.get('/healthz', { schema: READS_NOTHING }, async () => ({ ok: true }));
    app.get('/readyz', { schema: READS_NOTHING }, async (_request, reply) => {
      try {
        await store.ping();
        return { ok: true, database: store.kind };
      } catch {
        return reply.code(503).send({ ok: false, error: 'The database is not reachable.' });
      }
    });
    refuseOtherMethods(app, '/healthz', ['GET', 'HEAD']);
    refuseOtherMethods(app, '/readyz', ['GET', 'HEAD']);
  },
  { name: 'health' },
);
