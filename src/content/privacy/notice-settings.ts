/**
 * The deployment settings the privacy notice states, read from the environment at build time
 * and, by the server, from its own (src/server/config.ts takes these values from here, so the
 * server applies exactly what the page says): set them alike for both, like VITE_FORM_ENDPOINT.
 * Each is checked by the schema below when read: a wrong value stops the build or the start,
 * naming the variable. Node only (the privacy page reads it in its build-time loader).
 */
import { Type } from 'typebox';
import { DEFAULT_ENDPOINT } from '../../questionnaire/submit.ts';
import { isOn, settingsReader, Switch, WholeNumber, type Environment } from '../../validation/settings.ts';
import { ANSWER_PERIOD_PATTERN, answerPeriodFrom, DEFAULT_ANSWER_PERIOD, type AnswerPeriod } from './answer-period.ts';

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
/**
 * At most this many confirmation emails go to one mailbox per CONFIRMATION_WINDOW_MS, whoever submits:
 * the form is no mail cannon (src/server/submissions/routes.ts counts them; the notice states both).
 */
export const CONFIRMATIONS_PER_ADDRESS = 3;
/** The window of that count, and so how long the server keeps a mailbox's fingerprint for it. */
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60 * 1000;
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
  /** RIGHTS_ANSWER_PERIOD: within how long the firm answers a rights request (the desk's due dates follow it). */
  readonly rightsAnswerPeriod: AnswerPeriod;
}

const NoticeEnvironment = Type.Object({
  RETENTION_DAYS: Type.Integer({
    minimum: 1,
    default: DEFAULT_RETENTION_DAYS,
    description: 'a whole number of days (1 or more)',
  }),
  VITE_FORM_ENDPOINT: Type.String({ format: 'form-endpoint', default: DEFAULT_ENDPOINT }),
  CONFIRMATION_EMAILS: Switch('on'),
  // Its path may carry a token: never quoted back.
  FORWARD_URL: Type.Optional(Type.String({ format: 'http-url', writeOnly: true })),
  BACKUP_KEEP_DAYS: WholeNumber({ min: 1, fallback: DEFAULT_BACKUP_KEEP_DAYS }),
  RATE_LIMIT_WINDOW_SECONDS: WholeNumber({ min: 1, fallback: DEFAULT_RATE_LIMIT_WINDOW_SECONDS }),
  RIGHTS_ANSWER_PERIOD: Type.String({
    pattern: ANSWER_PERIOD_PATTERN,
    default: DEFAULT_ANSWER_PERIOD,
    description: '"1 month" or a number of days from 1 to 28 (for example "14 days")',
  }),
});

const readNoticeEnvironment = settingsReader(NoticeEnvironment);

/** RETENTION_DAYS: a whole number of days, at least 1; DEFAULT_RETENTION_DAYS when unset or empty. */
export function retentionDaysFrom(raw: string | undefined): number {
  return readNoticeEnvironment({ RETENTION_DAYS: raw }).RETENTION_DAYS;
}

/** The settings from an environment (process.env at build and at start); a wrong one throws, naming it. */
export function noticeSettingsFrom(env: Environment): NoticeSettings {
  const settings = readNoticeEnvironment(env);
  return {
    retentionDays: settings.RETENTION_DAYS,
    formEndpoint: settings.VITE_FORM_ENDPOINT,
    confirmationEmails: isOn(settings.CONFIRMATION_EMAILS),
    forwardService: settings.FORWARD_URL === undefined ? undefined : new URL(settings.FORWARD_URL).origin,
    backupKeepDays: settings.BACKUP_KEEP_DAYS,
    rateLimitWindowSeconds: settings.RATE_LIMIT_WINDOW_SECONDS,
    rightsAnswerPeriod: answerPeriodFrom(settings.RIGHTS_ANSWER_PERIOD),
  };
}
