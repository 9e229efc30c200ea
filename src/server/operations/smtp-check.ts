/**
 * The start-up check of SMTP_URL: one log line saying the mail server accepted the connection and
 * the login, or what failed and which part of SMTP_URL to look at. Never the password; the user
 * name is the firm's own mailbox. What the mail server said is masked (publicError). The server
 * starts either way: submissions are stored and queued.
 */
import { publicError } from './masking.ts';

export interface SmtpTarget {
  readonly host: string;
  readonly port: number;
  readonly user: string | null;
  readonly secure: boolean;
}

/** Host, port (nodemailer's defaults: 465 for smtps, else 587) and user of an SMTP_URL, without its password. */
export function smtpTarget(smtpUrl: string): SmtpTarget {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const user = url.username ? safeDecode(url.username) : null;
  return { host: url.hostname, port: url.port ? Number(url.port) : secure ? 465 : 587, user, secure };
}

export function describeTarget(target: SmtpTarget): string {
  return `${target.host}:${target.port}${target.user ? ` as ${target.user}` : ' (no login)'}`;
}

/** Which setting to check for a failure, by nodemailer's error code. */
function advice(code: string | undefined, target: SmtpTarget): string {
  switch (code) {
    case 'EAUTH':
    case 'ENOAUTH':
      return 'the login was refused: check the user name and password in SMTP_URL (percent-encode @ : / in them)';
    case 'EDNS':
      return `the host "${target.host}" was not found: check the host in SMTP_URL`;
    case 'ETIMEDOUT':
    case 'ECONNECTION':
    case 'ESOCKET':
      return 'the server could not be reached or closed the connection: check the host and port in SMTP_URL and the firewall';
    case 'ETLS':
      return `TLS failed: port 465 takes smtps://, port 587 takes smtp:// (STARTTLS); this SMTP_URL uses ${target.secure ? 'smtps' : 'smtp'}:// on ${target.port}`;
    default:
      return 'check SMTP_URL (scheme, host, port, user name and password)';
  }
}

/** The log message for a failed check: what happened, and what to check; the password never appears. */
export function smtpFailure(error: unknown, smtpUrl: string): string {
  const target = smtpTarget(smtpUrl);
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  let said = String(message ?? error).replace(/\s+/g, ' ');
  const password = new URL(smtpUrl).password;
  for (const secret of [password, safeDecode(password)]) if (secret) said = said.split(secret).join('***');
  return `SMTP not ready: ${describeTarget(target)}: ${advice(code, target)} (${publicError(said)}). Submissions are stored and queued; they are delivered once SMTP works.`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function smtpReady(smtpUrl: string): string {
  return `SMTP ready: ${describeTarget(smtpTarget(smtpUrl))}`;
}
