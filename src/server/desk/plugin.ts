/**
 * The firm's desk on the server (DESK on): passkey sign-in, sessions, and every desk API behind
 * them. State-changing requests pass the site's Origin check (with the desk's origin); every route
 * in the members' scope answers 401 without a live session, and owners' routes 403 to consultants.
 * The routes are checked per scope, not by URL prefix, so no spelling of a path slips past.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { DeskMember, DeskRole } from '../storage/desk-store.ts';
import type { Store } from '../storage/store.ts';
import type { SiteFile } from '../static-site.ts';
import type { RateLimiter } from '../submissions/rate-limit.ts';
import { siteOriginCheck } from '../submissions/site-origin.ts';
import { passkeyCeremonies, type Ceremonies } from './ceremonies.ts';
import { deskPages } from './pages.ts';
import { endSession, liveSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session.ts';
import type { DeskSettings } from './settings.ts';
import { signInRoutes } from './sign-in.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, on the desk's members-only routes. */
    deskMember: DeskMember | null;
    /** When that member's session began: the last time they proved a passkey (ISO). */
    deskSessionStartedAt: string | null;
  }
}

export interface DeskPluginOptions {
  readonly store: Store;
  readonly settings: DeskSettings;
  readonly rpName: string;
  /** Sign-in attempts per client network. */
  readonly limiter: RateLimiter;
  /** The built desk pages (pages.ts), null when not built. */
  readonly pages: Map<string, SiteFile> | null;
  readonly now?: () => Date;
}

/** What a members-only route handler may use. */
export interface DeskContext {
  readonly store: Store;
  readonly now: () => Date;
  /** Appends to the audit log as this member (or the command line's `operator`). */
  audit(member: DeskMember | string, action: string, object: string | null, detail?: string): Promise<void>;
  /** The signed-in member (set on every members-only route before the handler runs). */
  member(request: FastifyRequest): DeskMember;
  /** When the signed-in member last proved a passkey: their session's start. */
  sessionStartedAt(request: FastifyRequest): Date;
  /** The passkey ceremonies (a member adding a passkey, confirming it is them), with the sign-in rate limit. */
  readonly ceremonies: Ceremonies;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** A preHandler for owners' routes: a consultant is refused with 403. */
export function requireRole(role: DeskRole) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.deskMember?.role !== role) {
      return reply.code(403).send({ error: `Only an ${role} of the desk may do this.` });
    }
  };
}

/** The members' routes, registered by later parts of the desk (inbox, leads, team...). */
export type MemberRoutes = (scope: FastifyInstance, context: DeskContext) => Promise<void>;

export function deskPlugin(memberRoutes: readonly MemberRoutes[] = []) {
  return fastifyPlugin<DeskPluginOptions>(
    async (app, options) => {
      const { store } = options;
      const now = options.now ?? (() => new Date());
      const ceremonies = passkeyCeremonies({
        desk: store.desk,
        settings: options.settings,
        rpName: options.rpName,
        limiter: options.limiter,
        now,
      });
      const context: DeskContext = {
        store,
        now,
        ceremonies,
        async audit(member, action, object, detail) {
          await store.desk.audit({
            at: now().toISOString(),
            actor: typeof member === 'string' ? member : member.email,
            action,
            object,
            detail: detail ?? null,
          });
        },
        member(request) {
          if (!request.deskMember) throw new Error('a members-only route ran without a member');
          return request.deskMember;
        },
        sessionStartedAt(request) {
          if (!request.deskSessionStartedAt) throw new Error('a members-only route ran without a session');
          return new Date(request.deskSessionStartedAt);
        },
      };
      const isAllowedOrigin = siteOriginCheck(app, [options.settings.origin]);
      app.decorateRequest('deskMember', null);
      app.decorateRequest('deskSessionStartedAt', null);

      // Sessions past their limits are refused at each request; this only keeps the table small.
      let pruner: NodeJS.Timeout | undefined;
      const prune = () =>
        store.desk
          .pruneSessions(new Date(now().getTime() - SESSION_IDLE_MS), new Date(now().getTime() - SESSION_ABSOLUTE_MS))
          .catch((error: unknown) => app.log.warn({ err: String(error) }, 'desk session prune failed'));
      app.addHook('onReady', async () => {
        pruner = setInterval(() => void prune(), PRUNE_EVERY_MS);
        pruner.unref();
      });
      app.addHook('onClose', async () => clearInterval(pruner));

      await app.register(deskPages, { files: options.pages });
      await app.register(async (desk) => {
        desk.addHook('onRequest', async (request, reply) => {
          if (!SAFE_METHODS.has(request.method) && !isAllowedOrigin(request)) {
            // Names the origin: a member who opened the desk at another address learns where it is.
            return reply
              .code(403)
              .send({ error: `The desk takes changes from its own pages only, at ${options.settings.origin}.` });
          }
        });
        await desk.register(signInRoutes, { desk: store.desk, ceremonies, now, audit: context.audit });

        await desk.register(async (members) => {
          members.addHook('onRequest', async (request, reply) => {
            const session = await liveSession(store.desk, request, now());
            if (!session) return reply.code(401).send({ error: 'Sign in to the desk first.' });
            request.deskMember = session.member;
            request.deskSessionStartedAt = session.createdAt;
          });

          members.get('/desk/api/session', async (request) => {
            const member = context.member(request);
            return { email: member.email, role: member.role };
          });

          members.post('/desk/api/sign-out', async (request, reply) => {
            const member = context.member(request);
            await endSession(store.desk, request, reply);
            await context.audit(member, 'sign-out', `member:${member.email}`);
            return { ok: true };
          });

          for (const routes of memberRoutes) await routes(members, context);
        });
      });
    },
    { name: 'desk' },
  );
}
