/**
 * Server settings from the environment, checked once at start. Every variable is listed with
 * its default in the README's configuration table.
 */
import path from 'node:path';
import { firm } from '../content/firm.ts';
import { EMAIL_SHAPE } from '../questionnaire/pipeline.ts';

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
  readonly trustProxy: boolean;
  readonly rateLimitMax: number;
  readonly rateLimitWindowMs: number;
  readonly maxAttempts: number;
  readonly outboxPollMs: number;
  readonly retentionDays: number | undefined;
  /** Origins (besides the server's own) whose pages may post submissions. */
  readonly allowedOrigins: readonly string[];
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
  if (!EMAIL_SHAPE.test(value)) throw new Error(`${name} must be an email address, got "${value}"`);
  return value;
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

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const retention = env.RETENTION_DAYS ? integer(env, 'RETENTION_DAYS', 0, 1) : undefined;
  return {
    port: integer(env, 'PORT', 4173, 0, 65535),
    host: env.HOST || '0.0.0.0',
    siteDir: path.resolve(env.SITE_DIR || 'build/client'),
    logLevel: env.LOG_LEVEL || 'info',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: email(env, 'MAIL_FROM', firm.email),
    leadsTo: email(env, 'LEADS_TO', firm.email),
    forwardUrl: url(env, 'FORWARD_URL', ['https:', 'http:']),
    trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').toLowerCase()),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 5, 1),
    rateLimitWindowMs: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 600, 1) * 1000,
    maxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', 8, 1, 100),
    outboxPollMs: integer(env, 'OUTBOX_POLL_MS', 1000, 10),
    retentionDays: retention,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
