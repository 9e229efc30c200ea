/**
 * Slow and abusive clients are held off at the connection:
 * - timeouts: the headers within HEADERS_TIMEOUT_SECONDS, the whole request within
 *   REQUEST_TIMEOUT_SECONDS (a body trickled a byte at a time is cut off with a 408), an idle
 *   kept-alive connection closed after KEEPALIVE_TIMEOUT_SECONDS, a silent socket after the
 *   request timeout;
 * - caps: at most MAX_CONNECTIONS open at once, and CONNECTIONS_PER_NETWORK from one client
 *   network (an IPv4 address, an IPv6 /64, the rate limit's key): one client holding idle sockets
 *   cannot take every connection. A connection past either cap is closed as it is accepted, before
 *   the server reads a byte of it. A peer TRUST_PROXY trusts (a proxy speaking for many clients)
 *   is held to the total cap only;
 * - what Node's HTTP parser refuses (a bad request line, a broken chunked body, Content-Length
 *   with Transfer-Encoding, oversized headers or URL, the request timeout) is answered with a
 *   minimal response that still carries the security headers, then the connection is closed; so
 *   is an HTTP/1.1 request without Host, answered here rather than by Node;
 * - on close (SIGTERM), requests already received are finished, later ones get a 503, and the
 *   connections left (a client still trickling its body) are closed, so the process stops in
 *   seconds whatever its clients do.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';
import type { ConnectionLimits, TrustProxy } from '../config.ts';
import { rateLimitKey } from '../common/client-network.ts';
import { trustedPeer } from './client-address.ts';
import fastifyPlugin from 'fastify-plugin';
import { securityHeaderLines } from './security-headers.ts';

/** How long requests already received may take to finish once the server is closing. */
export const SHUTDOWN_GRACE_MS = 5_000;

const CLIENT_ERRORS: Readonly<Record<string, readonly [number, string, string]>> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request line or headers are too large.'],
};
const BAD_REQUEST = [400, 'Bad Request', 'The request is not valid HTTP.'] as const;

/** The whole response to a request Node's parser refused, security headers included. */
export function clientErrorResponse(code: string | undefined): string {
  const [status, reason, text] = (code && CLIENT_ERRORS[code]) || BAD_REQUEST;
  const body = `${text}\n`;
  return (
    `HTTP/1.1 ${status} ${reason}\r\n` +
    'content-type: text/plain; charset=utf-8\r\n' +
    `content-length: ${Buffer.byteLength(body)}\r\n` +
    'connection: close\r\n' +
    `${securityHeaderLines()}\r\n${body}`
  );
}

function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A response already under way on this connection cannot be followed by another.
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !current?.headersSent) {
    socket.write(clientErrorResponse(error.code), () => socket.destroy());
  } else {
    socket.destroy();
  }
}

/** The options Fastify needs at construction: timeouts, the parser-error answer, no bare 503. */
export function connectionOptions(limits: ConnectionLimits): FastifyHttpOptions<Server> {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // A socket that sends nothing at all lasts no longer than a request may.
    connectionTimeout: limits.requestTimeoutMs,
    http: {
      // Node's own 400 for a missing Host would carry no security headers: the plugin answers it.
      requireHostHeader: false,
      headersTimeout: limits.headersTimeoutMs,
      // Node enforces the two timeouts above on this beat (30 s by default, too coarse for them).
      connectionsCheckingInterval: Math.max(100, Math.min(1000, limits.headersTimeoutMs / 4)),
    },
    clientErrorHandler: answerClientError,
    // Fastify's own 503 while closing carries no security headers; the plugin answers instead.
    return503OnClosing: false,
  };
}

export interface ConnectionGuardOptions extends ConnectionLimits {
  /** Proxies whose connections carry many clients: not held to the cap per network. */
  readonly trustProxy?: TrustProxy;
}

export const connectionGuard = fastifyPlugin<ConnectionGuardOptions>(
  async (app, limits) => {
    // Node closes a connection past this as it accepts it.
    app.server.maxConnections = limits.maxConnections;

    // Open connections per client network; a network's entry goes once its last connection closes.
    const open = new Map<string, number>();
    const exempt = trustedPeer(limits.trustProxy ?? false);
    // Ahead of Node's own listener, so a refused connection never gets an HTTP parser.
    app.server.prependListener('connection', (socket: Socket) => {
      const address = socket.remoteAddress;
      if (address === undefined || exempt(address)) return;
      const key = rateLimitKey(address);
      const count = open.get(key) ?? 0;
      if (count >= limits.maxConnectionsPerNetwork) {
        socket.destroy();
        return;
      }
      open.set(key, count + 1);
      socket.once('close', () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
    });

    let closing = false;
    let inFlight = 0;
    app.addHook('onRequest', async (request, reply) => {
      // HTTP/1.1 requires Host (RFC 9112, 3.2); HTTP/1.0 may omit it.
      if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
        reply.header('connection', 'close');
        return reply.code(400).send({ error: 'The request has no Host header.' });
      }
      if (!closing) return;
      reply.header('connection', 'close');
      return reply.code(503).send({ error: 'The server is restarting. Please try again in a moment.' });
    });
    // A request is in flight once it has fully arrived, until its response is finished.
    app.addHook('preValidation', async (_request, reply) => {
      inFlight++;
      reply.raw.once('close', () => inFlight--);
    });
    app.addHook('preClose', async () => {
      closing = true;
      // Not awaited: Fastify stops listening meanwhile.
      void (async () => {
        const deadline = Date.now() + SHUTDOWN_GRACE_MS;
        while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
        app.server.closeAllConnections();
      })();
    });
  },
  { name: 'connection-guard' },
);
