/**
 * A member signed in to the desk of a test server: invited through the store, enrolled through
 * the real ceremony routes with a software authenticator; `call` sends the session cookie and,
 * on changes, the desk's Origin.
 */
import { hashToken, newToken } from '../../src/server/desk/tokens.ts';
import { SESSION_COOKIE } from '../../src/server/desk/session.ts';
import type { DeskRole } from '../../src/server/desk/storage/index.ts';
import type { Store } from '../../src/server/storage/store.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';

export interface DeskAnswer {
  readonly status: number;
  readonly text: string;
  readonly headers: Headers;
  json<T = Record<string, unknown>>(): T;
}

export async function deskCall(
  url: string,
  origin: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<DeskAnswer> {
  const response = await fetch(`${url}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json', origin }),
      ...(options.token ? { cookie: `${SESSION_COOKIE}=${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers, json: <T>() => JSON.parse(text) as T };
}

/** The session token an answer's cookie begins, if it begins one. */
export function sessionTokenOf(answer: DeskAnswer): string | undefined {
  return new RegExp(`^${SESSION_COOKIE}=([A-Za-z0-9_-]{43});`).exec(answer.headers.get('set-cookie') ?? '')?.[1];
}

export async function inviteToken(store: Store, email: string, role: DeskRole): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await store.desk.createInvite({
    tokenHash: hashToken(token),
    email,
    role,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 24 * 3_600_000).toISOString(),
    invitedBy: 'operator',
  });
  return token;
}

/** Enrols a new member (their passkey made by `authenticator`); resolves to their session token. */
export async function signedInMember(
  server: { readonly url: string; readonly store: Store },
  origin: string,
  email: string,
  role: DeskRole,
  authenticator = new SoftAuthenticator(),
): Promise<string> {
  const invite = await inviteToken(server.store, email, role);
  const start = await deskCall(server.url, origin, '/desk/api/enrol/options', { body: { invite } });
  const { ceremony, options } = start.json<{
    ceremony: string;
    options: Parameters<SoftAuthenticator['register']>[0];
  }>();
  const done = await deskCall(server.url, origin, '/desk/api/enrol/verify', {
    body: { invite, ceremony, response: authenticator.register(options, origin) },
  });
  const token = sessionTokenOf(done);
  if (!token) throw new Error(`enrolment failed: ${done.status} ${done.text}`);
  return token;
}

/**
 * "Confirm it is you" in a member's session with a passkey `authenticator` holds; resolves to the
 * session token it begins, which may make one change of the member's passkeys.
 */
export async function confirmedSession(
  server: { readonly url: string },
  origin: string,
  token: string,
  authenticator: SoftAuthenticator,
  headers?: Record<string, string>,
): Promise<string> {
  const start = await deskCall(server.url, origin, '/desk/api/me/confirm/options', { token, body: {}, headers });
  const { ceremony, options } = start.json<{
    ceremony: string;
    options: Parameters<SoftAuthenticator['authenticate']>[0];
  }>();
  const done = await deskCall(server.url, origin, '/desk/api/me/confirm/verify', {
    token,
    body: { ceremony, response: authenticator.authenticate(options, origin) },
    headers,
  });
  const confirmed = sessionTokenOf(done);
  if (!confirmed) throw new Error(`confirmation failed: ${done.status} ${done.text}`);
  return confirmed;
}
