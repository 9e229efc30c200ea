/**
 * What the desk's route modules are given: the scope to add their routes to (with TypeBox as its
 * type provider, so each handler's request is typed by its route's schemas) and the context of
 * the signed-in member; and what every route's schema shares (the refusal's shape).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TSchema } from 'typebox';
import { DeskError } from '../../desk/contract/shared.ts';
import type { Store } from '../storage/store.ts';
import type { Ceremonies } from './ceremonies.ts';
import type { DeskMember, DeskRole } from './storage/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, on the desk's members-only routes. */
    deskMember: DeskMember | null;
  }
}

export type DeskScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** Appends to the audit log as this member (or the command line's `operator`). */
export type Audit = (
  member: DeskMember | string,
  action: string,
  object: string | null,
  detail?: string,
) => Promise<void>;

/** What a members-only route handler may use. */
export interface DeskContext {
  readonly store: Store;
  readonly now: () => Date;
  readonly audit: Audit;
  /** The signed-in member (set on every members-only route before the handler runs). */
  member(request: FastifyRequest): DeskMember;
  /** The passkey ceremonies (a member adding a passkey, confirming it is them), with the sign-in rate limit. */
  readonly ceremonies: Ceremonies;
}

/** The members' routes of one part of the desk (inbox, leads, team...). */
export type MemberRoutes = (scope: DeskScope, context: DeskContext) => Promise<void>;

/** A route's answers: `ok` with 200, and every refusal (401, 403, 404, 400 from its schema...) as DeskError. */
export function answering<Ok extends TSchema>(ok: Ok) {
  return { 200: ok, '4xx': DeskError } as const;
}

/** An onRequest hook of owners' routes (before the body is read or checked): a consultant is refused with 403. */
export function requireRole(role: DeskRole) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.deskMember?.role !== role) {
      return reply.code(403).send({ error: `Only an ${role} of the desk may do this.` });
    }
  };
}
