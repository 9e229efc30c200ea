/**
 * POST /api/submissions: Formspree-compatible intake. JSON only (415), at most 256 KB (413, refused
 * before parsing), pages of this site only (403), exact keys (400), validated again (422), rate
 * limited (429), idempotent by Idempotency-Key, and answered 200 only once the submission and its
 * notification jobs are committed.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildReport } from '../../questionnaire/report.ts';
import { definePlugin } from '../plugins/define-plugin.ts';
import type { JobKind, Store, StoredSubmission } from '../storage/store.ts';
import { rateLimitKey, truncateIp } from './client-network.ts';
import { consentRecord } from './consent.ts';
import { canonicalJson, checkSubmission, type CatalogueEntry } from './intake.ts';
import { noteOutcome } from './outcome.ts';
import type { RateLimiter } from './rate-limit.ts';

export const SUBMISSIONS_PATH = '/api/submissions';
export const BODY_LIMIT_BYTES = 256 * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

export interface SubmissionRouteOptions {
  readonly store: Store;
  readonly catalogue: ReadonlyMap<string, CatalogueEntry>;
  readonly limiter: RateLimiter;
  /** Origins whose pages may post: the site's public origin and ALLOWED_ORIGINS. */
  readonly allowedOrigins: readonly string[];
  readonly forward: boolean;
  /** The privacy notice in force (privacyNoticeVersion), stored with each submission. */
  readonly noticeVersion: string;
  readonly onStored: () => void;
}

/**
 * The origins the server itself is reached at when browsed directly (http://127.0.0.1:4173,
 * http://localhost:4173, an interface address when listening on all of them): what it listens
 * on, never what a request's Host header claims.
 */
function listeningOrigins(app: FastifyInstance): Set<string> {
  const origins = new Set<string>();
  for (const bound of app.addresses()) {
    if (typeof bound === 'string') continue;
    const { address, family, port } = bound;
    origins.add(`http://${family === 'IPv6' ? `[${address}]` : address}:${port}`);
    if (address === '::1' || address.startsWith('127.')) origins.add(`http://localhost:${port}`);
  }
  return origins;
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

export const submissionRoutes = definePlugin<SubmissionRouteOptions>('submissions', async (app, options) => {
  const { store, catalogue, limiter } = options;
  const allowed = new Set(options.allowedOrigins);
  let own: Set<string> | null = null;
  const serialised = oneAtATime();

  function isAllowedOrigin(request: FastifyRequest): boolean {
    const origin = request.headers.origin;
    // Non-browser clients (curl, a hosted form relay) send no Origin; browsers always do on POST.
    if (!origin) return String(request.headers['sec-fetch-site'] ?? '').toLowerCase() !== 'cross-site';
    own ??= listeningOrigins(app);
    return allowed.has(origin) || own.has(origin);
  }

  /** A repeated Idempotency-Key: the first submission's answer, when the body is the same one. */
  function replay(request: FastifyRequest, reply: FastifyReply, existing: StoredSubmission) {
    const checked = checkSubmission(request.body, catalogue);
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
    request.log.info({ submission: existing.id, form: existing.formId }, 'repeated submission answered from the first');
    noteOutcome(request, existing.formId, 'repeated');
    return reply.send({ ok: true, id: existing.id });
  }

  async function accept(request: FastifyRequest, reply: FastifyReply, key: string | null) {
    // A replay is answered before the rate limit counts it: retrying a sent form costs nothing.
    const earlier = key ? await store.findByIdempotencyKey(key) : null;
    if (earlier) return replay(request, reply, earlier);

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

    const checked = checkSubmission(request.body, catalogue);
    if (!checked.ok) return reply.code(checked.status).send({ error: checked.error, errors: checked.errors });

    const { definition, answers, spam } = checked;
    const receivedAt = new Date();
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
      },
      spam ? [] : (['email', ...(options.forward ? ['forward'] : [])] as JobKind[]),
    );
    // Another process stored the same key first.
    if (result.outcome === 'duplicate') return replay(request, reply, result.existing);
    request.log.info({ submission: result.id, form: definition.id, spam }, 'submission stored');
    noteOutcome(request, definition.id, spam ? 'spam' : 'stored');
    if (!spam) options.onStored();
    return reply.send({ ok: true, id: result.id });
  }

  app.post(SUBMISSIONS_PATH, { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
    if (!isAllowedOrigin(request)) {
      return reply.code(403).send({ error: 'Submissions are only accepted from this site.' });
    }
    const key = request.headers['idempotency-key'];
    if (key === undefined) return accept(request, reply, null);
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
      return reply.code(400).send({ error: 'Idempotency-Key must be 8 to 128 letters, digits, - or _.' });
    }
    return serialised(key, () => accept(request, reply, key));
  });
});
