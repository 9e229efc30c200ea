import { describe, expect, it } from 'vitest';
import { ipv6Groups, rateLimitKey, truncateIp } from '../../src/server/common/client-network.ts';
import { siteLocation } from '../../src/server/site-routes.ts';

describe('client networks', () => {
  it('expands every IPv6 spelling to its eight groups', () => {
    expect(ipv6Groups('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('fe80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('::ffff:192.0.2.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x201]);
    expect(ipv6Groups('2001:db8:1:2:3:4:5:6')).toEqual([0x2001, 0xdb8, 1, 2, 3, 4, 5, 6]);
  });

  it.each([
    ['203.0.113.9', '203.0.113.9', '203.0.113.0/24'],
    ['::ffff:203.0.113.9', '203.0.113.9', '203.0.113.0/24'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64', '2001:db8:1::/48'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64', '2001:db8:1::/48'],
    ['::1', '0:0:0:0::/64', '0:0:0::/48'],
    ['not an address', 'not an address', 'unknown'],
  ])('%s counts as %s and is stored as %s', (ip, key, stored) => {
    expect(rateLimitKey(ip)).toBe(key);
    expect(truncateIp(ip)).toBe(stored);
  });
});

describe('redirect locations', () => {
  it.each([
    ['//evil.example', '', '/evil.example'],
    ['///evil.example', '', '/evil.example'],
    ['/\\evil.example', '', '/%5Cevil.example'],
    ['/%2F%2Fevil.example', '', '/%2F%2Fevil.example'],
    ['/a b\t\r\n', '', '/a%20b%09%0D%0A'],
    ['/\u00e9', '', '/%E9'],
    ['/%zz', '', '/%25zz'],
    ['/about', '?q=a b&r=%0d', '/about?q=a%20b&r=%0d'],
    ['', '', '/'],
  ])('%j %j → %j', (path, query, location) => {
    const result = siteLocation(path, query);
    expect(result).toBe(location);
    expect(new URL(result, 'https://site.example/').host).toBe('site.example');
  });
});
