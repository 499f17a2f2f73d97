import ipaddr from 'ipaddr.js';

/**
 * One spelling per address: IPv4-mapped IPv6 (::ffff:1.2.3.4) becomes IPv4, IPv6 is written in its short
 * canonical form. Text that is not an address is returned trimmed, so callers never throw on it.
 */
export function canonicalIp(ip: string): string {
  const text = ip.trim();
  if (!ipaddr.isValid(text)) return text;
  const parsed = ipaddr.process(text);
  return parsed.toString();
}

/**
 * The key a per-IP limit counts under: the IPv4 address, or the /64 prefix of an IPv6 address (one subscriber
 * usually holds a whole /64, so counting each address apart lets one client spread over 2^64 counters).
 */
export function ipLimitKey(ip: string): string {
  const text = canonicalIp(ip);
  if (!ipaddr.IPv6.isValid(text) || ipaddr.IPv4.isValid(text)) return text;
  const parts = ipaddr.IPv6.parse(text).parts.slice(0, 4);
  return `${ipaddr.IPv6.parse([...parts, 0, 0, 0, 0].map((p) => p.toString(16)).join(':')).toString()}/64`;
}

/**
 * True when the address is one of the entries: a single address (any spelling) or a CIDR range
 * (`10.0.0.0/8`, `2001:db8::/32`). Entries that are neither are ignored.
 */
export function ipMatches(ip: string, entries: readonly string[]): boolean {
  const text = canonicalIp(ip);
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.parse(text);
  return entries.some((entry) => {
    const e = entry.trim();
    if (e.includes('/')) {
      if (!ipaddr.isValidCIDR(e)) return false;
      const [range, bits] = ipaddr.parseCIDR(e);
      const rangeCanonical =
        range.kind() === 'ipv6' && (range as ipaddr.IPv6).isIPv4MappedAddress()
          ? ([(range as ipaddr.IPv6).toIPv4Address(), bits - 96] as const)
          : ([range, bits] as const);
      return (
        address.kind() === rangeCanonical[0].kind() && address.match([rangeCanonical[0], rangeCanonical[1]])
      );
    }
    return ipaddr.isValid(e) && canonicalIp(e) === text;
  });
}

/** The ranges a reverse proxy in front of the server usually has: this machine, a private network. */
const PROXY_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'linkLocal', 'carrierGradeNat']);

/**
 * True for a peer address a reverse proxy would have (loopback, private, unique-local, link-local, shared
 * carrier-grade NAT space; an IPv4-mapped IPv6 address as its IPv4). A public address is a client's own.
 */
export function isProxyLikePeer(ip: string): boolean {
  const text = canonicalIp(ip);
  if (!ipaddr.isValid(text)) return false;
  return PROXY_RANGES.has(ipaddr.parse(text).range());
}

/**
 * True when a request names a client other than its peer: an X-Forwarded-For or Forwarded header (any case, as
 * node gives header names lower-cased), with a value.
 */
export const hasForwardedHeader = (headers: Record<string, string | string[] | undefined>): boolean =>
  ['x-forwarded-for', 'forwarded'].some((name) => {
    const value = headers[name];
    return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim() !== '';
  });
