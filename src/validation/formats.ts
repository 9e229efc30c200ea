/**
 * The string formats the boundaries' schemas name besides ajv-formats' own (`date`, `uri`...),
 * each a plain test, and how a value that fails one is described (wording.ts).
 */
import { isEmailAddress } from '../questionnaire/pipeline.ts';

function isUrlOf(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const FORMATS: Readonly<Record<string, (value: string) => boolean>> = {
  /** The address check of the questionnaire's email step: one rule for every address. */
  'email-address': isEmailAddress,
  'http-url': (value) => isUrlOf(value, ['http:', 'https:']),
  'https-url': (value) => isUrlOf(value, ['https:']),
  /** Where the forms post (VITE_FORM_ENDPOINT): a path on this site, or another service's http(s) URL. */
  'form-endpoint': (value) => (value.startsWith('/') && !value.startsWith('//')) || isUrlOf(value, ['http:', 'https:']),
  'postgres-url': (value) => isUrlOf(value, ['postgres:', 'postgresql:']),
  'smtp-url': (value) => isUrlOf(value, ['smtp:', 'smtps:']),
  /** Text with something in it: not empty, not only spaces. */
  'non-blank': (value) => /\S/.test(value),
};

/** What a value failing a format must be, said once for every boundary. */
export const FORMAT_EXPECTATIONS: Readonly<Record<string, string>> = {
  'email-address': 'an email address',
  'http-url': 'an http(s) URL',
  'https-url': 'an https URL',
  'form-endpoint': 'a path on this site (/api/submissions) or an http(s) URL',
  'postgres-url': 'a postgres:// or postgresql:// URL',
  'smtp-url': 'an smtp:// or smtps:// URL',
  date: 'a date such as 2025-07-01',
  'date-time': 'a date and time such as 2025-07-01T09:30:00Z',
  uri: 'a URL',
  uuid: 'a UUID',
};
