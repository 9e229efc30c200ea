/**
 * Delivery on the desk: the figures of /healthz/delivery (waiting jobs, the oldest wait, dead
 * letters, the last error with addresses masked, what is wrong), the delivery monitor's last alert
 * (its state in the database, shared by every process), and the retry of dead letters that
 * `leads retry` does, for all of them or one lead's, audited.
 */
import { deliveryHealth } from '../operations/delivery-health.ts';
import type { DeskContext, MemberRoutes } from './plugin.ts';

const NEVER = '1970-01-01T00:00:00.000Z';

export function deliveryRoutes(thresholdMs: number, kick: () => void): MemberRoutes {
  return async (scope, context: DeskContext) => {
    scope.get('/desk/api/delivery', async () => {
      const alert = await context.store.deliveryAlert();
      return {
        ...(await deliveryHealth(context.store, thresholdMs, context.now())),
        // The epoch is the state the database starts with: no alert was ever raised.
        alert: { state: alert.state, changedAt: alert.changedAt === NEVER ? null : alert.changedAt },
      };
    });

    scope.post('/desk/api/delivery/retry', async (request) => {
      const count = await context.store.retryDead(context.now());
      kick();
      await context.audit(context.member(request), 'retry', null, `${count} dead letters`);
      return { requeued: count };
    });

    scope.post('/desk/api/leads/:id/retry', async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!(await context.store.getSubmission(id))) return reply.code(404).send({ error: 'No such lead.' });
      const count = await context.store.retryDead(context.now(), id);
      kick();
      await context.audit(context.member(request), 'retry', `lead:${id}`, `${count} dead letters`);
      return { requeued: count };
    });
  };
}
