/**
 * "My passkeys": the signed-in member's own passkeys; adding one (a new laptop), and removing one
 * (a lost laptop, an old security key), never the last one, which would lock the member out; an
 * owner's removal of the member is the way to end someone's access. Each change asks, every time,
 * for a confirmation with a passkey the member already holds ("confirm it is you", which begins a
 * new session): a session alone, stolen or left open, cannot plant or remove a passkey. The
 * confirmation counts within STEP_UP_MS of the moment the change is stored, and once. Each
 * addition, removal and confirmation is audited.
 */
import {
  AuthenticationStart,
  CeremonyAnswer,
  MyPasskeys,
  RegistrationStart,
  RemovePasskey,
} from '../../desk/contract/passkeys.ts';
import type { FastifyRequest } from 'fastify';
import { SessionInfo } from '../../desk/contract/shared.ts';
import { ALREADY_ENROLLED, STALE_CEREMONY } from './ceremonies.ts';
import { answering, type DeskContext, type MemberRoutes } from './context.ts';
import { sessionToken, startSession } from './session.ts';
import { hashToken } from './tokens.ts';

/** A confirmation allows one change of passkeys within this of it. */
export const STEP_UP_MS = 10 * 60 * 1000;

export const CONFIRM_FIRST = 'For your safety, confirm it is you with a passkey you already hold first.';

const NO_SUCH_PASSKEY = 'You hold no passkey with this id.';
const ONLY_PASSKEY = 'This is your only passkey: add another before removing it.';

/** The subject of a member's own registration ceremony: no invite's subject (its hash, then `:`) can look like it. */
const addingFor = (memberId: string) => `member:${memberId}`;

export function passkeyRoutes(): MemberRoutes {
  return async (scope, context: DeskContext) => {
    const { desk } = context.store;
    const { ceremonies } = context;
    const counted = ceremonies.counted;
    const current = (request: FastifyRequest) => hashToken(sessionToken(request) ?? '');
    const since = () => new Date(context.now().getTime() - STEP_UP_MS);
    /** Whether the session holds a confirmation recent enough; `spend` uses it up (the change is being stored). */
    const confirmed = async (request: FastifyRequest, spend: boolean): Promise<boolean> => {
      if (spend) return desk.spendConfirmation(current(request), since());
      const confirmedAt = (await desk.session(current(request)))?.confirmedAt;
      return confirmedAt !== null && confirmedAt !== undefined && Date.parse(confirmedAt) > since().getTime();
    };
    const mine = async (memberId: string): Promise<MyPasskeys> => ({
      passkeys: (await desk.passkeysOf(memberId)).map((passkey) => ({
        id: passkey.id,
        createdAt: passkey.createdAt,
        lastUsedAt: passkey.lastUsedAt,
      })),
    });

    scope.get('/desk/api/me/passkeys', { schema: { response: answering(MyPasskeys) } }, async (request) =>
      mine(context.member(request).id),
    );

    scope.post(
      '/desk/api/me/passkeys/options',
      { schema: { response: answering(RegistrationStart) }, preValidation: counted },
      async (request, reply) => {
        const member = context.member(request);
        // Asked here too, so the browser does not ask for a new passkey that would then be refused.
        if (!(await confirmed(request, false))) return reply.code(403).send({ error: CONFIRM_FIRST, confirm: true });
        return ceremonies.registration(member, await desk.passkeysOf(member.id), addingFor(member.id));
      },
    );

    scope.post(
      '/desk/api/me/passkeys/verify',
      { schema: { body: CeremonyAnswer, response: answering(MyPasskeys) }, preValidation: counted },
      async (request, reply) => {
        const member = context.member(request);
        const ceremony = await ceremonies.take(request.body.ceremony, 'enrol', addingFor(member.id));
        if (!ceremony) {
          await ceremonies.refused(request, 'passkey refused', 'stale ceremony', request.body.response.id);
          return reply.code(400).send({ error: STALE_CEREMONY });
        }
        const created = await ceremonies.verifyRegistration(request.body.response, ceremony.challenge);
        if (!created.ok) {
          await ceremonies.refused(request, 'passkey refused', created.error, request.body.response.id);
          return reply.code(created.status).send({ error: created.error });
        }
        // The window holds when the passkey is stored, not only when its options were given.
        if (!(await confirmed(request, true))) return reply.code(403).send({ error: CONFIRM_FIRST, confirm: true });
        if (!(await desk.addPasskey(member.id, created.value, context.now()))) {
          return reply.code(409).send({ error: ALREADY_ENROLLED });
        }
        await context.audit(
          member,
          'passkey added',
          `member:${member.email}`,
          `passkey ${created.value.id.slice(0, 8)}`,
        );
        return mine(member.id);
      },
    );

    scope.post(
      '/desk/api/me/confirm/options',
      { schema: { response: answering(AuthenticationStart) }, preValidation: counted },
      async (request) => {
        const member = context.member(request);
        return ceremonies.authentication(await desk.passkeysOf(member.id), member.id);
      },
    );

    scope.post(
      '/desk/api/me/confirm/verify',
      { schema: { body: CeremonyAnswer, response: answering(SessionInfo) }, preValidation: counted },
      async (request, reply) => {
        const member = context.member(request);
        // Only a challenge made for this member's confirmation: a sign-in's (no subject) is refused.
        const ceremony = await ceremonies.take(request.body.ceremony, 'sign-in', member.id);
        if (!ceremony) {
          await ceremonies.refused(request, 'confirm refused', 'stale ceremony', request.body.response.id);
          return reply.code(400).send({ error: STALE_CEREMONY });
        }
        const proved = await ceremonies.verifyAuthentication(request.body.response, ceremony.challenge, member.id);
        // 403 rather than 401: the session stands, only this proof failed.
        if (!proved.ok) {
          await ceremonies.refused(request, 'confirm refused', proved.reason, request.body.response.id);
          return reply.code(403).send({ error: proved.error });
        }
        await startSession(desk, request, reply, member, proved.value.passkeyId, context.now(), true);
        await context.audit(member, 'confirm', `member:${member.email}`);
        return { email: member.email, role: member.role };
      },
    );

    scope.post(
      '/desk/api/me/passkeys/remove',
      { schema: { body: RemovePasskey, response: answering(MyPasskeys) } },
      async (request, reply) => {
        const member = context.member(request);
        const { id } = request.body;
        const held = await desk.passkeysOf(member.id);
        if (!held.some((passkey) => passkey.id === id)) return reply.code(404).send({ error: NO_SUCH_PASSKEY });
        if (held.length < 2) return reply.code(409).send({ error: ONLY_PASSKEY });
        if (!(await confirmed(request, true))) return reply.code(403).send({ error: CONFIRM_FIRST, confirm: true });
        const outcome = await desk.removePasskey(member.id, id);
        if (outcome === 'unknown') return reply.code(404).send({ error: NO_SUCH_PASSKEY });
        if (outcome === 'last') return reply.code(409).send({ error: ONLY_PASSKEY });
        await context.audit(member, 'passkey removed', `member:${member.email}`, `passkey ${id.slice(0, 8)}`);
        return mine(member.id);
      },
    );
  };
}
