/**
 * A member's sessions as "My passkeys" lists them (started, last active, the browser, the passkey
 * that opened it), with signing out one of them or every one but this; and an owner ending all of
 * a member's sessions.
 */
import { Type, type Static } from 'typebox';

export const MySession = Type.Object({
  /** The session's name in this list (not its token, nor anything that leads to it). */
  id: Type.String(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  /** The browser as its User-Agent header named itself; null when it sent none. */
  userAgent: Type.Union([Type.String(), Type.Null()]),
  /** The passkey that opened it: its credential id's first 8 characters (null: not recorded). */
  passkey: Type.Union([Type.String(), Type.Null()]),
  /** The session this list was asked from. */
  current: Type.Boolean(),
});
export type MySession = Static<typeof MySession>;

export const MySessions = Type.Object({ sessions: Type.Array(MySession) });
export type MySessions = Static<typeof MySessions>;

export const EndSession = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type EndSession = Static<typeof EndSession>;
