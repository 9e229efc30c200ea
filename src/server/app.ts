/**
 * Builds the server: one Fastify process serves the prerendered site and receives the
 * submissions (storage, outbox worker, mail). Browser code never imports this folder; this folder
 * never imports React.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { firm } from '../content/firm.ts';
import { loadCatalogue } from '../questionnaire/catalogue-fs.ts';
import type { ServerConfig } from './config.ts';
import { createMailer } from './mail/mailer.ts';
import { NON_HTML_CSP, SECURITY_HEADERS, originOf } from './security-headers.ts';
import { registerSiteRoutes } from './site-routes.ts';
import { loadSite } from './static-site.ts';
import { openStore } from './storage/open-store.ts';
import type { Store } from './storage/store.ts';
import { compileCatalogue } from './submissions/intake.ts';
import { OutboxWorker } from './submissions/outbox-worker.ts';
import { RateLimiter } from './submissions/rate-limit.ts';
import { purgeOlderThan } from './submissions/retention.ts';
import { registerSubmissionRoutes } from './submissions/routes.ts';

export interface Server {
  readonly app: FastifyInstance;
  readonly store: Store;
  readonly worker: OutboxWorker;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const utf8 = new TextDecoder('utf-8', { fatal: true });

class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export async function createServer(config: ServerConfig): Promise<Server> {
  const analytics = originOf(firm.analytics?.scriptUrl);
  const files = loadSite(config.siteDir, {
    scriptOrigins: analytics,
    connectOrigins: [...analytics, ...originOf(process.env.VITE_FORM_ENDPOINT)],
  });
  const catalogue = loadCatalogue();

  const app = Fastify({
    trustProxy: config.trustProxy,
    logger: {
      level: config.logLevel,
      // No personal data in logs: no IP address, no query string, no headers, no body.
      serializers: {
        req: (request) => ({ method: request.method, path: String(request.url).split('?')[0] }),
        res: (reply) => ({ statusCode: reply.statusCode }),
      },
    },
    return503OnClosing: true,
  });

  // JSON only: the text/plain parser Fastify adds by default goes, so anything else is a 415.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      done(new HttpError(400, 'The request body is not valid UTF-8.'), undefined);
      return;
    }
    try {
      done(
        null,
        JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value)),
      );
    } catch {
      done(new HttpError(400, 'The request body is not valid JSON.'), undefined);
    }
  });

  // Every error is a JSON {error} with its own status; never a stack trace.
  app.setErrorHandler((error: { statusCode?: number; code?: string; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    const messages: Record<string, string> = {
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Submissions must be sent as application/json.',
      FST_ERR_CTP_BODY_TOO_LARGE: 'The submission is larger than 256 KB.',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
    };
    if (status >= 500) request.log.error({ err: error.message }, 'request failed');
    const message =
      (error.code && messages[error.code]) ||
      (status < 500 && error.message) ||
      'Something went wrong on our side. Please try again.';
    return reply
      .code(status === 500 && error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 415 : status)
      .send({ error: message });
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', NON_HTML_CSP);
    reply.removeHeader('set-cookie');
    return payload;
  });

  const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const worker = new OutboxWorker({
    store,
    mailer,
    forms: new Map(catalogue.map((definition) => [definition.id, definition])),
    mailFrom: config.mailFrom,
    leadsTo: config.leadsTo,
    forwardUrl: config.forwardUrl,
    maxAttempts: config.maxAttempts,
    pollMs: config.outboxPollMs,
    log: app.log,
  });

  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await store.ping();
      return { ok: true, database: store.kind };
    } catch {
      return reply.code(503).send({ ok: false, error: 'The database is not reachable.' });
    }
  });
  registerSubmissionRoutes(app, {
    store,
    catalogue: compileCatalogue(catalogue),
    limiter: new RateLimiter(config.rateLimitMax, config.rateLimitWindowMs),
    allowedOrigins: config.allowedOrigins,
    forward: Boolean(config.forwardUrl),
    onStored: () => worker.kick(),
  });
  app.all('/api/*', async (_request, reply) => reply.code(404).send({ error: 'No such endpoint.' }));
  registerSiteRoutes(app, files);

  let retention: NodeJS.Timeout | null = null;
  if (config.retentionDays !== undefined) {
    const days = config.retentionDays;
    const purge = () =>
      purgeOlderThan(store, config.dataDir, days)
        .then((count) => app.log.info({ removed: count, days }, 'retention purge'))
        .catch((error: unknown) => app.log.error({ err: String(error) }, 'retention purge failed'));
    app.addHook('onReady', async () => {
      void purge();
      retention = setInterval(() => void purge(), DAY_MS);
      retention.unref();
    });
  }
  app.addHook('onReady', async () => worker.start());
  // Shutdown order: stop taking requests (Fastify), finish the delivery under way, close the database.
  app.addHook('onClose', async () => {
    if (retention) clearInterval(retention);
    await worker.stop();
    mailer.close();
    await store.close();
  });

  app.log.info({ database: store.kind, mail: mailer.kind, forms: catalogue.length }, 'submission service ready');
  return { app, store, worker };
}
