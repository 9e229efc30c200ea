/**
 * A member's own sessions, listed beside their passkeys: each live one with when it began, when it
 * was last active, the browser and the passkey that opened it; "sign out" for any one and "sign out
 * everywhere else". An owner ends every session of a member (a phone left in a taxi) from Team.
 * Each ending is audited.
 */
import { Done } from '../../desk/contract/shared.ts';
import { EndSession, MySessions } from '../../desk/contract/sessions.ts';
import { MemberEmail } from '../../desk/contract/team.ts';
import { isEmailAddress } from '../../questionnaire/pipeline.ts';
import { normaliseEmail } from '../common/email.ts';
import { answering, requireRole, type DeskContext, type MemberRoutes } from './context.ts';
import { endSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionId, sessionToken } from './session.ts';
import { hashToken } from './tokens.ts';

export function sessionRoutes(): MemberRoutes {
  return async (scope, context: DeskContext) => {
    const { desk } = context.store;
    const currentHash = (request: Parameters<typeof sessionToken>[0]) => hashToken(sessionToken(request) ?? '');

    async function live(memberId: string) {
      const now = context.now().getTime();
      return (await desk.sessionsOf(memberId)).filter(
        (session) =>
          now - Date.parse(session.lastSeenAt) < SESSION_IDLE_MS &&
          now - Date.parse(session.createdAt) < SESSION_ABSOLUTE_MS,
      );
    }

    scope.get('/desk/api/me/sessions', { schema: { response: answering(MySessions) } }, async (request) => {
      const current = currentHash(request);
      return {
        sessions: (await live(context.member(request).id)).map((session) => ({
          id: sessionId(session.tokenHash),
          createdAt: session.createdAt,
          lastSeenAt: session.lastSeenAt,
          userAgent: session.userAgent,
          passkey: session.passkeyId === null ? null : session.passkeyId.slice(0, 8),
          current: session.tokenHash === current,
        })),
      };
    });

    scope.post(
      '/desk/api/me/sessions/end',
      { schema: { body: EndSession, response: answering(Done) } },
      async (request, reply) => {
        const member = context.member(request);
        const found = (await desk.sessionsOf(member.id)).find(
          (session) => sessionId(session.tokenHash) === request.body.id,
        );
        if (!found) return reply.code(404).send({ error: 'You have no session with this id.' });
        if (found.tokenHash === currentHash(request)) await endSession(desk, request, reply);
        else await desk.deleteSession(found.tokenHash);
        await context.audit(
          member,
          'session ended',
          `member:${member.email}`,
          `session ${request.body.id.slice(0, 8)}`,
        );
        return { ok: true } as const;
      },
    );

    scope.post('/desk/api/me/sessions/end-others', { schema: { response: answering(Done) } }, async (request) => {
      const member = context.member(request);
      const ended = await desk.endSessionsOf(member.id, currentHash(request));
      await context.audit(
        member,
        'sessions ended',
        `member:${member.email}`,
        `${ended} other session${ended === 1 ? '' : 's'}`,
      );
      return { ok: true } as const;
    });

    scope.post(
      '/desk/api/team/sessions/end',
      { schema: { body: MemberEmail, response: answering(Done) }, onRequest: requireRole('owner') },
      async (request, reply) => {
        const email = normaliseEmail(request.body.email);
        const member = isEmailAddress(email) ? await desk.memberByEmail(email) : null;
        if (!member) return reply.code(404).send({ error: 'No member with that address.' });
        const owner = context.member(request);
        // An owner ending their own sessions keeps the one they act from.
        const keep = member.id === owner.id ? currentHash(request) : undefined;
        const ended = await desk.endSessionsOf(member.id, keep);
        await context.audit(owner, 'sessions ended', `member:${email}`, `${ended} session${ended === 1 ? '' : 's'}`);
        return { ok: true } as const;
      },
    );
  };
}
