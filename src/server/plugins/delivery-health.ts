/**
 * `GET /healthz/delivery`: whether leads reach the firm, for an uptime monitor. 200 while
 * healthy; 503 while a dead letter exists or a lead has waited past OUTBOX_MAX_AGE_SECONDS (and
 * when the database cannot be read). The body carries counts and a masked error, nothing personal.
 */
import { deliveryHealth } from '../operations/delivery-health.ts';
import type { Store } from '../storage/store.ts';
import fastifyPlugin from 'fastify-plugin';
import { READS_NOTHING } from '../common/route-schemas.ts';
import { refuseOtherMethods } from './errors.ts';

export interface DeliveryHealthOptions {
  readonly store: Store;
  readonly thresholdMs: number;
}

export const deliveryHealthRoute = fastifyPlugin<DeliveryHealthOptions>(
  async (app, { store, thresholdMs }) => {
    app.get('/healthz/delivery', { schema: READS_NOTHING }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      let health;
      try {
        health = await deliveryHealth(store, thresholdMs);
      } catch {
        return reply.code(503).send({ ok: false, error: 'The database is not reachable.' });
      }
      return reply.code(health.ok ? 200 : 503).send(health);
    });
    refuseOtherMethods(app, '/healthz/delivery', ['GET', 'HEAD']);
  },
  { name: 'delivery-health' },
);
