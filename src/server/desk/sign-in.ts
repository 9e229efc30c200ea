/**
 * Passkey ceremonies of the desk with SimpleWebAuthn, as its example server does them: options
 * generated per ceremony, the challenge kept on the server for one use (desk_challenges), the
 * answer verified against the desk's origin and RP ID, the passkey's counter updated. Enrolment
 * takes a one-time invite link; sign-in uses discoverable passkeys (no address typed).
 */
import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DeskMember, DeskStore } from '../storage/desk-store.ts';
import { rateLimitKey } from '../submissions/client-network.ts';
import type { RateLimiter } from '../submissions/rate-limit.ts';
import { startSession } from './session.ts';
import type { DeskSettings } from './settings.ts';
import { hashToken } from './tokens.ts';

/** A ceremony must be finished within this; its challenge is gone after. */
const CEREMONY_MS = 5 * 60 * 1000;
/** Sign-in and enrolment requests (options and answers together) per client network per window. */
export const SIGN_IN_ATTEMPTS = 20;
export const SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

export interface SignInOptions {
  readonly desk: DeskStore;
  readonly settings: DeskSettings;
  /** The name a passkey manager shows beside the passkey. */
  readonly rpName: string;
  readonly limiter: RateLimiter;
  readonly now: () => Date;
  readonly audit: (
    member: DeskMember | string,
    action: string,
    object: string | null,
    detail?: string,
  ) => Promise<void>;
}

type Body = Record<string, unknown>;
const body = (request: FastifyRequest): Body =>
  typeof request.body === 'object' && request.body !== null ? (request.body as Body) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value.length <= 512 ? value : null);

/** A browser's credential answer in the JSON form @simplewebauthn/browser posts (checked in depth by the library). */
function credentialJson(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null) return null;
  const credential = value as Record<string, unknown>;
  return typeof credential.id === 'string' && typeof credential.response === 'object' && credential.response !== null
    ? credential
    : null;
}

const EXPIRED_INVITE = 'This enrolment link has expired or was already used: ask an owner for a new one.';
const STALE_CEREMONY = 'That attempt took too long or was already used: please start again.';
const NOT_VERIFIED = 'The passkey could not be verified: please try again.';

export async function signInRoutes(app: FastifyInstance, options: SignInOptions): Promise<void> {
  const { desk, settings } = options;

  /** Counts every ceremony request of a network; false (with a 429 sent) past the limit. */
  async function allowed(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const retryAfter = await options.limiter.hit(`desk-sign-in:${rateLimitKey(request.ip)}`);
    if (retryAfter === 0) return true;
    await reply
      .code(429)
      .header('retry-after', String(retryAfter))
      .send({ error: 'Too many sign-in attempts from this network: please wait and try again.' });
    return false;
  }

  async function saveChallenge(purpose: 'enrol' | 'sign-in', challenge: string, subject: string | null) {
    const id = randomUUID();
    await desk.saveChallenge({
      id,
      purpose,
      challenge,
      subject,
      expiresAt: new Date(options.now().getTime() + CEREMONY_MS).toISOString(),
    });
    return id;
  }

  app.post('/desk/api/enrol/options', async (request, reply) => {
    if (!(await allowed(request, reply))) return reply;
    const token = text(body(request).invite);
    const invite = token ? await desk.usableInvite(hashToken(token), options.now()) : null;
    if (!token || !invite) return reply.code(410).send({ error: EXPIRED_INVITE });
    const existing = await desk.memberByEmail(invite.email);
    const memberId = existing?.id ?? randomUUID();
    const passkeys = existing ? await desk.passkeysOf(existing.id) : [];
    const creation = await generateRegistrationOptions({
      rpName: options.rpName,
      rpID: settings.rpId,
      userName: invite.email,
      userID: new TextEncoder().encode(memberId),
      attestationType: 'none',
      excludeCredentials: passkeys.map((passkey) => ({ id: passkey.id, transports: [...passkey.transports] })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const ceremony = await saveChallenge('enrol', creation.challenge, `${hashToken(token)}:${memberId}`);
    return { ceremony, email: invite.email, role: invite.role, options: creation };
  });

  app.post('/desk/api/enrol/verify', async (request, reply) => {
    if (!(await allowed(request, reply))) return reply;
    const input = body(request);
    const token = text(input.invite);
    const ceremonyId = text(input.ceremony);
    const credential = credentialJson(input.response);
    if (!token || !ceremonyId || !credential)
      return reply.code(400).send({ error: 'invite, ceremony and response are required.' });
    const now = options.now();
    const ceremony = await desk.takeChallenge(ceremonyId, 'enrol', now);
    const tokenHash = hashToken(token);
    if (!ceremony || !ceremony.subject?.startsWith(`${tokenHash}:`))
      return reply.code(400).send({ error: STALE_CEREMONY });
    const memberId = ceremony.subject.slice(tokenHash.length + 1);
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response: credential as unknown as RegistrationResponseJSON,
        expectedChallenge: ceremony.challenge,
        expectedOrigin: settings.origin,
        expectedRPID: settings.rpId,
        requireUserVerification: false,
      });
    } catch {
      return reply.code(400).send({ error: NOT_VERIFIED });
    }
    if (!verification.verified) return reply.code(400).send({ error: NOT_VERIFIED });
    const { credential: created } = verification.registrationInfo;
    const member = await desk.enrol(
      tokenHash,
      memberId,
      {
        id: created.id,
        publicKey: Buffer.from(created.publicKey).toString('base64url'),
        counter: created.counter,
        transports: created.transports ?? [],
      },
      now,
    );
    if (!member) return reply.code(410).send({ error: EXPIRED_INVITE });
    await options.audit(member, 'enrol', `member:${member.email}`, member.role);
    await startSession(desk, request, reply, member, now);
    await options.audit(member, 'sign-in', `member:${member.email}`);
    return { email: member.email, role: member.role };
  });

  app.post('/desk/api/sign-in/options', async (request, reply) => {
    if (!(await allowed(request, reply))) return reply;
    const requestOptions = await generateAuthenticationOptions({ rpID: settings.rpId, userVerification: 'preferred' });
    const ceremony = await saveChallenge('sign-in', requestOptions.challenge, null);
    return { ceremony, options: requestOptions };
  });

  app.post('/desk/api/sign-in/verify', async (request, reply) => {
    if (!(await allowed(request, reply))) return reply;
    const input = body(request);
    const ceremonyId = text(input.ceremony);
    const credential = credentialJson(input.response);
    if (!ceremonyId || !credential) return reply.code(400).send({ error: 'ceremony and response are required.' });
    const now = options.now();
    const ceremony = await desk.takeChallenge(ceremonyId, 'sign-in', now);
    if (!ceremony) return reply.code(400).send({ error: STALE_CEREMONY });
    const passkey = await desk.passkey(String(credential.id));
    const member = passkey ? await desk.memberById(passkey.memberId) : null;
    if (!passkey || !member) return reply.code(401).send({ error: 'This passkey does not open the desk.' });
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verification = await verifyAuthenticationResponse({
        response: credential as unknown as AuthenticationResponseJSON,
        expectedChallenge: ceremony.challenge,
        expectedOrigin: settings.origin,
        expectedRPID: settings.rpId,
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: [...passkey.transports],
        },
        requireUserVerification: false,
      });
    } catch {
      return reply.code(401).send({ error: NOT_VERIFIED });
    }
    if (!verification.verified) return reply.code(401).send({ error: NOT_VERIFIED });
    await desk.usePasskey(passkey.id, verification.authenticationInfo.newCounter, now);
    await startSession(desk, request, reply, member, now);
    await options.audit(member, 'sign-in', `member:${member.email}`);
    return { email: member.email, role: member.role };
  });
}
