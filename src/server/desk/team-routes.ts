/**
 * The team, for owners: members with their roles and passkeys, pending invites, a new invite (its
 * one-time link shown once to the owner who made it), and removal, which ends that member's
 * access and every session at once. Each is a line of the audit log.
 */
import { Done } from '../../desk/contract/shared.ts';
import { InviteMade, MemberEmail, NewInvite, TeamView } from '../../desk/contract/team.ts';
import { isEmailAddress } from '../../questionnaire/pipeline.ts';
import { normaliseEmail } from '../common/email.ts';
import { answering, requireRole, type DeskContext, type MemberRoutes } from './context.ts';
import { enrolmentLink, hashToken, INVITE_LIFETIME_MS, newToken } from './tokens.ts';

const NOT_AN_ADDRESS = { error: 'email must be an email address.' };

export function teamRoutes(origin: string): MemberRoutes {
  return async (scope, context: DeskContext) => {
    const { desk } = context.store;
    const owners = requireRole('owner');

    scope.get('/desk/api/team', { schema: { response: answering(TeamView) }, onRequest: owners }, async () => ({
      members: (await desk.members(context.now())).map((member) => ({
        email: member.email,
        role: member.role,
        passkeys: member.passkeys,
        sessions: member.sessions,
        since: member.createdAt,
      })),
      invites: (await desk.pendingInvites(context.now())).map((invite) => ({
        email: invite.email,
        role: invite.role,
        expiresAt: invite.expiresAt,
        invitedBy: invite.invitedBy,
      })),
    }));

    scope.post(
      '/desk/api/team/invites',
      { schema: { body: NewInvite, response: answering(InviteMade) }, onRequest: owners },
      async (request, reply) => {
        const email = normaliseEmail(request.body.email);
        if (!isEmailAddress(email)) return reply.code(400).send(NOT_AN_ADDRESS);
        const { role } = request.body;
        const now = context.now();
        const token = newToken();
        const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS).toISOString();
        const owner = context.member(request);
        await desk.createInvite({
          tokenHash: hashToken(token),
          email,
          role,
          createdAt: now.toISOString(),
          expiresAt,
          invitedBy: owner.email,
        });
        await context.audit(owner, 'invite', `member:${email}`, role);
        return { email, role, expiresAt, link: enrolmentLink(origin, token) };
      },
    );

    // A link sent to the wrong address, or to someone who will not join: it stops working at once.
    scope.post(
      '/desk/api/team/invites/revoke',
      { schema: { body: MemberEmail, response: answering(Done) }, onRequest: owners },
      async (request, reply) => {
        const email = normaliseEmail(request.body.email);
        if (!isEmailAddress(email)) return reply.code(400).send(NOT_AN_ADDRESS);
        if ((await desk.revokeInvites(email)) === 0) {
          return reply.code(404).send({ error: 'No pending invite to that address.' });
        }
        await context.audit(context.member(request), 'revoke invite', `member:${email}`);
        return { ok: true } as const;
      },
    );

    scope.post(
      '/desk/api/team/remove',
      { schema: { body: MemberEmail, response: answering(Done) }, onRequest: owners },
      async (request, reply) => {
        const email = normaliseEmail(request.body.email);
        const owner = context.member(request);
        if (email === owner.email) return reply.code(400).send({ error: 'An owner cannot remove themselves here.' });
        if (!(await desk.removeMember(email))) return reply.code(404).send({ error: 'No member with that address.' });
        await context.audit(owner, 'remove', `member:${email}`);
        return { ok: true } as const;
      },
    );
  };
}
