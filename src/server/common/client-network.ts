/**
 * A client address reduced to what the service keeps or counts: rate limits count an IPv4
 * address alone and an IPv6 address by its /64 (one household or office gets a whole /64, and
 * can change the rest at will); the stored record keeps only the IPv4 /24 or IPv6 /48.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** An IPv4-mapped IPv6 address (::ffff:192.0.2.1) as the IPv4 address it is. */
function mappedIpv4(ip: string): string | null {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return match?.[1] && isIPv4(match[1]) ? match[1] : null;
}

/** The eight 16-bit groups of an IPv6 address, as numbers. */
export function ipv6Groups(ip: string): number[] {
  const address = ip.split('%')[0] ?? '';
  const [head = '', tail] = address.split('::');
  const parse = (part: string) => {
    if (part === '') return [];
    const groups = part.split(':');
    const last = groups[groups.length - 1] ?? '';
    if (isIPv4(last)) {
      const bytes = last.split('.').map(Number);
      groups.splice(
        -1,
        1,
        (((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0)).toString(16),
        (((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)).toString(16),
      );
    }
    return groups.map((group) => parseInt(group, 16));
  };
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function prefix(ip: string, groups: number): string {
  return `${ipv6Groups(ip)
    .slice(0, groups)
    .map((group) => group.toString(16))
    .join(':')}::/${groups * 16}`;
}

/** The key a rate limit counts by: the IPv4 address, or the IPv6 /64. */
export function rateLimitKey(ip: string): string {
  const v4 = mappedIpv4(ip) ?? (isIPv4(ip) ? ip : null);
  if (v4) return v4;
  return isIPv6(ip) ? prefix(ip, 4) : ip;
}

/** Stored instead of the address: IPv4 to its /24, IPv6 to its /48 (a network, not a person). */
export function truncateIp(ip: string): string {
  const v4 = mappedIpv4(ip) ?? (isIPv4(ip) ? ip : null);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  return isIPv6(ip) ? prefix(ip, 3) : 'unknown';
}
