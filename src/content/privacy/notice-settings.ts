/**
 * The deployment settings the privacy notice states, read from the environment at build time
 * and, by the server, from its own (src/server/config.ts takes these values from here, so the
 * server applies exactly what the page says): set them alike for both, like VITE_FORM_ENDPOINT.
 */
import { DEFAULT_ENDPOINT } from '../../questionnaire/submit.ts';

/** RETENTION_DAYS when unset: two years, after which the server deletes a submission. */
export const DEFAULT_RETENTION_DAYS = 730;
/** BACKUP_KEEP_DAYS when unset: the backup recipe's rotation deletes copies older than this. */
export const DEFAULT_BACKUP_KEEP_DAYS = 30;
/** RATE_LIMIT_WINDOW_SECONDS when unset. */
export const DEFAULT_RATE_LIMIT_WINDOW_SECONDS = 600;
/**
 * How often the server forgets expired rate-limit counts (src/server/plugins/rate-limit-prune.ts):
 * a count lives at most its window plus this.
 */
export const RATE_LIMIT_PRUNE_MS = 60_000;
/** The funnel beacons' rate-limit window (POST /api/events): a minute, counted in memory. */
export const EVENTS_RATE_LIMIT_WINDOW_MS = 60_000;

export interface NoticeSettings {
  /** RETENTION_DAYS: submissions are deleted that many days after receipt. */
  readonly retentionDays: number;
  /** VITE_FORM_ENDPOINT: where the forms post (a path on this site, or another service's URL). */
  readonly formEndpoint: string;
  /** CONFIRMATION_EMAILS: whether visitors get a confirmation email (form.json can still turn it off per form). */
  readonly confirmationEmails: boolean;
  /** The origin of FORWARD_URL, the service each submission is also posted to; undefined when unset. */
  readonly forwardService: string | undefined;
  /** BACKUP_KEEP_DAYS: how long a backup copy is kept before the rotation deletes it. */
  readonly backupKeepDays: number;
  /** RATE_LIMIT_WINDOW_SECONDS: the window of the submissions' rate limit. */
  readonly rateLimitWindowSeconds: number;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number (1 or more), got "${raw}"`);
  }
  return value;
}

/** RETENTION_DAYS: a whole number of days, at least 1; DEFAULT_RETENTION_DAYS when unset or empty. */
export function retentionDaysFrom(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_RETENTION_DAYS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`RETENTION_DAYS must be a whole number of days (1 or more), got "${raw}"`);
  }
  return value;
}

/** An on/off switch: on, true, yes, 1 or off, false, no, 0 (any case); the fallback when unset. */
export function onOffFrom(name: string, raw: string | undefined, fallback: boolean): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '') return fallback;
  if (['on', 'true', 'yes', '1'].includes(value)) return true;
  if (['off', 'false', 'no', '0'].includes(value)) return false;
  throw new Error(`${name} must be on or off, got "${raw ?? ''}"`);
}

function originOf(name: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`${name} is not a URL`);
  }
}

export function noticeSettingsFrom(env: Readonly<Record<string, string | undefined>>): NoticeSettings {
  return {
    retentionDays: retentionDaysFrom(env.RETENTION_DAYS),
    formEndpoint: env.VITE_FORM_ENDPOINT || DEFAULT_ENDPOINT,
    confirmationEmails: onOffFrom('CONFIRMATION_EMAILS', env.CONFIRMATION_EMAILS, true),
    forwardService: originOf('FORWARD_URL', env.FORWARD_URL),
    backupKeepDays: wholeNumber('BACKUP_KEEP_DAYS', env.BACKUP_KEEP_DAYS, DEFAULT_BACKUP_KEEP_DAYS),
    rateLimitWindowSeconds: wholeNumber(
      'RATE_LIMIT_WINDOW_SECONDS',
      env.RATE_LIMIT_WINDOW_SECONDS,
      DEFAULT_RATE_LIMIT_WINDOW_SECONDS,
    ),
  };
}
