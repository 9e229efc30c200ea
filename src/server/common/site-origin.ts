/**
 * Whether a POST comes from a page of this site: its Origin is the site's public origin, one of
 * ALLOWED_ORIGINS, or an origin the server itself is reached at when browsed directly. Shared by
 * every endpoint the site's pages post to (submissions, funnel events) and by the desk, with its
 * own origin (DESK_ORIGIN).
 */
import { networkInterfaces } from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const hostOf = (address: string, family: string) => (family === 'IPv6' ? `[${address}]` : address);

/** Every address of this machine's interfaces, loopback included: what a wildcard listener answers on. */
function interfaceAddresses(): { address: string; family: string }[] {
  return Object.values(networkInterfaces()).flatMap((list) => list ?? []);
}

/**
 * The origins the server itself is reached at when browsed directly (http://127.0.0.1:4173,
 * http://localhost:4173, any interface address when listening on all of them): what it listens
 * on, never what a request's Host header claims.
 */
function listeningOrigins(app: FastifyInstance): Set<string> {
  const origins = new Set<string>();
  for (const bound of app.addresses()) {
    if (typeof bound === 'string') continue;
    const { address, family, port } = bound;
    // Listening on all interfaces (the default HOST): reached at any of them, localhost included.
    const wildcard = address === '0.0.0.0' || address === '::';
    const reachable = wildcard ? interfaceAddresses() : [{ address, family }];
    for (const local of reachable) {
      origins.add(`http://${hostOf(local.address, local.family)}:${port}`);
      if (local.address === '::1' || local.address.startsWith('127.')) origins.add(`http://localhost:${port}`);
    }
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
