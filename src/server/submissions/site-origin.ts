/**
 * Whether a POST comes from a page of this site: its Origin is the site's public origin, one of
 * ALLOWED_ORIGINS, or an origin the server itself is reached at when browsed directly. Shared by
 * every endpoint the site's pages post to (submissions, funnel events).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

export function siteOriginCheck(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
): (request: FastifyRequest) => boolean {
  const allowed = new Set(allowedOrigins);
  let own: Set<string> | null = null;
  return (request) => {
    const origin = request.headers.origin;
    // Non-browser clients (curl, a hosted form relay) send no Origin; browsers always do on POST.
    if (!origin) return String(request.headers['sec-fetch-site'] ?? '').toLowerCase() !== 'cross-site';
    own ??= listeningOrigins(app);
    return allowed.has(origin) || own.has(origin);
  };
}
