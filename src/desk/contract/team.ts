/** The team, for owners: members, pending invites, a new invite and its one-time link. */
import { Type, type Static } from 'typebox';
import { DESK_ROLES } from './constants.ts';

export const TeamView = Type.Object({
  members: Type.Array(
    Type.Object({
      email: Type.String(),
      role: Type.Enum(DESK_ROLES),
      passkeys: Type.Integer(),
      sessions: Type.Integer(),
      since: Type.String(),
    }),
  ),
  invites: Type.Array(
    Type.Object({
      email: Type.String(),
      role: Type.Enum(DESK_ROLES),
      expiresAt: Type.String(),
      /** A member's email, or `operator` for the command line. */
      invitedBy: Type.String(),
    }),
  ),
});
export type TeamView = Static<typeof TeamView>;

/** A member's or an invite's address (checked as an email address by the route, once trimmed). */
export const MemberEmail = Type.Object({ email: Type.String({ maxLength: 320 }) });
export type MemberEmail = Static<typeof MemberEmail>;

export const NewInvite = Type.Object({ email: Type.String({ maxLength: 320 }), role: Type.Enum(DESK_ROLES) });
export type NewInvite = Static<typeof NewInvite>;

/** The invite made: its link is shown once, to the owner who made it. */
export const InviteMade = Type.Object({
  email: Type.String(),
  role: Type.Enum(DESK_ROLES),
  expiresAt: Type.String(),
  link: Type.String(),
});
export type InviteMade = Static<typeof InviteMade>;
