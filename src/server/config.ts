/**
 * Server settings from the environment, checked once at start. Every variable is listed with
 * its default in the configuration table of docs/operations.md.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { firm } from '../content/firm.ts';
import { placeholdersInUse } from '../content/placeholders.ts';
import { noticeSettingsFrom } from '../content/privacy/notice-settings.ts';
import { isEmailAddress } from '../questionnaire/pipeline.ts';
import { deskSettingsFrom, SIGN_IN_ATTEMPTS, type DeskSettings } from './desk/settings.ts';

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

function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function email(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name] || fallback;
  if (!isEmailAddress(value)) throw new Error(`${name} must be an email address, got "${value}"`);
  return value;
}

/** proxy-addr's names for the usual private ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

function trustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  const lower = raw.toLowerCase();
  if (['', '0', 'false', 'no'].includes(lower)) return false;
  // One proxy in front: the client is the address it appended, the right-most one.
  if (['true', 'yes'].includes(lower)) return 1;
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 1, 1, 10);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be false, true, a number of proxies, or proxy addresses/ranges (10.0.0.0/8, loopback...), got "${wrong.join(', ')}"`,
    );
  }
  return entries;
}

function connectionLimits(env: NodeJS.ProcessEnv): ConnectionLimits {
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 3600) * 1000;
  const headersTimeoutMs = integer(env, 'HEADERS_TIMEOUT_SECONDS', 10, 1, 3600) * 1000;
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new Error('HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS');
  }
  return {
    requestTimeoutMs,
    headersTimeoutMs,
    keepAliveTimeoutMs: integer(env, 'KEEPALIVE_TIMEOUT_SECONDS', 5, 1, 3600) * 1000,
    // Far above any real audience of the site, below the usual open-file limit of a process.
    maxConnections: integer(env, 'MAX_CONNECTIONS', 2000, 1, 1_000_000),
    // A browser opens at most 6 HTTP/1.1 connections per host: 64 is ten visitors behind one
    // office's or carrier's address at once, and more than a single client ever needs.
    maxConnectionsPerNetwork: integer(env, 'CONNECTIONS_PER_NETWORK', 64, 1, 1_000_000),
  };
}

/** Comma-separated origins (scheme://host[:port]), each checked and written as browsers send it. */
function origins(env: NodeJS.ProcessEnv, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let origin = 'null';
      try {
        origin = new URL(entry).origin;
      } catch {
        // reported below
      }
      if (origin === 'null' || !/^https?:/.test(origin)) {
        throw new Error(`${name} must list origins such as https://www.example.com, got "${entry}"`);
      }
      return origin;
    });
}

/** A path on this site (/api/submissions) or an http(s) URL. */
function formEndpoint(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.VITE_FORM_ENDPOINT;
  if (!raw) return undefined;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  return url(env, 'VITE_FORM_ENDPOINT', ['https:', 'http:']);
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: readonly string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} is not a URL`);
  }
  if (!protocols.includes(parsed.protocol)) throw new Error(`${name} must start with ${protocols.join(' or ')}`);
  return raw;
}

/** METRICS_PORT (off when unset) on METRICS_HOST, loopback unless an operator opens it on purpose. */
function metricsEndpoint(env: NodeJS.ProcessEnv): ServerConfig['metrics'] {
  if (!env.METRICS_PORT) return undefined;
  const host = env.METRICS_HOST || '127.0.0.1';
  if (isIP(host) === 0 && host !== 'localhost') {
    throw new Error(`METRICS_HOST must be an IP address to listen on (127.0.0.1, ::1, 0.0.0.0...), got "${host}"`);
  }
  return { port: integer(env, 'METRICS_PORT', 0, 1, 65535), host };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // What the privacy notice states is read once, as the build reads it, and applied from there.
  const notice = noticeSettingsFrom(env);
  const port = integer(env, 'PORT', 4173, 0, 65535);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    siteDir: path.resolve(env.SITE_DIR || 'build/client'),
    logLevel: env.LOG_LEVEL || 'info',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: email(env, 'MAIL_FROM', firm.email),
    leadsTo: email(env, 'LEADS_TO', firm.email),
    forwardUrl: url(env, 'FORWARD_URL', ['https:', 'http:']),
    smtpPoolSize: integer(env, 'SMTP_POOL_SIZE', 5, 1, 100),
    trustProxy: trustProxy(env),
    connections: connectionLimits(env),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 5, 1),
    rateLimitWindowMs: notice.rateLimitWindowSeconds * 1000,
    eventsRateLimitMax: integer(env, 'EVENTS_RATE_LIMIT_MAX', 120, 1),
    maxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', 8, 1, 100),
    outboxPollMs: integer(env, 'OUTBOX_POLL_MS', 1000, 10),
    retentionDays: notice.retentionDays,
    allowedOrigins: origins(env, 'ALLOWED_ORIGINS'),
    formEndpoint: formEndpoint(env),
    notice,
    outboxMaxAgeMs: integer(env, 'OUTBOX_MAX_AGE_SECONDS', 900, 1, 7 * 24 * 3600) * 1000,
    metrics: metricsEndpoint(env),
    alertWebhookUrl: url(env, 'ALERT_WEBHOOK_URL', ['https:', 'http:']),
    confirmationEmails: notice.confirmationEmails,
    // Ten times what one visitor needs, and a few colleagues behind one office address: a stranger's
    // script can aim at most this many confirmations a day at other people's mailboxes.
    confirmationsPerNetwork: integer(env, 'CONFIRMATIONS_PER_NETWORK', 20, 1, 100_000),
    desk: deskSettingsFrom(
      env,
      port,
      { url: firm.siteUrl, live: !placeholdersInUse(firm).some((placeholder) => placeholder.field === 'siteUrl') },
      // Two requests a sign-in: ten members signing in from one office within ten minutes by default.
      integer(env, 'DESK_SIGN_IN_LIMIT', SIGN_IN_ATTEMPTS, 1, 100_000),
    ),
  };
}
