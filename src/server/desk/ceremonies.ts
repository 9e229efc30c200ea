/**
 * What the desk's passkey ceremonies share (enrolment and sign-in, and a member's own "add a
 * passkey" and "confirm it is you"), with SimpleWebAuthn as its example server does them: options
 * generated per ceremony, the challenge kept on the server for one use (desk_challenges), the
 * answer verified against the desk's origin and RP ID, the passkey's counter updated. Every
 * ceremony request counts against a rate limit: a signed-in member's own, else its network's.
 */
import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { COSEALG } from '@simplewebauthn/server/helpers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rateLimitKey, truncateIp } from '../common/client-network.ts';
import type { RateLimiter } from '../common/rate-limit.ts';
import type { RefusalLog } from './refusal-log.ts';
import type { DeskSettings } from './settings.ts';
import type {
  ChallengePurpose,
  DeskChallenge,
  DeskMember,
  DeskPasskey,
  DeskStore,
  NewPasskey,
} from './storage/index.ts';

/** A ceremony must be finished within this; its challenge is gone after. */
const CEREMONY_MS = 5 * 60 * 1000;

// Named rather than left to the library's default, which probes the runtime for ML-DSA (an
// experimental Web Crypto algorithm in Node 24) and prints warnings on the first ceremony.
const SUPPORTED_ALGORITHM_IDS: number[] = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

export const STALE_CEREMONY = 'That attempt took too long or was already used: please start again.';
export const NOT_VERIFIED = 'The passkey could not be verified: please try again.';
export const ALREADY_ENROLLED = 'This passkey is already enrolled on the desk.';

export interface CeremonyOptions {
  readonly desk: DeskStore;
  readonly settings: DeskSettings;
  /** The name a passkey manager shows beside the passkey. */
  readonly rpName: string;
  /** Ceremony requests (options and answers together) per client network. */
  readonly limiter: RateLimiter;
  readonly now: () => Date;
  /** Where refused ceremonies are written down: as `visitor` (nobody proved who they are), or as the signed-in member. */
  readonly audit: (actor: string, action: string, object: string | null, detail?: string) => Promise<void>;
  /** Where the rate limit's refusals are written down, a run of them from one network in a line or two. */
  readonly refusals: RefusalLog;
}

/** A refused sign-in whose passkey's counter went backwards: the passkey may have been copied. */
export const COUNTER_WENT_BACK = 'counter went backwards';

/** Who proved a passkey, and which passkey. */
export interface Proof {
  readonly member: DeskMember;
  readonly passkeyId: string;
}

/** A ceremony's first step: its id (sent back with the answer) and the options for the browser. */
export interface CeremonyStart<Options> {
  readonly ceremony: string;
  readonly options: Options;
}

/** What a step of a ceremony found: the value, or why not (with what else the route needs to answer). */
export type Outcome<T, Failure = object> =
  { readonly ok: true; readonly value: T } | ({ readonly ok: false; readonly error: string } & Failure);

export interface Ceremonies {
  /**
   * A hook of every ceremony route, run before its body is checked: each request counts against
   * the limit, a malformed one too, the signed-in member's (their own ceremonies), else the client
   * network's; past it, a 429 is sent, and audited in runs (refusal-log.ts).
   */
  counted(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** Options to create a passkey for a member (new or existing), their passkeys excluded. */
  registration(
    user: { readonly id: string; readonly email: string },
    passkeys: readonly DeskPasskey[],
    subject: string,
  ): Promise<CeremonyStart<PublicKeyCredentialCreationOptionsJSON>>;
  /** Options to prove a passkey: any discoverable one (sign-in), or one of `passkeys` (a member confirming). */
  authentication(
    passkeys: readonly DeskPasskey[] | null,
    subject: string | null,
  ): Promise<CeremonyStart<PublicKeyCredentialRequestOptionsJSON>>;
  /**
   * The ceremony's challenge, for one use: null when unknown, expired, used, or made for another
   * subject (`subject` null: made with none; a function: whether it accepts the saved subject).
   */
  take(
    ceremony: string,
    purpose: ChallengePurpose,
    subject: string | null | ((saved: string) => boolean),
  ): Promise<DeskChallenge | null>;
  /**
   * The passkey a registration answer creates, when it answers the challenge (else 400) and no
   * member holds its credential id yet (else 409: `excludeCredentials` only asks browsers).
   */
  verifyRegistration(
    credential: Record<string, unknown>,
    challenge: string,
  ): Promise<Outcome<NewPasskey, { readonly status: 400 | 409 }>>;
  /**
   * Whose passkey answered the challenge (its counter then updated), or why not (the route picks
   * the status); with `holder`, only that member's passkeys are accepted.
   */
  verifyAuthentication(
    credential: Record<string, unknown>,
    challenge: string,
    holder?: string,
  ): Promise<Outcome<Proof, { readonly reason: string }>>;
  /**
   * Writes a refused ceremony to the audit log: who (`visitor`, or the signed-in member for their
   * own ceremonies), what was refused, why, the credential id's first 8 characters and the client's
   * network (/24 or /48), never anything else the visitor sent. A counter that went backwards is
   * also a warning in the server's log.
   */
  refused(request: FastifyRequest, action: string, reason: string, credentialId?: unknown): Promise<void>;
}

export function passkeyCeremonies(options: CeremonyOptions): Ceremonies {
  const { desk, settings } = options;

  async function save(purpose: ChallengePurpose, challenge: string, subject: string | null): Promise<string> {
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

  async function refused(request: FastifyRequest, action: string, reason: string, credentialId?: unknown) {
    const passkey = typeof credentialId === 'string' ? credentialId.slice(0, 8) : null;
    if (reason === COUNTER_WENT_BACK) {
      request.log.warn({ passkey }, 'desk passkey counter went backwards: the passkey may have been copied');
    }
    // A signed-in member's own ceremony (confirming, adding a passkey) is written as theirs.
    const member = request.deskMember?.email;
    const object = passkey ? `passkey:${passkey}` : member ? `member:${member}` : null;
    await options.audit(member ?? 'visitor', action, object, `${reason}; network ${truncateIp(request.ip)}`);
  }

  return {
    refused,

    async counted(request, reply) {
      // A signed-in member's own ceremonies count against them alone: members behind one office
      // address do not share a limit with whoever else is on that network.
      const member = request.deskMember;
      const retryAfter = await options.limiter.hit(member ? `member:${member.id}` : rateLimitKey(request.ip));
      if (retryAfter === 0) return undefined;
      const detail = request.routeOptions.url ?? 'a ceremony';
      const network = truncateIp(request.ip);
      await options.refusals.refused(
        member
          ? { actor: member.email, action: 'rate limited', object: `member:${member.email}`, detail, network }
          : { actor: 'visitor', action: 'rate limited', object: null, detail, network },
      );
      return reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send({
          error: member
            ? 'Too many passkey attempts on your account: please wait and try again.'
            : 'Too many sign-in attempts from this network: please wait and try again.',
        });
    },

    async registration(user, passkeys, subject) {
      const creation = await generateRegistrationOptions({
        rpName: options.rpName,
        rpID: settings.rpId,
        userName: user.email,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: passkeys.map((passkey) => ({ id: passkey.id, transports: [...passkey.transports] })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        supportedAlgorithmIDs: SUPPORTED_ALGORITHM_IDS,
      });
      return { ceremony: await save('enrol', creation.challenge, subject), options: creation };
    },

    async authentication(passkeys, subject) {
      const request = await generateAuthenticationOptions({
        rpID: settings.rpId,
        userVerification: 'required',
        ...(passkeys
          ? { allowCredentials: passkeys.map((passkey) => ({ id: passkey.id, transports: [...passkey.transports] })) }
          : {}),
      });
      return { ceremony: await save('sign-in', request.challenge, subject), options: request };
    },

    async take(ceremony, purpose, subject) {
      const saved = await desk.takeChallenge(ceremony, purpose, options.now());
      if (!saved) return null;
      const accepted =
        typeof subject === 'function' ? saved.subject !== null && subject(saved.subject) : saved.subject === subject;
      return accepted ? saved : null;
    },

    async verifyRegistration(credential, challenge) {
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response: credential as unknown as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: settings.origin,
          expectedRPID: settings.rpId,
          requireUserVerification: true,
          supportedAlgorithmIDs: SUPPORTED_ALGORITHM_IDS,
        });
      } catch {
        return { ok: false, status: 400, error: NOT_VERIFIED };
      }
      if (!verification.verified) return { ok: false, status: 400, error: NOT_VERIFIED };
      const { credential: created } = verification.registrationInfo;
      if (await desk.passkey(created.id)) return { ok: false, status: 409, error: ALREADY_ENROLLED };
      return {
        ok: true,
        value: {
          id: created.id,
          publicKey: Buffer.from(created.publicKey).toString('base64url'),
          counter: created.counter,
          transports: created.transports ?? [],
        },
      };
    },

    async verifyAuthentication(credential, challenge, holder) {
      const passkey = await desk.passkey(String(credential.id));
      const member = passkey ? await desk.memberById(passkey.memberId) : null;
      if (!passkey || !member) {
        return { ok: false, error: 'This passkey does not open the desk.', reason: 'unknown passkey' };
      }
      // Another member's passkey proves nothing about this member: refused before it is even checked.
      if (holder !== undefined && member.id !== holder) {
        return { ok: false, error: 'This passkey is not one of yours.', reason: 'another member’s passkey' };
      }
      // WebAuthn's step for a user not named beforehand: the answer names its user, and that user
      // must be the passkey's member (a confirmation named the member already; a handle given must still match).
      const { userHandle } = (credential.response ?? {}) as { userHandle?: unknown };
      const expectedHandle = Buffer.from(member.id).toString('base64url');
      if ((holder === undefined || userHandle !== undefined) && userHandle !== expectedHandle) {
        return { ok: false, error: NOT_VERIFIED, reason: 'user handle of another member' };
      }
      let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verification = await verifyAuthenticationResponse({
          response: credential as unknown as AuthenticationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: settings.origin,
          expectedRPID: settings.rpId,
          credential: {
            id: passkey.id,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
            transports: [...passkey.transports],
          },
          requireUserVerification: true,
        });
      } catch (error) {
        // SimpleWebAuthn says so in its message; the counter is the one check worth telling apart.
        const reason = /counter/i.test(String(error)) ? COUNTER_WENT_BACK : 'verification failed';
        return { ok: false, error: NOT_VERIFIED, reason };
      }
      if (!verification.verified) return { ok: false, error: NOT_VERIFIED, reason: 'verification failed' };
      await desk.usePasskey(passkey.id, verification.authenticationInfo.newCounter, options.now());
      return { ok: true, value: { member, passkeyId: passkey.id } };
    },
  };
}
