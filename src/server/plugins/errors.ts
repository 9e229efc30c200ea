/**
 * Error answers: every error is a JSON {error} with its own status and never a stack trace or
 * the request's own text; an unknown endpoint is a 404 of the same shape, a method a known path
 * does not take a 405 with `Allow`; a URL Fastify cannot decode (`/%ff`) is a 400 that does not
 * echo it.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { READS_NOTHING, WILDCARD_PATH } from '../common/route-schemas.ts';
import { applySecurityHeaders } from './security-headers.ts';

const MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Submissions must be sent as application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The submission is larger than 256 KB.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
};

/**
 * Fastify's `frameworkErrors` option: errors found before any route or hook runs (a URL that is
 * not valid percent-encoding), so the security headers are set here.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(reply);
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .send(status === 400 ? 'Bad request: this address is not valid.\n' : 'Bad request.\n');
}

/** The 405 answer for a path that takes only `allowed` (GET implies HEAD: list both). */
export function methodNotAllowed(reply: FastifyReply, allowed: readonly string[]): FastifyReply {
  return reply.code(405).header('allow', allowed.join(', ')).send({ error: 'This method is not allowed here.' });
}

/**
 * Every method Fastify routes except `allowed` answers 405 on `url`: the answer is given as the
 * request arrives, before any body is read.
 */
export function refuseOtherMethods(app: FastifyInstance, url: string, allowed: readonly string[]): void {
  const refuse = async (_request: FastifyRequest, reply: FastifyReply) => methodNotAllowed(reply, allowed);
  app.route({
    method: otherMethods(app, allowed),
    url,
    schema: READS_NOTHING,
    exposeHeadRoute: false,
    onRequest: refuse,
    handler: refuse,
  });
}

/** The methods Fastify routes, less `allowed`. */
export function otherMethods(app: FastifyInstance, allowed: readonly string[]): string[] {
  return app.supportedMethods.filter((method) => !allowed.includes(method));
}

export const errors = fastifyPlugin(
  async (app) => {
    app.setErrorHandler((error: { statusCode?: number; code?: string; message?: string }, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error.message }, 'request failed');
      const message =
        (error.code && MESSAGES[error.code]) ||
        (status < 500 && error.message) ||
        'Something went wrong on our side. Please try again.';
      return reply
        .code(status === 500 && error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 415 : status)
        .send({ error: message });
    });

    const noSuchEndpoint = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(404).send({ error: 'No such endpoint.' });
    app.setNotFoundHandler(noSuchEndpoint);
    // Under /api even a GET is an API call: a JSON 404, never the site's not-found page.
    app.all('/api/*', { schema: WILDCARD_PATH }, noSuchEndpoint);
  },
  { name: 'errors' },
);
