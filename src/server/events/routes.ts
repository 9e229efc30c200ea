/**
 * POST /api/events: how far page views get through the forms, counted and nothing else. The
 * browser's beacon (navigator.sendBeacon with a string: text/plain) carries
 * `{"form": "<id>", "steps": ["view", ...]}`; the server keeps a count per form, step and day:
 * no identifier, no cookie, no address, no user agent. Sec-GPC: 1 is honoured with a 204 and
 * nothing counted. Otherwise strict: pages of this site only, as a browser says (Origin or
 * Sec-Fetch-Site: a request with neither is a script's, 403), text/plain (415), at most 1 KB
 * (413), rate limited per network (429), exact keys (400), a catalogue form and its own steps up
 * to the send button (422: the submission step is the server's own count, routes of
 * src/server/submissions/); a refused request counts nothing. Counting answers 204 at once; the counts are
 * written in batches (counter.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { beaconSteps } from '../../questionnaire/funnel.ts';
import { HttpError } from '../plugins/body-parser.ts';
import { refuseOtherMethods } from '../plugins/errors.ts';
import { rateLimitKey } from '../common/client-network.ts';
import type { RateLimiter } from '../common/rate-limit.ts';
import { siteOriginCheck } from '../common/site-origin.ts';
import type { EventCounter } from './counter.ts';

export const EVENTS_PATH = '/api/events';
export const EVENTS_BODY_LIMIT_BYTES = 1024;
/** sendBeacon's type for a string body; the charset, when given, must be UTF-8. */
const BEACON_TYPE = /^text\/plain\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

export interface EventRouteOptions {
  readonly catalogue: readonly FormDefinition[];
  readonly counter: EventCounter;
  readonly limiter: RateLimiter;
  readonly allowedOrigins: readonly string[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The beacon's body: exactly a form and its steps, each step once (400 naming what is wrong). */
const EventBody = Type.Object(
  {
    form: Type.String(),
    steps: Type.Array(Type.String(), { minItems: 1, uniqueItems: true }),
  },
  { additionalProperties: false, description: 'a JSON object' },
);

/**
 * Encapsulated (a plain Fastify plugin): the text/plain parser it adds serves this route only;
 * everywhere else text/plain stays refused.
 */
export const eventRoutes: FastifyPluginAsync<EventRouteOptions> = async (app, options) => {
  const { counter, limiter } = options;
  const stepsOf = new Map(
    options.catalogue.map((definition) => [definition.id, new Set(beaconSteps(definition).map((step) => step.key))]),
  );
  const isAllowedOrigin = siteOriginCheck(app, options.allowedOrigins);

  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    try {
      const text = utf8.decode(body);
      done(
        null,
        JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value)),
      );
    } catch {
      done(new HttpError(400, 'The event is not valid UTF-8 JSON.'), undefined);
    }
  });

  /** Everything decided from the headers alone, before a byte of the body is read. */
  async function screen(request: FastifyRequest, reply: FastifyReply) {
    // The visitor's browser asks not to be tracked: nothing is counted, and nothing is said about it.
    if (request.headers['sec-gpc'] === '1') return reply.code(204).send();
    // Browsers send one or the other with every beacon; a request with neither is a script's.
    const fromBrowser = Boolean(request.headers.origin) || Boolean(request.headers['sec-fetch-site']);
    if (!fromBrowser || !isAllowedOrigin(request)) {
      return reply.code(403).send({ error: 'Events are only accepted from this site.' });
    }
    if (!BEACON_TYPE.test(String(request.headers['content-type'] ?? ''))) {
      return reply.code(415).send({ error: 'Events must be sent as text/plain (navigator.sendBeacon with a string).' });
    }
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > EVENTS_BODY_LIMIT_BYTES) {
      return reply.code(413).send({ error: `An event is at most ${EVENTS_BODY_LIMIT_BYTES} bytes.` });
    }
    const retryAfter = await limiter.hit(rateLimitKey(request.ip));
    if (retryAfter > 0) {
      return reply.code(429).header('retry-after', String(retryAfter)).send({ error: 'Too many events.' });
    }
    return undefined;
  }

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      EVENTS_PATH,
      { bodyLimit: EVENTS_BODY_LIMIT_BYTES, onRequest: screen, schema: { body: EventBody } },
      async (request, reply) => {
        const { form, steps } = request.body;
        const known = stepsOf.get(form);
        if (!known) return reply.code(422).send({ error: 'Unknown form.' });
        if (!steps.every((step) => known.has(step)))
          return reply.code(422).send({ error: 'Unknown step for this form.' });
        counter.add(form, steps);
        return reply.code(204).send();
      },
    );
  refuseOtherMethods(app, EVENTS_PATH, ['POST']);
};
