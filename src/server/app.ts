/**
 * Builds the server: one Fastify process serves the prerendered site and receives the
 * submissions (storage, outbox worker, mail), assembled from plugins (src/server/plugins/), each
 * one concern with its own test. Browser code never imports this folder; this folder never
 * imports React.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { firm } from '../content/firm.ts';
import { privacyNoticeVersion } from '../privacy-notice/notice.ts';
import { EVENTS_RATE_LIMIT_WINDOW_MS } from '../content/privacy/notice-settings.ts';
import { catalogueDir, loadCatalogue } from '../questionnaire/catalogue-fs.ts';
import { SUBMITTED_STEP } from '../questionnaire/funnel.ts';
import { loadBuiltFiles } from './common/built-files.ts';
import { MemoryRateLimiter, rateLimiterFor } from './common/rate-limit.ts';
import { checkRouteSchemas } from './common/route-schemas.ts';
import type { ServerConfig } from './config.ts';
import { loadReplyTemplates } from '../content/reply-templates/files.ts';
import { desk, keepHostsApart, ReminderSweep, signInLimiter as deskSignInLimiter } from './desk/index.ts';
import { EventCounter } from './events/counter.ts';
import { eventRoutes } from './events/routes.ts';
import { createMailer } from './mail/mailer.ts';
import { webhookChannel } from './operations/alert-webhook.ts';
import { DeliveryMonitor } from './operations/delivery-monitor.ts';
import { createMetrics, type Metrics } from './operations/metrics.ts';
import { maskLogFields } from './operations/masking.ts';
import { builtNoticeVersion } from './operations/notice-version.ts';
import { bodyParser } from './plugins/body-parser.ts';
import { clientAddress, trustProxyOption } from './plugins/client-address.ts';
import { connectionGuard, connectionOptions } from './plugins/connection-guard.ts';
import { deliveryAlerts } from './plugins/delivery-alerts.ts';
import { deliveryHealthRoute } from './plugins/delivery-health.ts';
import { errors, frameworkErrors } from './plugins/errors.ts';
import { health } from './plugins/health.ts';
import { metrics as metricsPlugin } from './plugins/metrics.ts';
import { outbox } from './plugins/outbox.ts';
import { retention } from './plugins/retention.ts';
import { rateLimitPrune } from './plugins/rate-limit-prune.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { smtpCheck } from './plugins/smtp-check.ts';
import { originOf } from './security-headers.ts';
import { siteRoutes } from './site-routes.ts';
import { openStore } from './storage/open-store.ts';
import type { Store } from './storage/store.ts';
import { intakeCatalogue } from './submissions/intake.ts';
import { FormVersions } from './submissions/form-versions.ts';
import { OutboxWorker } from './submissions/outbox-worker.ts';
import { submissionRoutes } from './submissions/routes.ts';
import { loadFormPages, type FormPages } from './submissions/form-page.ts';

/** How often the funnel counts are written (one transaction each time). */
const EVENTS_FLUSH_MS = 1000;

export interface Server {
  readonly app: FastifyInstance;
  readonly store: Store;
  readonly worker: OutboxWorker;
  readonly metrics: Metrics;
  /** The reminders of the reply promise (undefined with DESK=off). */
  readonly reminders: ReminderSweep | undefined;
  /** The privacy notice version stored with each submission. */
  readonly noticeVersion: string;
}

export interface ServerOptions {
  /** Logs for a person at a terminal: short coloured lines (pino-pretty) instead of JSON lines. */
  readonly prettyLogs?: boolean;
  /** Told of each route as it is registered, so a test can walk every route the server has. */
  readonly onRoute?: (route: RouteOptions) => void;
  /** The pages answering forms sent without scripts; by default the built renderer beside the site (form-page.ts). */
  readonly formPages?: FormPages | null;
  /** Where the log's JSON lines go instead of standard output (tests read what the server logged). */
  readonly logStream?: { write(line: string): void };
  /** The desk's clock (its reply clocks and reminders): a test moves it instead of waiting. */
  readonly now?: () => Date;
  /** The folder of the desk's reply templates; by default the site's own (src/content/reply-templates/templates). */
  readonly replyTemplatesDir?: string;
}

/** One line per entry with the time of day: the process id and host name say nothing at a terminal. */
const PRETTY_LOGS = {
  target: 'pino-pretty',
  options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
};

export async function createServer(config: ServerConfig, options: ServerOptions = {}): Promise<Server> {
  const analytics = originOf(firm.analytics?.scriptUrl);
  const files = loadBuiltFiles(config.siteDir, {
    scriptOrigins: analytics,
    connectOrigins: [...analytics, ...originOf(config.formEndpoint)],
  });
  // Read at each start: a restart serves the catalogue as it then is (CATALOGUE_DIR, else schemas/).
  const catalogue = loadCatalogue(catalogueDir());
  // Read and checked before anything is opened: a template without a title or with an unknown
  // placeholder (or a file in the folder that is no template) stops the start, naming the file and line.
  const replyTemplates = config.desk ? loadReplyTemplates(options.replyTemplatesDir) : [];

  const app = Fastify({
    ...connectionOptions(config.connections),
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors,
    logger: {
      level: config.logLevel,
      ...(options.prettyLogs ? { transport: PRETTY_LOGS } : {}),
      ...(options.logStream ? { stream: options.logStream } : {}),
      // No personal data in logs: no IP address, no query string, no headers, no body, and error
      // texts (a mail server's reply) masked.
      formatters: { log: maskLogFields },
      serializers: {
        req: (request) => ({ method: request.method, path: String(request.url).split('?')[0] }),
        res: (reply) => ({ statusCode: reply.statusCode }),
      },
    },
  });

  // Every route's request schema checked one way; a refusal is a 400 naming the field (common/route-schemas.ts).
  checkRouteSchemas(app);
  // Before any route is registered: a hook added later would not hear of the earlier ones.
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // The desk on a host of its own: each host answers with its own part only, every route and 404 included.
  if (config.desk?.ownHost) app.addHook('onRequest', keepHostsApart(config.desk.ownHost));
  const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Registered first, so it runs last on close: after the worker has finished with the store.
  app.addHook('onClose', async () => store.close());
  // Each version served is stored before any lead can name it; older leads get theirs.
  const versions = new FormVersions(store, catalogue);
  await versions.record();
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, poolSize: config.smtpPoolSize });
  const metrics = createMetrics({
    store,
    forms: catalogue.map((definition) => definition.id),
    thresholdMs: config.outboxMaxAgeMs,
  });
  const channel = config.alertWebhookUrl ? webhookChannel({ url: config.alertWebhookUrl, log: app.log }) : undefined;
  const monitor = new DeliveryMonitor({
    store,
    thresholdMs: config.outboxMaxAgeMs,
    log: app.log,
    channel,
    site: `${firm.name} (${new URL(firm.siteUrl).host})`,
    // Often enough to notice a lead crossing the threshold soon after it does.
    everyMs: Math.min(10_000, Math.max(100, config.outboxMaxAgeMs / 2)),
  });
  const worker = new OutboxWorker({
    store,
    mailer,
    versions,
    mailFrom: config.mailFrom,
    leadsTo: config.leadsTo,
    firm,
    forwardUrl: config.forwardUrl,
    deskOrigin: config.desk?.origin,
    maxAttempts: config.maxAttempts,
    pollMs: config.outboxPollMs,
    // Parallel sends pay off over the network; .eml files are written one at a time, ten per lease.
    concurrency: mailer.kind === 'smtp' ? config.smtpPoolSize : 1,
    batch: mailer.kind === 'smtp' ? config.smtpPoolSize : 10,
    log: app.log,
    // A reply's sent time stops its lead's reply clock: on the desk's clock, as the reminders read it.
    ...(options.now ? { now: options.now } : {}),
    onDelivery: (job, outcome) => {
      metrics.delivery(job.kind, outcome);
      // Only the firm's leads count for delivery health: a visitor's mistyped address (their confirmation,
      // a reply to them) is no incident.
      if (job.kind === 'email' || job.kind === 'forward') monitor.onDelivery(outcome);
    },
  });

  const noticeVersion = privacyNoticeVersion({ firm, forms: catalogue, ...config.notice });
  const shown = builtNoticeVersion(config.siteDir);
  if (shown && shown !== noticeVersion) {
    app.log.warn(
      `the built privacy notice shows version ${shown}, but this server records ${noticeVersion} with each consent: ` +
        'build and serve with the same catalogue, RETENTION_DAYS and VITE_FORM_ENDPOINT (npm run build)',
    );
  }

  const siteOrigins = [...originOf(firm.siteUrl), ...config.allowedOrigins];
  // Order matters for the request hooks: headers first, so every refusal below carries them.
  await app.register(securityHeaders);
  await app.register(metricsPlugin, { metrics, endpoint: config.metrics });
  await app.register(connectionGuard, { ...config.connections, trustProxy: config.trustProxy });
  await app.register(clientAddress);
  await app.register(bodyParser);
  await app.register(errors);
  await app.register(health, { store });
  await app.register(deliveryHealthRoute, { store, thresholdMs: config.outboxMaxAgeMs });
  await app.register(outbox, { worker, store, mailer });
  await app.register(smtpCheck, { mailer, smtpUrl: config.smtpUrl });
  await app.register(deliveryAlerts, { monitor, channel });
  await app.register(retention, { store, dataDir: config.dataDir, days: config.retentionDays });
  const submissionLimiter = rateLimiterFor(store, 'submissions', config.rateLimitMax, config.rateLimitWindowMs);
  const eventLimiter = new MemoryRateLimiter(config.eventsRateLimitMax, EVENTS_RATE_LIMIT_WINDOW_MS);
  const signInLimiter = config.desk ? deskSignInLimiter(store, config.desk) : undefined;
  await app.register(rateLimitPrune, {
    limiters: [submissionLimiter, eventLimiter, ...(signInLimiter ? [signInLimiter] : [])],
  });
  // Counts only: a process's own memory limits the beacons, and its counter writes about once a second.
  const counter = new EventCounter({ store, everyMs: EVENTS_FLUSH_MS, log: app.log });
  app.addHook('onReady', async () => counter.start());
  app.addHook('onClose', async () => counter.stop());
  await app.register(submissionRoutes, {
    store,
    catalogue: intakeCatalogue(versions),
    limiter: submissionLimiter,
    allowedOrigins: siteOrigins,
    forward: Boolean(config.forwardUrl),
    confirmations: config.confirmationEmails,
    confirmationsPerNetwork: config.confirmationsPerNetwork,
    noticeVersion,
    onStored: () => worker.kick(),
    onSubmitted: (formId) => counter.add(formId, [SUBMITTED_STEP]),
    formPages: options.formPages !== undefined ? options.formPages : loadFormPages(config.siteDir, files),
  });
  await app.register(eventRoutes, {
    catalogue,
    counter,
    limiter: eventLimiter,
    allowedOrigins: siteOrigins,
  });
  // The firm's desk (src/server/desk/): absent altogether with DESK=off.
  const reminders = config.desk
    ? new ReminderSweep({
        store,
        hoursBefore: config.desk.reminderHours,
        now: options.now ?? (() => new Date()),
        log: app.log,
        kickOutbox: () => worker.kick(),
      })
    : undefined;
  if (config.desk && signInLimiter) {
    await app.register(desk, {
      store,
      settings: config.desk,
      catalogue,
      versions,
      firmName: firm.name,
      dataDir: config.dataDir,
      answerPeriod: config.notice.rightsAnswerPeriod,
      deliveryThresholdMs: config.outboxMaxAgeMs,
      limiter: signInLimiter,
      // Built beside the site (vite.desk.config.ts): build/desk next to build/client.
      pagesDir: path.resolve(config.siteDir, '../desk'),
      replyTemplates,
      mailFrom: config.mailFrom,
      kickOutbox: () => worker.kick(),
      flushFunnel: () => counter.flush(),
      reminders,
      ...(options.now ? { now: options.now } : {}),
    });
  }
  await app.register(siteRoutes, { files });

  app.log.info(
    { database: store.kind, mail: mailer.kind, forms: catalogue.length, privacyNotice: noticeVersion },
    'submission service ready',
  );
  return { app, store, worker, metrics, reminders, noticeVersion };
}
