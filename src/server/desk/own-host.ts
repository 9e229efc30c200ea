/**
 * The desk on a host of its own (DESK_ORIGIN's host name is not the site's, such as
 * desk.firm.example beside www.firm.example): the desk answers on its host only, and the public
 * site does not answer there, so nothing the site's pages load (an analytics script) ever runs on
 * the desk's origin. The desk host's root leads to the desk (a path, so it stays on that host);
 * the health checks (`/healthz` and what is under it, `/readyz`) answer on any host, for the
 * monitors and the proxy that call the server by its address.
 *
 * A request belongs to the part whose route answers it: the router's own pattern (`/desk/*`), not
 * the path as spelt, since the router decodes `/%64esk` to `/desk`. Without a route (a method
 * nothing takes) the path is read as the router reads it, escapes decoded (never an error), and
 * then as a URL parser would, its `.` and `..` segments resolved: `/healthz/../about` is the site's.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

type Part = 'desk' | 'health' | 'site';

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

function partOf(path: string): Part {
  if (under(path, '/desk')) return 'desk';
  return under(path, '/healthz') || path === '/readyz' ? 'health' : 'site';
}

/** A path with its `.` and `..` segments resolved, as a URL parser resolves them (never above the root). */
function withoutDotSegments(path: string): string {
  if (!path.startsWith('/')) return path;
  const segments: string[] = [];
  const parts = path.split('/').slice(1);
  parts.forEach((segment, index) => {
    const last = index === parts.length - 1;
    if (segment === '..') segments.pop();
    if (segment === '.' || segment === '..') {
      if (last) segments.push('');
    } else segments.push(segment);
  });
  return `/${segments.join('/')}`;
}

/**
 * A request's path as the router matches it: percent escapes decoded byte by byte (a malformed one
 * left as it is); then its dot segments resolved.
 */
export function routedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  const decoded = raw.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return withoutDotSegments(decoded);
}

/** The part of the server a request reaches: by its route's pattern, else by its decoded path. */
export function partReached(request: FastifyRequest): Part {
  return partOf(request.routeOptions.url ?? routedPath(request.url));
}

/** An onRequest hook of the whole server, given the desk's own host name. */
export function keepHostsApart(deskHostname: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const part = partReached(request);
    const onDeskHost = request.hostname.toLowerCase() === deskHostname;
    if (part === 'health' || (part === 'desk') === onDeskHost) return undefined;
    const root = routedPath(request.url) === '/';
    if (onDeskHost && root && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.code(302).header('cache-control', 'no-store').redirect('/desk');
    }
    return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found\n');
  };
}
