/**
 * Builds the Fastify application: one process serves the prerendered site and (later) the
 * submission API. Browser code never imports this folder; this folder never imports React.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { firm } from '../content/firm.ts';
import type { ServerConfig } from './config.ts';
import { NON_HTML_CSP, SECURITY_HEADERS, originOf } from './security-headers.ts';
import { registerSiteRoutes } from './site-routes.ts';
import { loadSite } from './static-site.ts';

export function buildApp(config: ServerConfig): FastifyInstance {
  const analytics = originOf(firm.analytics?.scriptUrl);
  const files = loadSite(config.siteDir, {
    scriptOrigins: analytics,
    connectOrigins: [...analytics, ...originOf(process.env.VITE_FORM_ENDPOINT)],
  });

  const app = Fastify({
    logger: {
      level: config.logLevel,
      // No personal data in logs: no IP address, no query string, no headers.
      serializers: {
        req: (request) => ({ method: request.method, path: String(request.url).split('?')[0] }),
        res: (reply) => ({ statusCode: reply.statusCode }),
      },
    },
    return503OnClosing: true,
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', NON_HTML_CSP);
    reply.removeHeader('set-cookie');
    return payload;
  });

  registerSiteRoutes(app, files);
  return app;
}
