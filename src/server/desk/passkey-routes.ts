/**
 * "My passkeys": the signed-in member's own passkeys; adding one (a new laptop), and removing one
 * (a lost laptop, an old security key), never the last one, which would lock the member out; an
 * owner's removal of the member is the way to end someone's access. Adding needs a recent proof of
 * a passkey already held: a session begun within STEP_UP_MS, else the member confirms with one
 * first, which begins a new session. Each addition, removal and confirmation is audited.
 */
import {
  AuthenticationStart,
  CeremonyAnswer,
  MyPasskeys,
  RegistrationStart,
  RemovePasskey,
} from '../../desk/contract/passkeys.ts';
import { SessionInfo } from '../../desk/contract/shared.ts';
import { ALREADY_ENROLLED, STALE_CEREMONY } from './ceremonies.ts';
import { answering, type DeskContext, type MemberRoutes } from './context.ts';
import { startSession } from './session.ts';

/** A passkey may be added within this of the member's last sign-in or confirmation. */
export const STEP_UP_MS = 10 * 60 * 1000;

export const CONFIRM_FIRST =
  'For your safety, confirm it is you with a passkey you already hold, then add the new one.';

/** The subject of a member's own registration ceremony: no invite's subject (its hash, then `:`) can look like it. */
const addingFor = (memberId: string) => `member:${memberId}`;

export function passkeyRoutes(): MemberRoutes {
  return async (scope, context: DeskContext) => {
    const { desk } = context.store;
    const { ceremonies } = context;
    const counted = ceremonies.counted;
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
        if (context.now().getTime() - context.sessionStartedAt(request).getTime() >= STEP_UP_MS) {
          return reply.code(403).send({ error: CONFIRM_FIRST, confirm: true });
        }
        return ceremonies.registration(member, await desk.passkeysOf(member.id), addingFor(member.id));
      },
    );

    scope.post(
      '/desk/api/me/passkeys/verify',
      { schema: { body: CeremonyAnswer, response: answering(MyPasskeys) }, preValidation: counted },
      async (request, reply) => {
        const member = context.member(request);
        const ceremony = await ceremonies.take(request.body.ceremony, 'enrol', addingFor(member.id));
        if (!ceremony) return reply.code(400).send({ error: STALE_CEREMONY });
        // The window holds when the passkey is stored, not only when its options were given.
        if (context.now().getTime() - context.sessionStartedAt(request).getTime() >= STEP_UP_MS) {
          return reply.code(403).send({ error: CONFIRM_FIRST, confirm: true });
        }
        const created = await ceremonies.verifyRegistration(request.body.response, ceremony.challenge);
        if (!created.ok) {
          await ceremonies.refused(request, 'passkey refused', created.error, request.body.response.id);
          return reply.code(created.status).send({ error: created.error });
        }
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
        if (!ceremony) return reply.code(400).send({ error: STALE_CEREMONY });
        const proved = await ceremonies.verifyAuthentication(request.body.response, ceremony.challenge, member.id);
        // 403 rather than 401: the session stands, only this proof failed.
        if (!proved.ok) {
          await ceremonies.refused(request, 'confirm refused', proved.reason, request.body.response.id);
          return reply.code(403).send({ error: proved.error });
        }
        await startSession(desk, request, reply, member, proved.value.passkeyId, context.now());
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
        const outcome = await desk.removePasskey(member.id, id);
        if (outcome === 'unknown') return reply.code(404).send({ error: 'You hold no passkey with this id.' });
        if (outcome === 'last') {
          return reply.code(409).send({ error: 'This is your only passkey: add another before removing it.' });
        }
        await context.audit(member, 'passkey removed', `member:${member.email}`, `passkey ${id.slice(0, 8)}`);
        return mine(member.id);
      },
    );
  };
}
