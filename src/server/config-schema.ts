/**
 * Every variable the server reads besides the privacy notice's and the desk's, as one TypeBox
 * schema: its type, its bounds, its default, and what it must be when that needs saying. Listed
 * with their defaults in the configuration table of docs/operations.md.
 */
import { isIP } from 'node:net';
import { Type } from 'typebox';
import { settingsReader, WholeNumber } from '../validation/settings.ts';

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

const SWITCH_OFF = ['0', 'false', 'no'];
const SWITCH_ON = ['true', 'yes'];

/** The entries of a comma-separated list, blanks left out. */
export const listEntries = (value: string): string[] =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

function isOrigin(entry: string): boolean {
  try {
    return /^https?:$/.test(new URL(entry).protocol);
  } catch {
    return false;
  }
}

/** The formats only the server's settings use. */
const SERVER_FORMATS = {
  /** TRUST_PROXY: off, on, 1 to 10 proxies, or addresses and ranges. */
  'trust-proxy': (value: string) => {
    const lower = value.toLowerCase();
    if ([...SWITCH_OFF, ...SWITCH_ON].includes(lower)) return true;
    if (/^\d+$/.test(value)) return Number(value) >= 1 && Number(value) <= 10;
    return listEntries(value).every(isAddressOrRange);
  },
  'listen-address': (value: string) => isIP(value) !== 0 || value === 'localhost',
  'origin-list': (value: string) => listEntries(value).every(isOrigin),
};

/** How long a timeout may be set, in seconds: an hour. */
const TIMEOUT = { min: 1, max: 3600 };
/** What a delivery threshold may be, in seconds: a week. */
const WEEK_SECONDS = 7 * 24 * 3600;

const ServerEnvironment = Type.Object({
  PORT: WholeNumber({ min: 0, max: 65535, fallback: 4173 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  SITE_DIR: Type.String({ default: 'build/client' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  DATA_DIR: Type.String({ default: 'data' }),
  // URLs that may carry a password or a token are never quoted back (writeOnly).
  DATABASE_URL: Type.Optional(Type.String({ format: 'postgres-url', writeOnly: true })),
  SMTP_URL: Type.Optional(Type.String({ format: 'smtp-url', writeOnly: true })),
  MAIL_FROM: Type.Optional(Type.String({ format: 'email-address' })),
  LEADS_TO: Type.Optional(Type.String({ format: 'email-address' })),
  FORWARD_URL: Type.Optional(Type.String({ format: 'http-url', writeOnly: true })),
  SMTP_POOL_SIZE: WholeNumber({ min: 1, max: 100, fallback: 5 }),
  TRUST_PROXY: Type.String({
    format: 'trust-proxy',
    default: 'false',
    description: 'false, true, a number of proxies (1 to 10), or proxy addresses/ranges (10.0.0.0/8, loopback...)',
  }),
  REQUEST_TIMEOUT_SECONDS: WholeNumber({ ...TIMEOUT, fallback: 30 }),
  HEADERS_TIMEOUT_SECONDS: WholeNumber({ ...TIMEOUT, fallback: 10 }),
  KEEPALIVE_TIMEOUT_SECONDS: WholeNumber({ ...TIMEOUT, fallback: 5 }),
  // Far above any real audience of the site, below the usual open-file limit of a process.
  MAX_CONNECTIONS: WholeNumber({ min: 1, max: 1_000_000, fallback: 2000 }),
  // A browser opens at most 6 HTTP/1.1 connections per host: 64 is ten visitors behind one
  // office's or carrier's address at once, and more than a single client ever needs.
  CONNECTIONS_PER_NETWORK: WholeNumber({ min: 1, max: 1_000_000, fallback: 64 }),
  RATE_LIMIT_MAX: WholeNumber({ min: 1, fallback: 5 }),
  EVENTS_RATE_LIMIT_MAX: WholeNumber({ min: 1, fallback: 120 }),
  MAIL_MAX_ATTEMPTS: WholeNumber({ min: 1, max: 100, fallback: 8 }),
  OUTBOX_POLL_MS: WholeNumber({ min: 10, fallback: 1000 }),
  ALLOWED_ORIGINS: Type.String({
    format: 'origin-list',
    default: '',
    description: 'a comma-separated list of origins such as https://www.example.com',
  }),
  VITE_FORM_ENDPOINT: Type.Optional(Type.String({ format: 'form-endpoint' })),
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
  METRICS_HOST: Type.String({
    format: 'listen-address',
    default: '127.0.0.1',
    description: 'an IP address to listen on (127.0.0.1, ::1, 0.0.0.0...)',
  }),
  OUTBOX_MAX_AGE_SECONDS: WholeNumber({ min: 1, max: WEEK_SECONDS, fallback: 900 }),
  ALERT_WEBHOOK_URL: Type.Optional(Type.String({ format: 'http-url', writeOnly: true })),
  // Ten times what one visitor needs, and a few colleagues behind one office address: a stranger's
  // script can aim at most this many confirmations a day at other people's mailboxes.
  CONFIRMATIONS_PER_NETWORK: WholeNumber({ min: 1, max: 100_000, fallback: 20 }),
});

export const readServerEnvironment = settingsReader(ServerEnvironment, SERVER_FORMATS);

/** TRUST_PROXY's value (checked) as Fastify and the connection guard take it. */
export function trustProxyFrom(value: string): false | number | string[] {
  const lower = value.toLowerCase();
  if (SWITCH_OFF.includes(lower)) return false;
  // One proxy in front: the client is the address it appended, the right-most one.
  if (SWITCH_ON.includes(lower)) return 1;
  return /^\d+$/.test(value) ? Number(value) : listEntries(value);
}
