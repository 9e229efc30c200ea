/**
 * The firm's desk on the server, its front door: one Fastify plugin (DESK on) with passkey
 * sign-in, sessions, every desk API behind them and the desk's pages, given from outside only what
 * it cannot know itself (the store, its settings, the catalogue, the firm's name, the outbox's
 * threshold and worker, the funnel's counter, where the desk was built). State-changing requests
 * come from the desk's own origin (Sec-Fetch-Site, and DESK_ORIGIN exactly as Origin); every route in the members' scope answers
 * 401 without a live session, and owners' routes 403 to consultants. The routes are checked per
 * scope, not by URL prefix, so no spelling of a path slips past.
 */
import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { AnswerPeriod } from '../../content/privacy/answer-period.ts';
import type { ReplyTemplate } from '../../content/reply-templates/template.ts';
import { Done, SessionInfo } from '../../desk/contract/shared.ts';
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { FormVersions } from '../submissions/index.ts';
import { truncateIp } from '../common/client-network.ts';
import { rateLimiterFor, type RateLimiter } from '../common/rate-limit.ts';
import { onlySessionCookies } from '../common/session-cookie.ts';
import type { Store } from '../storage/store.ts';
import { passkeyCeremonies } from './ceremonies.ts';
import { answering, type Audit, type DeskContext, type MemberRoutes } from './context.ts';
import { deliveryRoutes } from './delivery-routes.ts';
import { inboxRoutes } from './inbox-routes.ts';
import { insightRoutes } from './insights-routes.ts';
import { leadRoutes } from './lead-routes.ts';
import { replyRoutes } from './reply-routes.ts';
import { replyTimeRoutes } from './reply-time-routes.ts';
import { leadViews } from './lead-view.ts';
import { deskMethods, refuseUnknownApiCalls } from './methods.ts';
import { deskPages, loadDeskPages } from './pages.ts';
import { mySettingsRoutes } from './my-settings-routes.ts';
import { passkeyRoutes } from './passkey-routes.ts';
import { refusalLog, type RefusalLog } from './refusal-log.ts';
import type { ReminderSweep } from './reminders.ts';
export { ReminderSweep } from './reminders.ts';
import { requestRoutes } from './request-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { endSession, liveSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session.ts';
import { SIGN_IN_WINDOW_MS, type DeskSettings } from './settings.ts';
import { signInRoutes } from './sign-in.ts';
import { teamRoutes } from './team-routes.ts';

export { keepHostsApart } from './own-host.ts';

export interface DeskOptions {
  readonly store: Store;
  readonly settings: DeskSettings;
  readonly catalogue: readonly FormDefinition[];
  /** The form versions leads were answered on (the server's, recorded at its start); else read from the store. */
  readonly versions?: FormVersions;
  /** Heads the print view and names the passkeys in a passkey manager ("<firm> desk"). */
  readonly firmName: string;
  /** Where the server keeps its data: the .eml copies an access report names and an erasure removes. */
  readonly dataDir: string;
  /** Within how long the firm answers a rights request (its privacy notice says so): the requests' due dates. */
  readonly answerPeriod: AnswerPeriod;
  /** How long a lead may wait for delivery before the delivery page says so. */
  readonly deliveryThresholdMs: number;
  /** Ceremony requests per client network, or per member for their own (signInLimiter), pruned with the server's other limits. */
  readonly limiter: RateLimiter;
  /** The built desk (vite.desk.config.ts); the desk says it is not built when it holds no index.html. */
  readonly pagesDir: string;
  /** The reply templates the lead page's composer offers (checked at the server's start). */
  readonly replyTemplates: readonly ReplyTemplate[];
  /** The firm's sending address: the From of a reply sent from the desk. */
  readonly mailFrom: string;
  /** Wakes the outbox worker, so dead letters put back and replies go at once. */
  readonly kickOutbox: () => void;
  /** Writes the funnel counts this process holds, so an insight read just after a visit includes it. */
  readonly flushFunnel: () => Promise<void>;
  /** The reminders of the reply promise, swept on this plugin's timer; none in tools that serve no desk. */
  readonly reminders?: ReminderSweep;
  readonly now?: () => Date;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a desk API request comes from the desk's own pages: a browser's Sec-Fetch-Site says
 * same-origin (or, for a read, none: an address typed or a bookmark), and a change carries exactly
 * DESK_ORIGIN as its Origin (not any other address the server answers on).
 */
function fromDeskPages(request: FastifyRequest, deskOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  const safe = SAFE_METHODS.has(request.method);
  if (site !== undefined && site !== 'same-origin' && !(safe && site === 'none')) return false;
  return safe || request.headers.origin === deskOrigin;
}
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** The desk's ceremonies per client network: anyone may try them, so their addresses are forgotten as the others are. */
export function signInLimiter(store: Store, settings: DeskSettings): RateLimiter {
  return rateLimiterFor(store, 'desk-sign-in', settings.signInLimit, SIGN_IN_WINDOW_MS);
}

/** What every members' route handler is given: the store, the clock, the audit log, the member. */
function deskContext(options: DeskOptions, now: () => Date, refusals: RefusalLog): DeskContext {
  const { store } = options;
  const audit: Audit = async (member, action, object, detail) => {
    await store.desk.audit({
      at: now().toISOString(),
      actor: typeof member === 'string' ? member : member.email,
      action,
      object,
      detail: detail ?? null,
    });
  };
  return {
    store,
    now,
    ceremonies: passkeyCeremonies({
      desk: store.desk,
      settings: options.settings,
      rpName: `${options.firmName} desk`,
      limiter: options.limiter,
      now,
      audit,
      refusals,
    }),
    audit,
    member(request) {
      if (!request.deskMember) throw new Error('a members-only route ran without a member');
      return request.deskMember;
    },
  };
}

export const desk = fastifyPlugin<DeskOptions>(
  async (app, options) => {
    const { store, catalogue, reminders } = options;
    const versions = options.versions ?? new FormVersions(store, catalogue);
    const now = options.now ?? (() => new Date());
    // Refusals anyone can repeat (a foreign Origin, the rate limit): a run of them is a line or two.
    const refusals = refusalLog((entry) => store.desk.audit(entry), now);
    const context = deskContext(options, now, refusals);
    const views = leadViews(store, versions, { templates: options.replyTemplates, mailFrom: options.mailFrom });
    const memberRoutes: readonly MemberRoutes[] = [
      inboxRoutes(catalogue, views),
      leadRoutes(
        views,
        options.firmName,
        reminders && ((lead, assignee, by) => reminders.assigned(lead, assignee, by)),
      ),
      replyRoutes(views, options.kickOutbox),
      teamRoutes(options.settings.origin),
      requestRoutes(options.dataDir, versions, options.answerPeriod),
      deliveryRoutes(options.deliveryThresholdMs, options.kickOutbox),
      insightRoutes(catalogue, options.flushFunnel),
      replyTimeRoutes(catalogue),
      passkeyRoutes(),
      sessionRoutes(),
      mySettingsRoutes(options.settings.reminderHours),
    ];
    app.decorateRequest('deskMember', null);

    // Sessions past their limits and expired challenges are refused at each request; this only keeps the tables small.
    let pruner: NodeJS.Timeout | undefined;
    const prune = () =>
      Promise.all([
        store.desk.pruneSessions(
          new Date(now().getTime() - SESSION_IDLE_MS),
          new Date(now().getTime() - SESSION_ABSOLUTE_MS),
        ),
        store.desk.pruneChallenges(now()),
        refusals.close(),
      ]).catch((error: unknown) => app.log.warn({ err: String(error) }, 'desk session prune failed'));
    app.addHook('onReady', async () => {
      pruner = setInterval(() => void prune(), PRUNE_EVERY_MS);
      pruner.unref();
      options.reminders?.start();
    });
    app.addHook('onClose', async () => {
      clearInterval(pruner);
      // The counts of runs still open: the audit log says how many were refused up to the stop.
      await refusals.close(true).catch((error: unknown) => app.log.warn({ err: String(error) }, 'desk audit failed'));
      await options.reminders?.stop();
    });

    const methods = deskMethods(app);
    await app.register(deskPages, { files: loadDeskPages(options.pagesDir), methods });
    refuseUnknownApiCalls(app, methods);
    await app.register(async (scope) => {
      const api = scope.withTypeProvider<TypeBoxTypeProvider>();
      // Members' data, invite links and exports: no browser or proxy keeps a copy of any answer.
      api.addHook('onRequest', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      // The session cookie is read and written in this scope only. Its writer runs after the
      // security headers' check of every answer, so the same check runs once more behind it.
      await api.register(fastifyCookie);
      api.addHook('onSend', onlySessionCookies);
      api.addHook('onRequest', async (request, reply) => {
        if (!fromDeskPages(request, options.settings.origin)) {
          await refusals.refused({
            actor: 'visitor',
            action: 'origin refused',
            object: null,
            detail: `${request.method} ${request.routeOptions.url ?? ''}`,
            network: truncateIp(request.ip),
          });
          // Names the origin: a member who opened the desk at another address learns where it is.
          return reply
            .code(403)
            .send({ error: `The desk takes changes from its own pages only, at ${options.settings.origin}.` });
        }
      });
      await api.register(signInRoutes, { desk: store.desk, ceremonies: context.ceremonies, now, audit: context.audit });

      await api.register(async (scope) => {
        const members = scope.withTypeProvider<TypeBoxTypeProvider>();
        members.addHook('onRequest', async (request, reply) => {
          const session = await liveSession(store.desk, request, now());
          if (!session) return reply.code(401).send({ error: 'Sign in to the desk first.' });
          request.deskMember = session.member;
        });

        members.get('/desk/api/session', { schema: { response: answering(SessionInfo) } }, async (request) => {
          const member = context.member(request);
          return { email: member.email, role: member.role };
        });

        members.post('/desk/api/sign-out', { schema: { response: answering(Done) } }, async (request, reply) => {
          const member = context.member(request);
          await endSession(store.desk, request, reply);
          await context.audit(member, 'sign-out', `member:${member.email}`);
          return { ok: true } as const;
        });

        for (const routes of memberRoutes) await routes(members, context);
      });
    });
  },
  { name: 'desk' },
);
