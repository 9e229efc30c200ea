/**
 * Prometheus metrics: every answer's duration by route pattern, every submission's outcome, and
 * (with METRICS_PORT) `/metrics` on a listener of its own, on loopback unless METRICS_HOST says
 * otherwise, so the public site never exposes it.
 */
import { createServer, type Server } from 'node:http';
import fastifyPlugin from 'fastify-plugin';
import type { Metrics } from '../operations/metrics.ts';
import { outcomeOf } from '../submissions/outcome.ts';
import { SUBMISSIONS_PATH } from '../submissions/routes.ts';

export interface MetricsPluginOptions {
  readonly metrics: Metrics;
  /** Where to serve /metrics; undefined: collected but not served. */
  readonly endpoint: { readonly port: number; readonly host: string } | undefined;
}

/** The form a refused submission named, when its body got as far as being read. */
function formOf(body: unknown): string {
  return typeof body === 'object' && body !== null && 'form' in body && typeof body.form === 'string'
    ? body.form
    : 'unknown';
}

export const metrics = fastifyPlugin<MetricsPluginOptions>(
  async (app, { metrics, endpoint }) => {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      if (route === SUBMISSIONS_PATH && request.method === 'POST') {
        const noted = outcomeOf(request);
        metrics.submission(noted?.form ?? formOf(request.body), noted?.outcome ?? 'refused', reply.statusCode);
      }
    });

    if (!endpoint) return;
    let server: Server | null = null;
    app.addHook('onReady', async () => {
      const listener = createServer((request, response) => {
        const path = (request.url ?? '').split('?')[0];
        if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
          response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Only GET /metrics here.\n');
          return;
        }
        metrics
          .render()
          .then((text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text))
          .catch((error: unknown) => {
            app.log.error({ err: String(error) }, 'metrics could not be collected');
            response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable.\n');
          });
      });
      await new Promise<void>((resolve, reject) => {
        listener.once('error', reject);
        listener.listen(endpoint.port, endpoint.host, () => resolve());
      });
      server = listener;
      const host = endpoint.host.includes(':') ? `[${endpoint.host}]` : endpoint.host;
      app.log.info(`metrics on http://${host}:${endpoint.port}/metrics`);
    });
    app.addHook('onClose', async () => {
      const listener = server;
      if (!listener) return;
      const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
      // A scraper's kept-alive connection must not hold the shutdown.
      listener.closeAllConnections();
      await closed;
    });
  },
  { name: 'metrics' },
);
