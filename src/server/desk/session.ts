/**
 * The desk's sessions: a random 256-bit token in a `__Host-` cookie (Secure, HttpOnly,
 * SameSite=Strict, path /, no domain), only its hash in the database; a fresh token at every
 * sign-in; an idle limit and an absolute one, both checked here on the server at every request.
 * A session begins only when a passkey was proved, so its start is the time of the last proof.
 * The cookie is read and written by @fastify/cookie, registered in the desk's scope (index.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { allowSessionCookie } from '../common/session-cookie.ts';
import type { DeskMember, DeskSession, DeskStore } from './storage/index.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-limits.ts';
import { hashToken, newToken } from './tokens.ts';

export { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS };
export const SESSION_COOKIE = '__Host-desk-session';
/** The idle clock is written at most this often: one write a minute, not one per request. */
const TOUCH_EVERY_MS = 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** Enough of a User-Agent to tell browsers apart; the rest is not kept. */
const USER_AGENT_CHARS = 200;

/** A session's name in the member's list: the hash of its token's hash, so neither can be worked back to. */
export function sessionId(tokenHash: string): string {
  return hashToken(tokenHash).slice(0, 32);
}

/** The session token the request carries, if any. */
export function sessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token !== undefined && TOKEN.test(token) ? token : null;
}

function setCookie(reply: FastifyReply, value: string, maxAgeSeconds: number): void {
  allowSessionCookie(reply);
  void reply.setCookie(SESSION_COOKIE, value, {
    path: '/',
    maxAge: maxAgeSeconds,
    secure: true,
    httpOnly: true,
    sameSite: 'strict',
  });
}

/**
 * Begins a session for a member who just proved a passkey: a new token, whatever the request
 * carried, kept with the passkey (removing it ends the session) and the browser's name; `confirmed`
 * when the proof was a confirmation, which one change of the member's passkeys then spends.
 */
export async function startSession(
  desk: DeskStore,
  request: FastifyRequest,
  reply: FastifyReply,
  member: DeskMember,
  passkeyId: string,
  now: Date,
  confirmed = false,
): Promise<void> {
  const previous = sessionToken(request);
  if (previous) await desk.deleteSession(hashToken(previous));
  const token = newToken();
  const agent = request.headers['user-agent'];
  await desk.createSession(hashToken(token), member.id, now, {
    passkeyId,
    userAgent: typeof agent === 'string' && agent !== '' ? agent.slice(0, USER_AGENT_CHARS) : null,
    confirmed,
  });
  setCookie(reply, token, SESSION_ABSOLUTE_MS / 1000);
}

/** Ends the request's session on the server and in the browser. */
export async function endSession(desk: DeskStore, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionToken(request);
  if (token) await desk.deleteSession(hashToken(token));
  setCookie(reply, '', 0);
}

/**
 * The session of this request, with its member, or null: no cookie, an unknown token, or a session
 * past its idle or absolute limit (then deleted). A live session's idle clock starts again (written
 * once a minute at most, so the idle limit holds to within that minute).
 */
export async function liveSession(desk: DeskStore, request: FastifyRequest, now: Date): Promise<DeskSession | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const hash = hashToken(token);
  const session = await desk.session(hash);
  if (!session) return null;
  const idle = now.getTime() - Date.parse(session.lastSeenAt);
  const age = now.getTime() - Date.parse(session.createdAt);
  if (idle >= SESSION_IDLE_MS || age >= SESSION_ABSOLUTE_MS) {
    await desk.deleteSession(hash);
    return null;
  }
  if (idle >= TOUCH_EVERY_MS) await desk.touchSession(hash, now);
  return session;
}
