/**
 * Delivery on the desk: the figures of /healthz/delivery (waiting jobs, the oldest wait, dead
 * letters, the last error with addresses masked, what is wrong), the delivery monitor's last alert
 * (its state in the database, shared by every process), the passkeys whose counter went
 * backwards lately (from the audit log: a copied passkey may be in use), and the retry of dead letters that
 * `leads retry` does, for all of them or one lead's, audited.
 */
import { DeliveryView } from '../../desk/contract/delivery.ts';
import { IdParams, Requeued } from '../../desk/contract/shared.ts';
import { deliveryHealth } from '../operations/index.ts';
import { COUNTER_WENT_BACK } from './ceremonies.ts';
import { answering, type DeskContext, type MemberRoutes } from './context.ts';

const NEVER = '1970-01-01T00:00:00.000Z';
/** How far back the page looks for passkeys whose counter went backwards, and how many it shows. */
const PASSKEY_ALERT_DAYS = 30;
const PASSKEY_ALERTS_SHOWN = 10;

/** `kick` wakes the outbox worker, so requeued letters go at once. */
export function deliveryRoutes(thresholdMs: number, kick: () => void): MemberRoutes {
  return async (scope, context: DeskContext) => {
    scope.get('/desk/api/delivery', { schema: { response: answering(DeliveryView) } }, async () => {
      const alert = await context.store.deliveryAlert();
      const now = context.now();
      const health = await deliveryHealth(context.store, thresholdMs, now);
      const regressions = await context.store.desk.auditDetailed(
        COUNTER_WENT_BACK,
        new Date(now.getTime() - PASSKEY_ALERT_DAYS * 24 * 60 * 60 * 1000),
        PASSKEY_ALERTS_SHOWN,
      );
      return {
        ...health,
        problems: [...health.problems],
        // The epoch is the state the database starts with: no alert was ever raised.
        alert: { state: alert.state, changedAt: alert.changedAt === NEVER ? null : alert.changedAt },
        passkeyAlerts: await Promise.all(
          regressions.map(async (line) => {
            const passkey = line.object?.startsWith('passkey:') ? line.object.slice('passkey:'.length) : null;
            // Named so an owner knows whom to ask: the passkey lists show no credential ids.
            const member = passkey === null ? null : await context.store.desk.holderOfPasskey(passkey);
            return { at: line.at, passkey, member };
          }),
        ),
      };
    });

    scope.post('/desk/api/delivery/retry', { schema: { response: answering(Requeued) } }, async (request) => {
      const count = await context.store.retryDead(context.now());
      kick();
      await context.audit(context.member(request), 'retry', null, `${count} dead letters`);
      return { requeued: count };
    });

    scope.post(
      '/desk/api/leads/:id/retry',
      { schema: { params: IdParams, response: answering(Requeued) } },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await context.store.getSubmission(id))) return reply.code(404).send({ error: 'No such lead.' });
        const count = await context.store.retryDead(context.now(), id);
        kick();
        await context.audit(context.member(request), 'retry', `lead:${id}`, `${count} dead letters`);
        return { requeued: count };
      },
    );
  };
}
