/**
 * The desk on a host of its own (DESK_ORIGIN's host name is not the site's, such as
 * desk.firm.example beside www.firm.example): the desk answers on its host only, and the public
 * site does not answer there, so nothing the site's pages load (an analytics script) ever runs on
 * the desk's origin. The desk host's root leads to the desk (a path, so it stays on that host);
 * the health checks answer on any host, for the monitors that call the server by its address.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const isDeskPath = (path: string) => path === '/desk' || path.startsWith('/desk/');
const isHealthPath = (path: string) => path === '/healthz' || path.startsWith('/healthz/');

/** An onRequest hook of the whole server, given the desk's own host name. */
export function keepHostsApart(deskHostname: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const onDeskHost = request.hostname.toLowerCase() === deskHostname;
    if (isDeskPath(path) === onDeskHost || isHealthPath(path)) return undefined;
    if (onDeskHost && path === '/' && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.code(302).header('cache-control', 'no-store').redirect('/desk');
    }
    return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found\n');
  };
}
