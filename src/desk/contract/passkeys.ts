/**
 * Passkey ceremonies (enrolment, sign-in, a member adding a passkey or confirming it is them) and
 * "My passkeys". A ceremony starts with options for the browser's passkey manager and its id; the
 * answer sends the id back with the browser's credential, which SimpleWebAuthn checks in depth.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { Type, type Static } from 'typebox';
import { DESK_ROLES } from './constants.ts';

/** One of the signed-in member's passkeys, as "My passkeys" lists it. */
export const MyPasskey = Type.Object({
  /** The credential id, base64url. */
  id: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
});
export type MyPasskey = Static<typeof MyPasskey>;

export const MyPasskeys = Type.Object({ passkeys: Type.Array(MyPasskey) });
export type MyPasskeys = Static<typeof MyPasskeys>;

/**
 * A passkey's credential id as browsers send it: base64url without padding, of at most the 1023
 * bytes WebAuthn allows (1364 characters). Anything else is no credential id, and never reaches
 * the store or the audit log.
 */
export const CredentialId = Type.String({ minLength: 1, maxLength: 1364, pattern: '^[A-Za-z0-9_-]+$' });

export const RemovePasskey = Type.Object({ id: CredentialId });
export type RemovePasskey = Static<typeof RemovePasskey>;

/** Options a ceremony gives the browser, passed on as SimpleWebAuthn made them. */
const Options = Type.Object({}, { additionalProperties: true });

export const RegistrationStart = Type.Object({
  ceremony: Type.String(),
  options: Type.Unsafe<PublicKeyCredentialCreationOptionsJSON>(Options),
});
export type RegistrationStart = Static<typeof RegistrationStart>;

export const AuthenticationStart = Type.Object({
  ceremony: Type.String(),
  options: Type.Unsafe<PublicKeyCredentialRequestOptionsJSON>(Options),
});
export type AuthenticationStart = Static<typeof AuthenticationStart>;

/** An enrolment's start also says who the invite is for. */
export const EnrolmentStart = Type.Object({
  ceremony: Type.String(),
  options: Type.Unsafe<PublicKeyCredentialCreationOptionsJSON>(Options),
  email: Type.String(),
  role: Type.Enum(DESK_ROLES),
});
export type EnrolmentStart = Static<typeof EnrolmentStart>;

/** A one-time invite token (from the enrolment link's fragment). */
const InviteToken = Type.String({ maxLength: 512 });
const CeremonyId = Type.String({ maxLength: 512 });
/** The browser's credential in the JSON form @simplewebauthn/browser posts. */
const Credential = Type.Object({ id: CredentialId, response: Type.Object({}) });

export const EnrolmentRequest = Type.Object({ invite: InviteToken });
export type EnrolmentRequest = Static<typeof EnrolmentRequest>;

export const CeremonyAnswer = Type.Object({ ceremony: CeremonyId, response: Credential });
export type CeremonyAnswer = Static<typeof CeremonyAnswer>;

export const EnrolmentAnswer = Type.Object({ invite: InviteToken, ceremony: CeremonyId, response: Credential });
export type EnrolmentAnswer = Static<typeof EnrolmentAnswer>;
