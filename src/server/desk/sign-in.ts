/**
 * The desk's public passkey ceremonies (ceremonies.ts does the SimpleWebAuthn part): enrolment
 * takes a one-time invite link; sign-in uses discoverable passkeys (no address typed). Both start a
 * new session. Every request of them counts against the network's sign-in limit.
 */
import { randomUUID } from 'node:crypto';
import {
  AuthenticationStart,
  CeremonyAnswer,
  EnrolmentAnswer,
  EnrolmentRequest,
  EnrolmentStart,
} from '../../desk/contract/passkeys.ts';
import { SessionInfo } from '../../desk/contract/shared.ts';
import { STALE_CEREMONY, type Ceremonies } from './ceremonies.ts';
import { answering, type Audit, type DeskScope } from './context.ts';
import { startSession } from './session.ts';
import type { DeskStore } from './storage/index.ts';
import { hashToken } from './tokens.ts';

export interface SignInOptions {
  readonly desk: DeskStore;
  readonly ceremonies: Ceremonies;
  readonly now: () => Date;
  readonly audit: Audit;
}

const EXPIRED_INVITE = 'This enrolment link has expired or was already used: ask an owner for a new one.';

export async function signInRoutes(app: DeskScope, options: SignInOptions): Promise<void> {
  const { desk, ceremonies } = options;
  const counted = ceremonies.counted;

  app.post(
    '/desk/api/enrol/options',
    { schema: { body: EnrolmentRequest, response: answering(EnrolmentStart) }, preValidation: counted },
    async (request, reply) => {
      const token = request.body.invite;
      const invite = await desk.usableInvite(hashToken(token), options.now());
      if (!invite) {
        await ceremonies.refused(request, 'enrol refused', 'invite expired or used');
        return reply.code(410).send({ error: EXPIRED_INVITE });
      }
      const existing = await desk.memberByEmail(invite.email);
      const memberId = existing?.id ?? randomUUID();
      const passkeys = existing ? await desk.passkeysOf(existing.id) : [];
      const start = await ceremonies.registration(
        { id: memberId, email: invite.email },
        passkeys,
        `${hashToken(token)}:${memberId}`,
      );
      return { ...start, email: invite.email, role: invite.role };
    },
  );

  app.post(
    '/desk/api/enrol/verify',
    { schema: { body: EnrolmentAnswer, response: answering(SessionInfo) }, preValidation: counted },
    async (request, reply) => {
      const { invite: token, ceremony: ceremonyId, response: credential } = request.body;
      const tokenHash = hashToken(token);
      const ceremony = await ceremonies.take(ceremonyId, 'enrol', (subject) => subject.startsWith(`${tokenHash}:`));
      if (!ceremony?.subject) {
        await ceremonies.refused(request, 'enrol refused', 'stale ceremony', credential.id);
        return reply.code(400).send({ error: STALE_CEREMONY });
      }
      const memberId = ceremony.subject.slice(tokenHash.length + 1);
      const created = await ceremonies.verifyRegistration(credential, ceremony.challenge);
      if (!created.ok) {
        await ceremonies.refused(request, 'enrol refused', created.error, credential.id);
        return reply.code(created.status).send({ error: created.error });
      }
      const now = options.now();
      const member = await desk.enrol(tokenHash, memberId, created.value, now);
      if (!member) {
        await ceremonies.refused(request, 'enrol refused', 'invite expired or used', credential.id);
        return reply.code(410).send({ error: EXPIRED_INVITE });
      }
      await options.audit(member, 'enrol', `member:${member.email}`, member.role);
      await startSession(desk, request, reply, member, created.value.id, now);
      await options.audit(member, 'sign-in', `member:${member.email}`);
      return { email: member.email, role: member.role };
    },
  );

  app.post(
    '/desk/api/sign-in/options',
    { schema: { response: answering(AuthenticationStart) }, preValidation: counted },
    // Any discoverable passkey of the desk; no subject, so a member's confirmation cannot use it.
    async () => ceremonies.authentication(null, null),
  );

  app.post(
    '/desk/api/sign-in/verify',
    { schema: { body: CeremonyAnswer, response: answering(SessionInfo) }, preValidation: counted },
    async (request, reply) => {
      const { id: credentialId } = request.body.response;
      const ceremony = await ceremonies.take(request.body.ceremony, 'sign-in', null);
      if (!ceremony) {
        await ceremonies.refused(request, 'sign-in refused', 'stale ceremony', credentialId);
        return reply.code(400).send({ error: STALE_CEREMONY });
      }
      const proved = await ceremonies.verifyAuthentication(request.body.response, ceremony.challenge);
      if (!proved.ok) {
        await ceremonies.refused(request, 'sign-in refused', proved.reason, credentialId);
        return reply.code(401).send({ error: proved.error });
      }
      const { member, passkeyId } = proved.value;
      await startSession(desk, request, reply, member, passkeyId, options.now());
      await options.audit(member, 'sign-in', `member:${member.email}`);
      return { email: member.email, role: member.role };
    },
  );
}
