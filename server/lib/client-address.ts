// The address a per-client rate limit counts under: an IPv4 address as it is, and an IPv6 address
// by its /64 network. One IPv6 subscriber (a phone, a home, a server) is given a whole /64 and can
// use any of its 2^64 addresses, so counting single IPv6 addresses would let one client make every
// request from a new one.
import { isIPv4, isIPv6 } from 'node:net';

const hextets = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));

/** Expands an IPv6 address (with `::` and an optional embedded IPv4 tail) to its 8 groups. */
function groupsOf(address: string): number[] | undefined {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const left = hextets(head);
  const right = rest === undefined ? [] : hextets(rest);
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? missing !== 0 : missing < 0) return undefined;
  return [...left, ...Array<number>(rest === undefined ? 0 : missing).fill(0), ...right];
}

/**
 * `192.0.2.7` → `192.0.2.7`; `2001:db8:1:2:aaaa::1` → `2001:db8:1:2::/64`; an IPv4-mapped IPv6
 * address (`::ffff:192.0.2.7`, how a dual-stack socket reports IPv4 clients) → its IPv4 address.
 * Anything else (a test's made-up address) is kept as it is.
 */
export function clientAddressKey(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = groupsOf(ip);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
