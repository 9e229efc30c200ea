/**
 * The delivery monitor's life in the server: it looks at the outbox from the start (a dead letter
 * left by an earlier run is reported too) until close, and the alert webhook stops with it.
 */
import fastifyPlugin from 'fastify-plugin';
import type { AlertChannel } from '../operations/alert-webhook.ts';
import type { DeliveryMonitor } from '../operations/delivery-monitor.ts';

export interface DeliveryAlertsOptions {
  readonly monitor: DeliveryMonitor;
  readonly channel: AlertChannel | undefined;
}

export const deliveryAlerts = fastifyPlugin<DeliveryAlertsOptions>(
  async (app, { monitor, channel }) => {
    app.addHook('onReady', async () => monitor.start());
    app.addHook('onClose', async () => {
      await monitor.stop();
      await channel?.close();
    });
  },
  { name: 'delivery-alerts' },
);
