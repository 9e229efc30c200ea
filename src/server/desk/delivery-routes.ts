/**
 * Delivery on the desk: the figures of /healthz/delivery (waiting jobs, the oldest wait, dead
 * letters, the last error with addresses masked, what is wrong), and the retry of dead letters
 * that `leads retry` does, audited.
 */
import { deliveryHealth } from '../operations/delivery-health.ts';
import type { DeskContext, MemberRoutes } from './plugin.ts';

export function deliveryRoutes(thresholdMs: number, kick: () => void): MemberRoutes {
  return async (scope, context: DeskContext) => {
    scope.get('/desk/api/delivery', async () => deliveryHealth(context.store, thresholdMs, context.now()));

    scope.post('/desk/api/delivery/retry', async (request) => {
      const count = await context.store.retryDead(context.now());
      kick();
      await context.audit(context.member(request), 'retry', null, `${count} dead letters`);
      return { requeued: count };
    });
  };
}
