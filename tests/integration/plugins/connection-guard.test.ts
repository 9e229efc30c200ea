import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionLimits } from '../../../src/server/config.ts';
import {
  clientErrorResponse,
  connectionGuard,
  connectionOptions,
  SHUTDOWN_GRACE_MS,
} from '../../../src/server/plugins/connection-guard.ts';
import { securityHeaders } from '../../../src/server/plugins/security-headers.ts';
import { openRaw, parseResponse } from '../../support/raw-http.ts';

const limits: ConnectionLimits = {
  requestTimeoutMs: 2_000,
  headersTimeoutMs: 1_000,
  keepAliveTimeoutMs: 3_000,
  maxConnections: 50,
  maxConnectionsPerNetwork: 50,
};

/** A promise and the function that fulfils it. */
function signal(): { promise: Promise<void>; fire: () => void } {
  let fire = () => {};
  const promise = new Promise<void>((resolve) => (fire = resolve));
  return { promise, fire };
}

async function listening() {
  const app = Fastify({ logger: false, ...connectionOptions(limits) });
  await app.register(securityHeaders);
  await app.register(connectionGuard, limits);
  // /slow holds its request in flight until the test lets it finish.
  const slowStarted = signal();
  const slowDone = signal();
  app.get('/slow', async () => {
    slowStarted.fire();
    await slowDone.promise;
    return { done: true };
  });
  app.get('/quick', async () => ({ quick: true }));
  // Runs after the guard's own close hook: from here on the server is closing.
  const closing = signal();
  app.addHook('preClose', async () => closing.fire());
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, slowStarted: slowStarted.promise, finishSlow: slowDone.fire, closing: closing.promise };
}

describe('the connection-guard plugin', () => {
  let current: FastifyInstance | null = null;
  afterEach(async () => {
    await current?.close();
    current = null;
  });

  it('sets the timeouts and the connection cap on the HTTP server', async () => {
    const { app } = await listening();
    current = app;
    expect(app.server.requestTimeout).toBe(2_000);
    expect(app.server.headersTimeout).toBe(1_000);
    expect(app.server.keepAliveTimeout).toBe(3_000);
    expect(app.server.timeout).toBe(2_000);
    expect(app.server.maxConnections).toBe(50);
  });

  it("writes the parser's refusals as minimal responses with the security headers", () => {
    const timeout = parseResponse(clientErrorResponse('ERR_HTTP_REQUEST_TIMEOUT'));
    expect(timeout.status).toBe(408);
    expect(timeout.headers.connection).toBe('close');
    expect(timeout.headers['x-frame-options']).toBe('DENY');
    expect(Number(timeout.headers['content-length'])).toBe(Buffer.byteLength(timeout.body));
    expect(parseResponse(clientErrorResponse('HPE_HEADER_OVERFLOW')).status).toBe(431);
    expect(parseResponse(clientErrorResponse('HPE_INVALID_METHOD')).status).toBe(400);
    expect(parseResponse(clientErrorResponse(undefined)).status).toBe(400);
  });

  it('on close finishes a request already received, refuses later ones with a 503 and cuts a trickling client', async () => {
    const { app, url, slowStarted, finishSlow, closing } = await listening();
    current = app;
    const trickling = await openRaw(url);
    trickling.send('POST /quick HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    // A request whose headers are not complete yet when the server starts closing.
    const late = await openRaw(url);
    late.send('GET /quick HTTP/1.1\r\nHost: x\r\n');
    const inFlight = fetch(`${url}/slow`);
    await slowStarted;

    const started = Date.now();
    const closed = app.close();
    await closing;
    late.send('\r\n');
    const refused = await late.closed(1_000);
    finishSlow();

    const answer = await inFlight;
    expect([answer.status, await answer.json()]).toEqual([200, { done: true }]);
    await closed;
    current = null;
    expect(Date.now() - started).toBeLessThan(SHUTDOWN_GRACE_MS);
    expect((await trickling.closed(1_000)).closed).toBe(true);
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });
});
