/**
 * The one masking function for text from outside that operations show: a mail server's reply, a
 * connection error, a database error. Every log line's error fields and every health answer pass
 * through it, since logs travel to log stores and `/healthz/delivery` may be public (an uptime
 * monitor reads it): email addresses, IP addresses (IPv4, IPv6, IPv4 in IPv6), host names and
 * ports are masked, and the text is one line of at most 300 characters.
 */

const EMAIL = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[^\s<>()[\]"',;:@]+/g;
const IPV6 = /(?<![\w:.])(?:[0-9a-f]{0,4}:){2,7}(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]{0,4})(?![\w:])/gi;
const IPV4 = /(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.]*\w)/g;
/** Two or more dot-separated labels, the last one starting with a letter (so 5.7.1 is no host). */
const HOST = /(?<![\w.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9](?![\w-])/gi;
/** A one-label host with its port (mailhog:1025). */
const SHORT_HOST_PORT = /(?<![\w.:-])[a-z][a-z0-9-]*:\d{1,5}(?![\w.:])/gi;
const PORT = /(\[(?:ip|host)\]\]?):\d{1,5}(?!\d)/g;
const MAX_LENGTH = 300;

/** Text fit to show beyond the server: one line, nothing that names a person or a machine. */
export function publicError(text: string): string {
  const masked = text
    .replace(EMAIL, '[email]')
    // A clock time (10:00:00) is not an address: IPv6 has "::", a hex letter, eight groups or an IPv4 tail.
    .replace(IPV6, (match) =>
      match.includes('::') || /[a-f.]/i.test(match) || match.split(':').length === 8 ? '[ip]' : match,
    )
    .replace(IPV4, '[ip]')
    .replace(HOST, '[host]')
    .replace(SHORT_HOST_PORT, '[host]:[port]')
    .replace(PORT, '$1:[port]')
    .replace(/\s+/g, ' ')
    .trim();
  return masked.length > MAX_LENGTH ? `${masked.slice(0, MAX_LENGTH - 1)}…` : masked;
}

/** The fields of a log line that carry text from outside (an error, a reply, a failed webhook's cause). */
const OUTSIDE_TEXT_FIELDS = ['err', 'error', 'reason', 'problem'] as const;

/**
 * The logger's last step before a line is written (pino's `formatters.log`): the fields that
 * carry text from outside go through publicError, whichever code logged them.
 */
export function maskLogFields(fields: Record<string, unknown>): Record<string, unknown> {
  let masked: Record<string, unknown> | undefined;
  for (const name of OUTSIDE_TEXT_FIELDS) {
    const value = fields[name];
    if (value === undefined || value === null) continue;
    masked ??= { ...fields };
    masked[name] = publicError(typeof value === 'string' ? value : errorText(value));
  }
  return masked ?? fields;
}

function errorText(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === 'object' && value !== null && 'message' in value) return String(value.message);
  return String(value);
}
