/**
 * Slow and abusive clients are held off at the connection:
 * - timeouts: the headers within HEADERS_TIMEOUT_SECONDS, the whole request within
 *   REQUEST_TIMEOUT_SECONDS (a body trickled a byte at a time is cut off with a 408), an idle
 *   kept-alive connection closed after KEEPALIVE_TIMEOUT_SECONDS, a silent socket after the
 *   request timeout; at most MAX_CONNECTIONS open at once;
 * - what Node's HTTP parser refuses (a bad request line, a broken chunked body, Content-Length
 *   with Transfer-Encoding, oversized headers or URL, the request timeout) is answered with a
 *   minimal response that still carries the security headers, then the connection is closed;
 * - on close (SIGTERM), requests already received are finished, later ones get a 503, and the
 *   connections left (a client still trickling its body) are closed, so the process stops in
 *   seconds whatever its clients do.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ConnectionLimits } from '../config.ts';
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
      headersTimeout: limits.headersTimeoutMs,
      // Node enforces the two timeouts above on this beat (30 s by default, too coarse for them).
      connectionsCheckingInterval: Math.max(100, Math.min(1000, limits.headersTimeoutMs / 4)),
    },
    clientErrorHandler: answerClientError,
    // Fastify's own 503 while closing carries no security headers; the plugin answers instead.
    return503OnClosing: false,
  };
}

export const connectionGuard = fastifyPlugin<ConnectionLimits>(
  async (app, limits) => {
    app.server.maxConnections = limits.maxConnections;

    let closing = false;
    let inFlight = 0;
    app.addHook('onRequest', async (_request, reply) => {
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
