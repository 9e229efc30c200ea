/**
 * POST /api/submissions: Formspree-compatible intake. JSON only (415), at most 256 KB (413, refused
 * before parsing), same-origin browsers only (403), exact keys (400), validated again (422), rate
 * limited (429), idempotent by Idempotency-Key, and answered 200 only once the submission and its
 * notification jobs are committed.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { firm } from '../../content/firm.ts';
import { buildReport } from '../../questionnaire/report.ts';
import type { JobKind, Store } from '../storage/store.ts';
import { canonicalJson, checkSubmission, type CatalogueEntry } from './intake.ts';
import type { RateLimiter } from './rate-limit.ts';
import { truncateIp } from './rate-limit.ts';

export const BODY_LIMIT_BYTES = 256 * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

export interface SubmissionRouteOptions {
  readonly store: Store;
  readonly catalogue: ReadonlyMap<string, CatalogueEntry>;
  readonly limiter: RateLimiter;
  readonly allowedOrigins: readonly string[];
  readonly forward: boolean;
  readonly onStored: () => void;
}

function isAllowedOrigin(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  // Non-browser clients (curl, a hosted form relay) send no Origin; browsers always do on POST.
  if (!origin) return request.headers['sec-fetch-site'] !== 'cross-site';
  const own = `${request.protocol}://${request.headers.host ?? ''}`;
  return origin === own || origin === new URL(firm.siteUrl).origin || allowed.includes(origin);
}

export function registerSubmissionRoutes(app: FastifyInstance, options: SubmissionRouteOptions): void {
  const { store, catalogue, limiter } = options;

  app.post('/api/submissions', { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
    if (!isAllowedOrigin(request, options.allowedOrigins)) {
      return reply.code(403).send({ error: 'Submissions are only accepted from this site.' });
    }
    const retryAfter = limiter.hit(request.ip);
    if (retryAfter > 0) {
      const minutes = Math.ceil(retryAfter / 60);
      return reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send({
          error: `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        });
    }
    const key = request.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
      return reply.code(400).send({ error: 'Idempotency-Key must be 8 to 128 letters, digits, - or _.' });
    }

    const checked = checkSubmission(request.body, catalogue);
    if (!checked.ok) return reply.code(checked.status).send({ error: checked.error, errors: checked.errors });

    const { definition, answers, spam } = checked;
    const receivedAt = new Date();
    const consentField = definition.form.consent?.field;
    const result = await store.insertSubmission(
      {
        id: randomUUID(),
        formId: definition.id,
        receivedAt: receivedAt.toISOString(),
        answers: JSON.stringify(answers),
        report: buildReport(definition, answers, receivedAt),
        status: spam ? 'spam' : 'new',
        consentAt: consentField && answers[consentField] === true ? receivedAt.toISOString() : null,
        ipPrefix: truncateIp(request.ip),
        idempotencyKey: key ?? null,
      },
      spam ? [] : (['email', ...(options.forward ? ['forward'] : [])] as JobKind[]),
    );

    if (result.outcome === 'duplicate') {
      const same =
        result.existing.formId === definition.id &&
        canonicalJson(JSON.parse(result.existing.answers)) === canonicalJson(answers);
      if (!same) {
        return reply.code(422).send({
          error: 'This Idempotency-Key was already used for a different submission.',
          errors: [
            { field: 'Idempotency-Key', code: 'idempotency_conflict', message: 'Use a new key for a new submission.' },
          ],
        });
      }
      request.log.info(
        { submission: result.existing.id, form: definition.id },
        'repeated submission answered from the first',
      );
      return reply.send({ ok: true, id: result.existing.id });
    }
    request.log.info({ submission: result.id, form: definition.id, spam }, 'submission stored');
    if (!spam) options.onStored();
    return reply.send({ ok: true, id: result.id });
  });
}
