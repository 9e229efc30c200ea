/**
 * The mailbox an address reaches, for counting confirmations (never for sending: the stored and
 * mailed address stays exactly as typed). Every mail system treats these as one mailbox:
 * - case: domains are case-insensitive (RFC 5321 2.4) and no provider of note delivers
 *   Jane@ and jane@ apart;
 * - a sub-address tag: everything from the first "+" of the local part (RFC 5233 "subaddress";
 *   Gmail, Outlook.com, iCloud, Fastmail, Proton and Postfix/Exim defaults deliver name+tag@ to
 *   name@), unless the local part starts with it;
 * - the trailing dot of a fully qualified domain (example.org. is example.org);
 * - at gmail.com and googlemail.com only, the dots of the local part ("Dots don't matter in Gmail
 *   addresses", Google's Gmail Help, support.google.com/mail/answer/7436150). Elsewhere a dot is
 *   part of the name: n.ame@ may be another person.
 */

import { normaliseEmail } from '../common/email.ts';

const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function mailbox(address: string): string {
  const trimmed = normaliseEmail(address);
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  let local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).replace(/\.+$/, '');
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}
