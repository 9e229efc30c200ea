/**
 * Placeholder values still in the firm config: addresses on reserved example domains (RFC 2606:
 * example.com/.net/.org and the .example, .test, .invalid and localhost names) and profile URLs
 * whose path is "example". They are fine to develop with but must never reach visitors as if
 * real: `npm run check:launch` fails while any remains and `npm start` warns. Pure: imported by
 * the server, the launch check and the tests.
 */
import type { FirmConfig } from './firm-config.ts';

export interface Placeholder {
  /** Path of the field in src/content/firm.ts, e.g. "social[0].url". */
  readonly field: string;
  readonly value: string;
}

const RESERVED_SUFFIXES = ['example.com', 'example.net', 'example.org', 'example', 'test', 'invalid', 'localhost'];

function isReservedHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return RESERVED_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

function isPlaceholderEmail(email: string): boolean {
  return isReservedHost(email.slice(email.lastIndexOf('@') + 1));
}

function isPlaceholderUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return isReservedHost(url.hostname) || url.pathname.split('/').some((part) => part.toLowerCase() === 'example');
  } catch {
    return false;
  }
}

/** Every placeholder in use, in the order the fields appear in the config. */
export function placeholdersInUse(config: FirmConfig): Placeholder[] {
  const found: Placeholder[] = [];
  const email = (field: string, value: string | undefined) => {
    if (value !== undefined && isPlaceholderEmail(value)) found.push({ field, value });
  };
  const url = (field: string, value: string | undefined) => {
    if (value !== undefined && isPlaceholderUrl(value)) found.push({ field, value });
  };
  email('email', config.email);
  url('siteUrl', config.siteUrl);
  config.social.forEach((link, index) => url(`social[${index}].url`, link.url));
  if (config.analytics) url('analytics.scriptUrl', config.analytics.scriptUrl);
  email('privacyEmail', config.privacyEmail);
  email('dataProtectionContact.email', config.dataProtectionContact?.email);
  config.team?.forEach((member, index) => url(`team[${index}].profileUrl`, member.profileUrl));
  return found;
}

/** One line per placeholder, for the start-up warning and the launch check. */
export function describePlaceholders(placeholders: readonly Placeholder[]): string[] {
  return placeholders.map(({ field, value }) => `${field}: "${value}" is a placeholder; set the firm's real value`);
}

/** The start-up warning (null when the config has no placeholder left). */
export function placeholderWarning(config: FirmConfig): string | null {
  const lines = describePlaceholders(placeholdersInUse(config));
  if (lines.length === 0) return null;
  return `src/content/firm.ts still has placeholder values; visitors would see them as real:\n- ${lines.join('\n- ')}`;
}
