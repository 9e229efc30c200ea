/**
 * Who the client is. Without TRUST_PROXY, the socket's peer. With it, the address the trusted
 * proxy saw: a count of proxies (the client is that many X-Forwarded-For entries from the right)
 * or the proxies' addresses (the right-most entry that is not one of them), never a left-most
 * value the client wrote itself. An address that is not an IP address is refused.
 */
import { BlockList, isIP, isIPv4 } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config.ts';
import fastifyPlugin from 'fastify-plugin';

export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  // hop 0 is the socket's peer: trusting `trust` hops makes the next entry to the left the client.
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return [...trust];
}

/** proxy-addr's names for the usual private ranges (TRUST_PROXY accepts them), as subnets. */
const NAMED_RANGES: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

const familyOf = (address: string) => (isIPv4(address) ? 'ipv4' : 'ipv6');

/**
 * Whether a socket's peer is a proxy TRUST_PROXY trusts to speak for many clients: with a count
 * of proxies, every peer is one; with their addresses, a peer among them.
 */
export function trustedPeer(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => true;
  const proxies = new BlockList();
  for (const entry of trust) {
    const [address = '', prefix] = entry.split('/');
    for (const [network, bits] of NAMED_RANGES[entry] ?? [[address, prefix === undefined ? -1 : Number(prefix)]]) {
      if (bits < 0) proxies.addAddress(network, familyOf(network));
      else proxies.addSubnet(network, bits, familyOf(network));
    }
  }
  return (address) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const peer = mapped ?? address;
    return isIP(peer) !== 0 && proxies.check(peer, familyOf(peer));
  };
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
