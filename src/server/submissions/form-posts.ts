/**
 * Forms sent without scripts: each form's page posts its own fields (form encoding) to its own
 * address. The post becomes the payload the page's script would have sent (the one payload
 * builder, src/questionnaire/form-post.ts) and goes through the intake exactly as the JSON one
 * does: the same size limit, Origin rule, rate limit, honeypot, pipeline and messages, row, consent
 * record and emails. Only the answer differs: a page, not JSON. Refused, the form again with the
 * visitor's answers, the error summary and each field's message (422, or the refusal's own
 * status); accepted, the form's thank-you card. Sending the same answers again (a refresh of the
 * answer page, back and send) is answered from the first, as a repeated Idempotency-Key is: a page
 * without scripts cannot make a key per visit, so the key stands for the page's own key (none on
 * the prerendered page, fresh on each page drawn here) and the answers (postKey). Encapsulated:
 * form encoding is accepted on these routes only.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { anyZoneToday } from '../../questionnaire/dates.ts';
import type { Answers, FormDefinition } from '../../questionnaire/definition.ts';
import { payloadFromPost, POST_KEY_FIELD } from '../../questionnaire/form-post.ts';
import { pipelineFailures } from '../../questionnaire/pipeline.ts';
import { submissionReference } from '../../questionnaire/reference.ts';
import { canonicalJson } from '../../questionnaire/versions.ts';
import { HttpError } from '../plugins/body-parser.ts';
import { pageWith, type FormPages } from './form-page.ts';
import type { CatalogueEntry } from './intake.ts';

export interface FormPostOptions {
  readonly catalogue: ReadonlyMap<string, CatalogueEntry>;
  readonly pages: FormPages;
  readonly bodyLimit: number;
  readonly isAllowedOrigin: (request: FastifyRequest) => boolean;
  /** The intake's handling of a submission whose body is the payload, under this idempotency key (routes.ts). */
  readonly accept: (request: FastifyRequest, reply: FastifyReply, payload: unknown, key: string) => Promise<unknown>;
}

/** A form's fields as the browser posts them: each name with its values (ticked boxes share one). */
const FormFields = Type.Record(Type.String({ maxLength: 200 }), Type.Array(Type.String()), {
  description: 'a form-encoded form',
});

/**
 * The idempotency key of a post: the same page key, form, answers and honeypot make the same key,
 * so the same post sent again is answered from the first; different answers are another submission.
 */
function postKey(formId: string, pageKey: string, answers: Answers, honeypot: string): string {
  const hash = createHash('sha256').update(canonicalJson({ formId, pageKey, answers, honeypot })).digest('hex');
  return `form-post:${hash}`;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function parseFields(body: Buffer): Record<string, string[]> {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw new HttpError(400, 'The request body is not valid UTF-8.');
  }
  const fields: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (name === '__proto__') continue;
    (fields[name] ??= []).push(value);
  }
  return fields;
}

export const formPostRoutes: FastifyPluginAsync<FormPostOptions> = async (app, options) => {
  const { pages } = options;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseFields(body as Buffer));
    } catch (error) {
      done(error as HttpError, undefined);
    }
  });

  const posts = new WeakMap<FastifyRequest, { definition: FormDefinition; answers: Answers }>();

  // Every answer on these routes, the intake's JSON and the refusals' alike, becomes a page.
  app.addHook('onSend', async (request, reply, payload) => {
    const post = posts.get(request);
    const definition = post?.definition ?? formOfRoute(request.routeOptions.url);
    const shell = definition ? pages.shellOf(definition) : undefined;
    if (!definition || !shell || typeof payload !== 'string') return payload;
    const answer = parseAnswer(payload);
    const answers = post?.answers ?? {};
    // The page's own policy (its inline styles), and never kept: it holds what the visitor typed.
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (shell.csp) void reply.header('content-security-policy', shell.csp);
    if (reply.statusCode === 200 && typeof answer.id === 'string') {
      const email =
        typeof answers[definition.form.payload.email] === 'string' ? answers[definition.form.payload.email] : undefined;
      const content = (await pages.renderer()).renderAccepted(
        definition,
        submissionReference(answer.id),
        email as string | undefined,
      );
      return pageWith(shell.body.toString('utf8'), content);
    }
    const failures = reply.statusCode === 422 ? pipelineFailures(definition, answers, anyZoneToday()) : [];
    const message = failures.length > 0 ? undefined : (answer.error ?? 'The form could not be sent.');
    const content = await (await pages.renderer()).renderRefused(definition, answers, failures, message, randomUUID());
    return pageWith(shell.body.toString('utf8'), content, 'Error: ');
  });

  const byRoute = new Map([...options.catalogue.values()].map(({ definition }) => [definition.form.route, definition]));
  const formOfRoute = (url: string | undefined) => (url ? byRoute.get(url) : undefined);

  for (const definition of byRoute.values()) {
    app.withTypeProvider<TypeBoxTypeProvider>().post(
      definition.form.route,
      {
        bodyLimit: options.bodyLimit,
        schema: { body: FormFields },
        preValidation: async (request, reply) => {
          if (!options.isAllowedOrigin(request))
            return reply.code(403).send({ error: 'Submissions are only accepted from this site.' });
          return undefined;
        },
      },
      async (request, reply) => {
        const fields = request.body;
        const payload = payloadFromPost(definition, (name) => fields[name] ?? [], new Date());
        posts.set(request, { definition, answers: payload.answers });
        const key = postKey(
          definition.id,
          fields[POST_KEY_FIELD]?.[0] ?? '',
          payload.answers,
          fields._gotcha?.[0] ?? '',
        );
        return options.accept(request, reply, payload, key);
      },
    );
  }
};

function parseAnswer(payload: string): { id?: unknown; error?: string } {
  try {
    const parsed = JSON.parse(payload) as { id?: unknown; error?: unknown } | null;
    return { id: parsed?.id, ...(typeof parsed?.error === 'string' ? { error: parsed.error } : {}) };
  } catch {
    return {};
  }
}
