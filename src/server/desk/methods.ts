/**
 * The desk API's answer to a method its path does not take: a 405 with `Allow` and a JSON body,
 * as the submissions API answers, never the site's not-found page; a path no route has is a JSON
 * 404. The routes are learnt as the desk registers them (Fastify's onRoute), not kept by hand.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DeskError } from '../../desk/contract/shared.ts';
import { WILDCARD_PATH } from '../common/route-schemas.ts';

export interface DeskMethods {
  /** Answers a request no desk API route took: 405 with the path's methods, or 404. */
  refuse(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/** Starts learning the desk API's routes of `app` (call before they are registered). */
export function deskMethods(app: FastifyInstance): DeskMethods {
  const routes: { readonly pattern: RegExp; readonly method: string }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/desk/api/') || route.url.endsWith('*')) return;
    const pattern = new RegExp(`^${route.url.replace(/[.]/g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    for (const method of [route.method].flat()) routes.push({ pattern, method });
  });
  return {
    refuse(request, reply) {
      reply.header('cache-control', 'no-store');
      const path = request.url.split('?')[0] ?? '';
      const allowed = [...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method))];
      if (allowed.length === 0) return reply.code(404).send({ error: 'No such endpoint.' });
      if (allowed.includes('GET') && !allowed.includes('HEAD')) allowed.push('HEAD');
      return reply
        .code(405)
        .header('allow', allowed.sort().join(', '))
        .send({ error: 'This method is not allowed here.' });
    },
  };
}

/** Every method but GET and HEAD (the pages' wildcard answers those) on an unknown API path or method. */
export function refuseUnknownApiCalls(app: FastifyInstance, methods: DeskMethods): void {
  const refuse = async (request: FastifyRequest, reply: FastifyReply) => methods.refuse(request, reply);
  app.route({
    method: app.supportedMethods.filter((method) => method !== 'GET' && method !== 'HEAD'),
    url: '/desk/api/*',
    schema: { ...WILDCARD_PATH, response: { '4xx': DeskError } },
    exposeHeadRoute: false,
    onRequest: refuse,
    handler: refuse,
  });
}
