/**
 * POST /api/submissions: Formspree-compatible intake. JSON only (415), at most 256 KB (413, refused
 * before parsing), pages of this site only (403), the envelope its schema describes (400,
 * envelope.ts), exact keys (400), validated again (422), rate limited (429), idempotent by
 * Idempotency-Key, and answered 200 only once the submission and its notification jobs are
 * committed.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFIRMATION_WINDOW_MS, CONFIRMATIONS_PER_ADDRESS } from '../../content/privacy/notice-settings.ts';
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { buildReport } from '../../questionnaire/report.ts';
import { confirmationWanted, visitorAddress } from '../mail/confirmation-email.ts';
import fastifyPlugin from 'fastify-plugin';
import { refuseOtherMethods } from '../plugins/errors.ts';
import type { JobKind, Store, StoredSubmission } from '../storage/store.ts';
import { rateLimitKey, truncateIp } from '../common/client-network.ts';
import { mailbox } from './mailbox.ts';
import { consentRecord } from './consent.ts';
import { SubmissionBody, SubmissionHeaders } from './envelope.ts';
import { canonicalJson, checkSubmission, type CatalogueEntry } from './intake.ts';
import { noteOutcome } from './outcome.ts';
import type { RateLimiter } from '../common/rate-limit.ts';
import { siteOriginCheck } from '../common/site-origin.ts';
import { leadListing } from './listing.ts';
import type { FormPages } from './form-page.ts';
import { formPostRoutes } from './form-posts.ts';

export const SUBMISSIONS_PATH = '/api/submissions';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * How a recipient is counted: the SHA-256 of its mailbox (mailbox.ts: case, sub-address tag and
 * a trailing dot do not make another one), so the count table holds no address (kept at most
 * 24 hours, src/server/storage/sql-store.ts).
 */
export function recipientKey(address: string): string {
  return sha256(mailbox(address));
}

/** How a client network's confirmations are counted (its rate-limit key, hashed like an address). */
export function networkKey(ip: string): string {
  return `network:${sha256(rateLimitKey(ip))}`;
}
export const BODY_LIMIT_BYTES = 256 * 1024;

export interface SubmissionRouteOptions {
  readonly store: Store;
  /** The forms a submission is checked against: today's, or the stored version its page was built from. */
  readonly catalogue: (body: unknown) => Promise<ReadonlyMap<string, CatalogueEntry>>;
  readonly limiter: RateLimiter;
  /** Origins whose pages may post: the site's public origin and ALLOWED_ORIGINS. */
  readonly allowedOrigins: readonly string[];
  readonly forward: boolean;
  /** Whether visitors get a confirmation email (CONFIRMATION_EMAILS); form.json can still turn it off per form. */
  readonly confirmations: boolean;
  /** Confirmations one client network may cause per window, whatever the addresses (CONFIRMATIONS_PER_NETWORK). */
  readonly confirmationsPerNetwork: number;
  /** The privacy notice in force (privacyNoticeVersion), stored with each submission. */
  readonly noticeVersion: string;
  readonly onStored: () => void;
  /** Counts a stored submission as its form's funnel's last step (not spam, not a replay, not with Sec-GPC: 1). */
  readonly onSubmitted: (formId: string) => void;
  /** The pages that answer forms sent without scripts; none: only JSON is taken (a build without them). */
  readonly formPages?: FormPages | null;
}

/** Runs work for one Idempotency-Key at a time in this process, so a replay sees the first one stored. */
function oneAtATime() {
  const running = new Map<string, Promise<unknown>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    while (running.has(key)) await running.get(key)?.catch(() => undefined);
    const result = work();
    running.set(key, result);
    try {
      return await result;
    } finally {
      running.delete(key);
    }
  };
}

export const submissionRoutes = fastifyPlugin<SubmissionRouteOptions>(
  async (app, options) => {
    const { store, catalogue, limiter } = options;
    const isAllowedOrigin = siteOriginCheck(app, options.allowedOrigins);
    const serialised = oneAtATime();
    let lastPrune = 0;

    /** A repeated Idempotency-Key: the first submission's answer, when the body is the same one. */
    async function replay(request: FastifyRequest, reply: FastifyReply, existing: StoredSubmission, body: unknown) {
      const checked = checkSubmission(body, await catalogue(body));
      if (!checked.ok) return reply.code(checked.status).send({ error: checked.error, errors: checked.errors });
      const same =
        existing.formId === checked.definition.id &&
        canonicalJson(JSON.parse(existing.answers)) === canonicalJson(checked.answers);
      if (!same) {
        return reply.code(422).send({
          error: 'This Idempotency-Key was already used for a different submission.',
          errors: [
            { field: 'Idempotency-Key', code: 'idempotency_conflict', message: 'Use a new key for a new submission.' },
          ],
        });
      }
      request.log.info(
        { submission: existing.id, form: existing.formId },
        'repeated submission answered from the first',
      );
      noteOutcome(request, existing.formId, 'repeated');
      return reply.send({ ok: true, id: existing.id });
    }

    /**
     * Whether this submission's visitor gets a confirmation: switched on, an address, its mailbox
     * under its limit and the sending network under its ceiling (both counted, or neither).
     */
    async function confirms(definition: FormDefinition, answers: Record<string, unknown>, now: Date, ip: string) {
      if (!options.confirmations || !confirmationWanted(definition)) return false;
      const address = visitorAddress(definition, answers);
      if (!address) return false;
      // Counts older than the window are forgotten (each count already drops its own address's).
      if (now.getTime() - lastPrune > 60 * 60 * 1000) {
        lastPrune = now.getTime();
        await store.pruneConfirmations(new Date(now.getTime() - CONFIRMATION_WINDOW_MS));
      }
      return store.countConfirmation(
        [
          { key: recipientKey(address), max: CONFIRMATIONS_PER_ADDRESS },
          { key: networkKey(ip), max: options.confirmationsPerNetwork },
        ],
        now,
        CONFIRMATION_WINDOW_MS,
      );
    }

    async function accept(request: FastifyRequest, reply: FastifyReply, key: string | null, body = request.body) {
      // A replay is answered before the rate limit counts it: retrying a sent form costs nothing.
      const earlier = key ? await store.findByIdempotencyKey(key) : null;
      if (earlier) return replay(request, reply, earlier, body);

      const retryAfter = await limiter.hit(rateLimitKey(request.ip));
      if (retryAfter > 0) {
        const minutes = Math.ceil(retryAfter / 60);
        return reply
          .code(429)
          .header('retry-after', String(retryAfter))
          .send({
            error: `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          });
      }

      const checked = checkSubmission(body, await catalogue(body));
      if (!checked.ok) return reply.code(checked.status).send({ error: checked.error, errors: checked.errors });

      const { definition, answers, spam } = checked;
      const receivedAt = new Date();
      const jobs: JobKind[] = spam
        ? []
        : [
            'email',
            ...(options.forward ? (['forward'] as const) : []),
            ...((await confirms(definition, answers, receivedAt, request.ip)) ? (['confirmation'] as const) : []),
          ];
      const result = await store.insertSubmission(
        {
          id: randomUUID(),
          formId: definition.id,
          receivedAt: receivedAt.toISOString(),
          answers: JSON.stringify(answers),
          report: buildReport(definition, answers, receivedAt),
          status: spam ? 'spam' : 'new',
          ...consentRecord(definition, answers, receivedAt, options.noticeVersion),
          ipPrefix: truncateIp(request.ip),
          idempotencyKey: key,
          formVersion: definition.version ?? null,
        },
        jobs,
        leadListing(definition, answers),
      );
      // Another process stored the same key first.
      if (result.outcome === 'duplicate') return replay(request, reply, result.existing, body);
      request.log.info({ submission: result.id, form: definition.id, spam }, 'submission stored');
      noteOutcome(request, definition.id, spam ? 'spam' : 'stored');
      if (!spam) options.onStored();
      // The funnel's last step comes from here, never from a beacon; a browser asking not to be
      // tracked (Global Privacy Control) is not counted, as its beacons are not.
      if (!spam && request.headers['sec-gpc'] !== '1') options.onSubmitted(definition.id);
      return reply.send({ ok: true, id: result.id });
    }

    app.withTypeProvider<TypeBoxTypeProvider>().post(
      SUBMISSIONS_PATH,
      {
        bodyLimit: BODY_LIMIT_BYTES,
        schema: { body: SubmissionBody, headers: SubmissionHeaders },
        // Another site's page is refused before its body is looked at.
        preValidation: async (request, reply) => {
          if (!isAllowedOrigin(request)) {
            return reply.code(403).send({ error: 'Submissions are only accepted from this site.' });
          }
          return undefined;
        },
      },
      async (request, reply) => {
        const key = request.headers['idempotency-key'];
        if (key === undefined) return accept(request, reply, null);
        return serialised(key, () => accept(request, reply, key));
      },
    );
    refuseOtherMethods(app, SUBMISSIONS_PATH, ['POST']);
    // The same intake for a form sent without scripts, at the form's own address (form-posts.ts).
    if (options.formPages) {
      await app.register(formPostRoutes, {
        // Today's forms (a body naming no version): a page's post names its version in its payload.
        catalogue: await catalogue(undefined),
        pages: options.formPages,
        bodyLimit: BODY_LIMIT_BYTES,
        isAllowedOrigin,
        accept: (request, reply, payload, key) => serialised(key, () => accept(request, reply, key, payload)),
      });
    }
  },
  { name: 'submissions' },
);
