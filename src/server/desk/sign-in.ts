/**
 * The desk's public passkey ceremonies (ceremonies.ts does the SimpleWebAuthn part): enrolment
 * takes a one-time invite link; sign-in uses discoverable passkeys (no address typed). Both start a
 * new session.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DeskMember, DeskStore } from '../storage/desk-store.ts';
import {
  body,
  ceremonyAnswer,
  credentialJson,
  NO_ANSWER,
  STALE_CEREMONY,
  text,
  type Ceremonies,
} from './ceremonies.ts';
import { startSession } from './session.ts';
import { hashToken } from './tokens.ts';

export interface SignInOptions {
  readonly desk: DeskStore;
  readonly ceremonies: Ceremonies;
  readonly now: () => Date;
  readonly audit: (
    member: DeskMember | string,
    action: string,
    object: string | null,
    detail?: string,
  ) => Promise<void>;
}

const EXPIRED_INVITE = 'This enrolment link has expired or was already used: ask an owner for a new one.';

export async function signInRoutes(app: FastifyInstance, options: SignInOptions): Promise<void> {
  const { desk, ceremonies } = options;

  app.post('/desk/api/enrol/options', async (request, reply) => {
    if (!(await ceremonies.allowed(request, reply))) return reply;
    const token = text(body(request).invite);
    const invite = token ? await desk.usableInvite(hashToken(token), options.now()) : null;
    if (!token || !invite) return reply.code(410).send({ error: EXPIRED_INVITE });
    const existing = await desk.memberByEmail(invite.email);
    const memberId = existing?.id ?? randomUUID();
    const passkeys = existing ? await desk.passkeysOf(existing.id) : [];
    const start = await ceremonies.registration(
      { id: memberId, email: invite.email },
      passkeys,
      `${hashToken(token)}:${memberId}`,
    );
    return { ...start, email: invite.email, role: invite.role };
  });

  app.post('/desk/api/enrol/verify', async (request, reply) => {
    if (!(await ceremonies.allowed(request, reply))) return reply;
    const input = body(request);
    const token = text(input.invite);
    const ceremonyId = text(input.ceremony);
    const credential = credentialJson(input.response);
    if (!token || !ceremonyId || !credential)
      return reply.code(400).send({ error: 'invite, ceremony and response are required.' });
    const tokenHash = hashToken(token);
    const ceremony = await ceremonies.take(ceremonyId, 'enrol', (subject) => subject.startsWith(`${tokenHash}:`));
    if (!ceremony?.subject) return reply.code(400).send({ error: STALE_CEREMONY });
    const memberId = ceremony.subject.slice(tokenHash.length + 1);
    const created = await ceremonies.verifyRegistration(credential, ceremony.challenge);
    if (!created.ok) return reply.code(created.status).send({ error: created.error });
    const now = options.now();
    const member = await desk.enrol(tokenHash, memberId, created.value, now);
    if (!member) return reply.code(410).send({ error: EXPIRED_INVITE });
    await options.audit(member, 'enrol', `member:${member.email}`, member.role);
    await startSession(desk, request, reply, member, now);
    await options.audit(member, 'sign-in', `member:${member.email}`);
    return { email: member.email, role: member.role };
  });

  app.post('/desk/api/sign-in/options', async (request, reply) => {
    if (!(await ceremonies.allowed(request, reply))) return reply;
    // Any discoverable passkey of the desk; no subject, so a member's confirmation cannot use it.
    return ceremonies.authentication(null, null);
  });

  app.post('/desk/api/sign-in/verify', async (request, reply) => {
    if (!(await ceremonies.allowed(request, reply))) return reply;
    const answer = ceremonyAnswer(request);
    if (!answer) return reply.code(400).send({ error: NO_ANSWER });
    const ceremony = await ceremonies.take(answer.ceremony, 'sign-in', null);
    if (!ceremony) return reply.code(400).send({ error: STALE_CEREMONY });
    const proved = await ceremonies.verifyAuthentication(answer.credential, ceremony.challenge);
    if (!proved.ok) return reply.code(401).send({ error: proved.error });
    const member = proved.value;
    await startSession(desk, request, reply, member, options.now());
    await options.audit(member, 'sign-in', `member:${member.email}`);
    return { email: member.email, role: member.role };
  });
}
