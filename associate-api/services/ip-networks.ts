// Addresses as limits and the sign-in history see them. One IPv6 customer usually holds a whole
// /64 (2^64 addresses), so counting IPv6 address by address would give an attacker endless fresh
// counters: limits count the /64. The history keeps a network, never a household's exact address.
import { isIPv4, isIPv6 } from 'node:net';

/** The key an address is counted under: IPv4 as is, IPv6 as its /64. */
export function rateLimitNetwork(ip: string): string {
  const v4 = mappedIPv4(ip);
  if (v4) return v4;
  return isIPv6(ip) ? `${ipv6Groups(ip).slice(0, 4).join(':')}::/64` : ip;
}

/** For the sign-in history: 203.0.113.0 for 203.0.113.45, the /64 for IPv6. */
export function truncatedAddress(ip: string): string {
  const v4 = mappedIPv4(ip);
  if (v4) return v4.replace(/\.\d+$/, '.0');
  return isIPv6(ip) ? rateLimitNetwork(ip) : '';
}

function mappedIPv4(ip: string): string | undefined {
  if (isIPv4(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  return mapped && isIPv4(mapped) ? mapped : undefined;
}

/** The eight groups of an IPv6 address, '::' expanded, without a zone id. */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.toLowerCase().split('::') as [string, string?];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}
