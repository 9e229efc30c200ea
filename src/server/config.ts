/**
 * Server settings from the environment, checked once at start against their schemas (the
 * server's in config-schema.ts, the privacy notice's, the desk's): a wrong one stops the start
 * with a message naming it. Every variable is listed with its default in the configuration table
 * of docs/operations.md.
 */
import path from 'node:path';
import { firm } from '../content/firm.ts';
import { checkFirmConfig } from '../content/firm-check.ts';
import { placeholdersInUse } from '../content/placeholders.ts';
import { noticeSettingsFrom } from '../content/privacy/notice-settings.ts';
import { SettingsError } from '../validation/settings.ts';
import { listEntries, readServerEnvironment, trustProxyFrom } from './config-schema.ts';
import { deskSettingsFrom, type DeskSettings } from './desk/settings.ts';

/**
 * Which proxies in front of the server are trusted to say who the client is (X-Forwarded-For):
 * none, a number of hops (the client is that many entries from the right), or the proxies'
 * addresses and ranges (the client is the right-most address not among them).
 */
export type TrustProxy = false | number | readonly string[];

export interface ConnectionLimits {
  /** The whole request (headers and body) must arrive within this. */
  readonly requestTimeoutMs: number;
  /** The headers must arrive within this. */
  readonly headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  readonly keepAliveTimeoutMs: number;
  /** Connections open at once; more are refused until some close. */
  readonly maxConnections: number;
  /**
   * Connections open at once from one client network (an IPv4 address, an IPv6 /64), counted by
   * the socket's peer; a peer trusted as a proxy (TRUST_PROXY) is held to the total cap only.
   */
  readonly maxConnectionsPerNetwork: number;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Folder holding the prerendered site (React Router's build/client). */
  readonly siteDir: string;
  readonly logLevel: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly smtpUrl: string | undefined;
  /** The firm's own sending address (From). */
  readonly mailFrom: string;
  /** Where leads are delivered. */
  readonly leadsTo: string;
  readonly forwardUrl: string | undefined;
  /** SMTP connections kept open and used at once to deliver the outbox. */
  readonly smtpPoolSize: number;
  readonly trustProxy: TrustProxy;
  readonly connections: ConnectionLimits;
  readonly rateLimitMax: number;
  readonly rateLimitWindowMs: number;
  /** Funnel beacons accepted per client network per minute (POST /api/events). */
  readonly eventsRateLimitMax: number;
  readonly maxAttempts: number;
  readonly outboxPollMs: number;
  /** RETENTION_DAYS (default 730): submissions older than this are deleted daily. */
  readonly retentionDays: number;
  /** Origins (besides the site's and the server's own) whose pages may post submissions. */
  readonly allowedOrigins: readonly string[];
  /** Where the built forms post (VITE_FORM_ENDPOINT at build time): its origin joins the pages' CSP. */
  readonly formEndpoint: string | undefined;
  /** What the privacy notice states about this deployment, read as the build reads it. */
  readonly notice: ReturnType<typeof noticeSettingsFrom>;
  /** Delivery is reported failing (503, alert) once a lead has waited longer than this. */
  readonly outboxMaxAgeMs: number;
  /** Where Prometheus scrapes /metrics; undefined: no metrics endpoint. */
  readonly metrics: { readonly port: number; readonly host: string } | undefined;
  /** Slack/Teams-compatible incoming webhook told when delivery fails and recovers (a secret: never logged). */
  readonly alertWebhookUrl: string | undefined;
  /** Whether visitors get a confirmation email (CONFIRMATION_EMAILS, on by default; form.json can turn it off per form). */
  readonly confirmationEmails: boolean;
  /** Confirmation emails one client network may cause in 24 hours, to any addresses (CONFIRMATIONS_PER_NETWORK). */
  readonly confirmationsPerNetwork: number;
  /** The firm's desk (DESK, DESK_ORIGIN); undefined when DESK=off. */
  readonly desk: DeskSettings | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // The firm config is the server's too (its addresses, its site): a wrong one stops the start.
  checkFirmConfig(firm);
  // What the privacy notice states is read once, as the build reads it, and applied from there.
  const notice = noticeSettingsFrom(env);
  const settings = readServerEnvironment(env);
  const seconds = (value: number) => value * 1000;
  if (settings.HEADERS_TIMEOUT_SECONDS > settings.REQUEST_TIMEOUT_SECONDS) {
    throw new SettingsError('HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS');
  }
  return {
    port: settings.PORT,
    host: settings.HOST,
    siteDir: path.resolve(settings.SITE_DIR),
    logLevel: settings.LOG_LEVEL,
    dataDir: path.resolve(settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM ?? firm.email,
    leadsTo: settings.LEADS_TO ?? firm.email,
    forwardUrl: settings.FORWARD_URL,
    smtpPoolSize: settings.SMTP_POOL_SIZE,
    trustProxy: trustProxyFrom(settings.TRUST_PROXY),
    connections: {
      requestTimeoutMs: seconds(settings.REQUEST_TIMEOUT_SECONDS),
      headersTimeoutMs: seconds(settings.HEADERS_TIMEOUT_SECONDS),
      keepAliveTimeoutMs: seconds(settings.KEEPALIVE_TIMEOUT_SECONDS),
      maxConnections: settings.MAX_CONNECTIONS,
      maxConnectionsPerNetwork: settings.CONNECTIONS_PER_NETWORK,
    },
    rateLimitMax: settings.RATE_LIMIT_MAX,
    rateLimitWindowMs: seconds(notice.rateLimitWindowSeconds),
    eventsRateLimitMax: settings.EVENTS_RATE_LIMIT_MAX,
    maxAttempts: settings.MAIL_MAX_ATTEMPTS,
    outboxPollMs: settings.OUTBOX_POLL_MS,
    retentionDays: notice.retentionDays,
    // As browsers send Origin: https://www.example.com/ is https://www.example.com.
    allowedOrigins: listEntries(settings.ALLOWED_ORIGINS).map((entry) => new URL(entry).origin),
    formEndpoint: settings.VITE_FORM_ENDPOINT,
    notice,
    outboxMaxAgeMs: seconds(settings.OUTBOX_MAX_AGE_SECONDS),
    metrics:
      settings.METRICS_PORT === undefined ? undefined : { port: settings.METRICS_PORT, host: settings.METRICS_HOST },
    alertWebhookUrl: settings.ALERT_WEBHOOK_URL,
    confirmationEmails: notice.confirmationEmails,
    confirmationsPerNetwork: settings.CONFIRMATIONS_PER_NETWORK,
    desk: deskSettingsFrom(env, settings.PORT, {
      url: firm.siteUrl,
      live: !placeholdersInUse(firm).some((placeholder) => placeholder.field === 'siteUrl'),
    }),
  };
}
