// TRUST_PROXY's list of proxies (config.ts): each entry an address, a CIDR range or a named range
// of proxy-addr (`loopback`, `linklocal`, `uniquelocal`), written strictly enough that Fastify
// never refuses it at start, and never a set whose union is every IPv4 or every IPv6 address:
// a client could then write its own address in X-Forwarded-For and every per-address limit would
// fail open.
import { isIPv4, isIPv6 } from 'node:net';

/** An inclusive range of addresses of one family, as numbers. */
interface Span {
  from: bigint;
  to: bigint;
}

const v4Bits = 32n;
const v6Bits = 128n;
/** `::ffff:0:0/96`: the IPv4-mapped IPv6 addresses, which proxy-addr matches against IPv4 ranges. */
const mappedBase = 0xffffn << 32n;

const named: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function v4Number(address: string): bigint {
  return address.split('.').reduce((sum, part) => (sum << 8n) + BigInt(part), 0n);
}

const groups = (part: string) => (part ? part.split(':').map((g) => BigInt(`0x${g}`)) : []);

function v6Number(address: string): bigint {
  let text = address;
  let tail: bigint[] = [];
  // An IPv4 tail (`::ffff:10.0.0.1`) is the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = v4Number(dotted[1]!);
    tail = [v4 >> 16n, v4 & 0xffffn];
    text = text.slice(0, -dotted[1]!.length).replace(/:$/, '') || ':';
    if (text === ':') text = '::';
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const before = groups(head);
  const after = [...groups(rest ?? ''), ...tail];
  const missing = 8 - before.length - after.length;
  const all =
    rest === undefined ? [...before, ...after] : [...before, ...Array(missing).fill(0n), ...after];
  return all.reduce((sum, group) => (sum << 16n) + group, 0n);
}

/** The family and span of one entry, or undefined when it is no address or range. */
function spanOf(entry: string): { family: 4 | 6; span: Span } | undefined {
  const match = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry);
  if (!match) return undefined;
  const [, address, prefixText] = match as unknown as [string, string, string | undefined];
  // node:net's checks are strict (no `1.2.3`, no leading zeros, no zone id `%eth0`).
  const family = isIPv4(address) ? 4 : isIPv6(address) && !address.includes('%') ? 6 : undefined;
  if (!family) return undefined;
  const bits = family === 4 ? v4Bits : v6Bits;
  const prefix = prefixText === undefined ? bits : BigInt(prefixText);
  if (prefix > bits) return undefined;
  const value = family === 4 ? v4Number(address) : v6Number(address);
  const hostBits = bits - prefix;
  const from = (value >> hostBits) << hostBits;
  return { family, span: { from, to: from + (1n << hostBits) - 1n } };
}

/** Whether the spans together cover [0, last]. */
function covers(spans: Span[], last: bigint): boolean {
  let next = 0n;
  for (const span of spans.toSorted((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))) {
    if (span.from > next) return false;
    if (span.to >= next) next = span.to + 1n;
    if (next > last) return true;
  }
  return next > last;
}

/** Why a list of TRUST_PROXY entries is refused, or undefined when it is acceptable. */
export function trustedProxiesProblem(entries: readonly string[]): string | undefined {
  const v4: Span[] = [];
  const v6: Span[] = [];
  for (const entry of entries) {
    for (const range of named[entry.toLowerCase()] ?? [entry]) {
      const parsed = spanOf(range);
      if (!parsed)
        return `${JSON.stringify(entry)} is not an address, a CIDR range like 10.0.0.0/8, or loopback, linklocal or uniquelocal`;
      (parsed.family === 4 ? v4 : v6).push(parsed.span);
    }
  }
  const lastV4 = (1n << v4Bits) - 1n;
  // An IPv4 client is trusted by an IPv4 range or by an IPv6 range over its mapped address, and
  // an IPv4-mapped IPv6 client by either too.
  const v4Seen = [
    ...v4,
    ...v6
      .filter((span) => span.to >= mappedBase && span.from <= mappedBase + lastV4)
      .map((span) => ({
        from: (span.from > mappedBase ? span.from : mappedBase) - mappedBase,
        to: (span.to < mappedBase + lastV4 ? span.to : mappedBase + lastV4) - mappedBase,
      })),
  ];
  const v6Seen = [
    ...v6,
    ...v4.map((span) => ({ from: span.from + mappedBase, to: span.to + mappedBase })),
  ];
  if (covers(v4Seen, lastV4) || covers(v6Seen, (1n << v6Bits) - 1n))
    return 'must not trust every address (like 0.0.0.0/0, ::/0, or ranges that add up to them): a client could then write its own address in X-Forwarded-For';
  return undefined;
}
