/**
 * Who the client is. Without TRUST_PROXY, the socket's peer. With it, the address the trusted
 * proxy saw: a count of proxies (the client is that many X-Forwarded-For entries from the right)
 * or the proxies' addresses (the right-most entry that is not one of them), never a left-most
 * value the client wrote itself. An address that is not an IP address is refused.
 */
import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { TrustProxy } from '../config.ts';

export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  // hop 0 is the socket's peer: trusting `trust` hops makes the next entry to the left the client.
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return [...trust];
}

export const clientAddress = fastifyPlugin(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (isIP(request.ip) !== 0) return;
      return reply.code(400).send({ error: 'The client address (X-Forwarded-For) is not an IP address.' });
    });
  },
  { name: 'client-address' },
);
