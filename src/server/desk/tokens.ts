/**
 * The desk's secrets (invite links, session cookies): 256 random bits, base64url, of which the
 * database keeps only the SHA-256, so a copy of the database opens no desk.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** How long an invite link can be used (once). */
export const INVITE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The enrolment page's address for an invite token: the token rides in the fragment, never sent in a request line. */
export function enrolmentLink(origin: string, token: string): string {
  return `${origin}/desk/enrol#${token}`;
}
