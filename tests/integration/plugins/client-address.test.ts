import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TrustProxy } from '../../../src/server/config.ts';
import { clientAddress, trustedPeer, trustProxyOption } from '../../../src/server/plugins/client-address.ts';

async function clientSeen(trust: TrustProxy, forwarded: string | undefined, peer = '10.0.0.2') {
  const app = Fastify({ logger: false, trustProxy: trustProxyOption(trust) });
  await app.register(clientAddress);
  app.get('/', async (request) => ({ ip: request.ip }));
  const response = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  });
  await app.close();
  return response.statusCode === 200 ? (response.json() as { ip: string }).ip : response.statusCode;
}

describe('the client-address plugin', () => {
  it('without a trusted proxy the client is the peer, whatever X-Forwarded-For says', async () => {
    expect(await clientSeen(false, '203.0.113.9')).toBe('10.0.0.2');
  });

  it('with a count of proxies the client is that many entries from the right, never the left-most', async () => {
    expect(await clientSeen(1, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientSeen(2, '6.6.6.6, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
    expect(await clientSeen(1, undefined)).toBe('10.0.0.2');
  });

  it('with a list of proxies the client is the right-most address not among them', async () => {
    expect(await clientSeen(['10.0.0.0/8', '127.0.0.1'], '6.6.6.6, 198.51.100.7, 10.1.1.1')).toBe('198.51.100.7');
    expect(await clientSeen(['10.0.0.0/8'], '6.6.6.6', '192.0.2.50')).toBe('192.0.2.50');
  });

  it('refuses a client address that is not an IP address', async () => {
    expect(await clientSeen(1, 'not-an-ip')).toBe(400);
    expect(await clientSeen(1, '203.0.113.9:443')).toBe(400);
    expect(await clientSeen(1, '2001:db8::1')).toBe('2001:db8::1');
  });
});

describe('trustedPeer: which socket peers speak for many clients', () => {
  it.each([
    [false, '127.0.0.1', false],
    [1, '203.0.113.7', true],
    [['10.0.0.0/8'], '10.1.2.3', true],
    [['10.0.0.0/8'], '11.1.2.3', false],
    [['10.0.0.0/8'], '::ffff:10.1.2.3', true],
    [['192.0.2.10'], '192.0.2.10', true],
    [['192.0.2.10'], '192.0.2.11', false],
    [['loopback'], '127.0.0.2', true],
    [['loopback'], '::1', true],
    [['uniquelocal'], '172.20.0.5', true],
    [['uniquelocal'], 'fd12:3456::1', true],
    [['uniquelocal'], '2001:db8::1', false],
    [['2001:db8::/32'], '2001:db8:ffff::1', true],
  ] as const)('TRUST_PROXY %j: peer %s is a trusted proxy: %s', (trust, peer, expected) => {
    expect(trustedPeer(trust as TrustProxy)(peer)).toBe(expected);
  });
});
