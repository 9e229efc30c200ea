/**
 * The two deployment settings the privacy notice states, read from the environment at build time
 * (and, for the notice version, by the server from its own environment: set them for both, like
 * VITE_FORM_ENDPOINT). Read the same way the server reads them, so the page says what it does.
 */
import { DEFAULT_ENDPOINT } from '../../questionnaire/submit.ts';

/** RETENTION_DAYS: a whole number of days, at least 1; undefined when unset or empty. */
export function retentionDaysFrom(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`RETENTION_DAYS must be a whole number of days (1 or more), got "${raw}"`);
  }
  return value;
}

export function noticeSettingsFrom(env: Readonly<Record<string, string | undefined>>) {
  return {
    retentionDays: retentionDaysFrom(env.RETENTION_DAYS),
    formEndpoint: env.VITE_FORM_ENDPOINT || DEFAULT_ENDPOINT,
  };
}
