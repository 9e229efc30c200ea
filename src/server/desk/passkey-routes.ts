/**
 * "My passkeys": the signed-in member's own passkeys, and the removal of one of them (a lost
 * laptop, an old security key), never the last one, which would lock the member out; an owner's
 * removal of the member is the way to end someone's access. Each removal is a line of the audit log.
 */
import type { MyPasskey } from '../../desk/contract.ts';
import type { DeskContext, MemberRoutes } from './plugin.ts';

export function passkeyRoutes(): MemberRoutes {
  return async (scope, context: DeskContext) => {
    const { desk } = context.store;
    const mine = async (memberId: string): Promise<{ passkeys: MyPasskey[] }> => ({
      passkeys: (await desk.passkeysOf(memberId)).map((passkey) => ({
        id: passkey.id,
        createdAt: passkey.createdAt,
        lastUsedAt: passkey.lastUsedAt,
      })),
    });

    scope.get('/desk/api/me/passkeys', async (request) => mine(context.member(request).id));

    scope.post('/desk/api/me/passkeys/remove', async (request, reply) => {
      const member = context.member(request);
      const body = (request.body ?? {}) as { id?: unknown };
      if (typeof body.id !== 'string' || body.id === '') {
        return reply.code(400).send({ error: 'id must name one of your passkeys.' });
      }
      const outcome = await desk.removePasskey(member.id, body.id);
      if (outcome === 'unknown') return reply.code(404).send({ error: 'You hold no passkey with this id.' });
      if (outcome === 'last') {
        return reply.code(409).send({ error: 'This is your only passkey: enrol another before removing it.' });
      }
      await context.audit(member, 'passkey removed', `member:${member.email}`, `passkey ${body.id.slice(0, 8)}`);
      return mine(member.id);
    });
  };
}
