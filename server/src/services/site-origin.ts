import { Refused } from './refused';

/**
 * The origin of the merchant's site that the server writes into what it answers: the page's canonical link, the
 * web-clip profile's URL, the demo game and chat links and the stand-in scripts' URLs. It comes from the
 * merchant's configured `domains`, never from the request's Host (or X-Forwarded-Host) alone: a forged Host
 * would otherwise be echoed into links that other people follow (a shared cache, a profile installed on a phone).
 *
 * The rule:
 * - demo and test mode, on a loopback host (localhost, *.localhost, 127.0.0.0/8, [::1]): the request's own
 *   origin, with the request's scheme. Demo mode serves loopback only (config.ts), and a loopback host names the
 *   player's own machine, not someone else's site;
 * - the request's host when it is one of the merchant's domains (the same host and port first, else the same host
 *   name): that domain's origin;
 * - otherwise the merchant's first domain;
 * - no domain at all: none (the caller leaves the link out or refuses).
 * A domain's origin is https (a configured http:// is upgraded), except in demo and test mode for a loopback
 * host, which has no certificate.
 */

/** A Host header's value: a host name or a bracketed IPv6 address, and an optional port. Nothing else. */
const PLAIN_HOST = /^(?:(?:[a-z0-9-]+\.)*[a-z0-9-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
/** A host name (after the URL parser) made of DNS labels, or a bracketed IPv6 address. */
const HOST_NAME = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/;

/** localhost, a name under .localhost, an IPv4 loopback address or [::1]. */
export const isLoopbackHostName = (hostname: string): boolean =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127(?:\.\d{1,3}){3}$/.test(hostname) ||
  hostname === '[::1]';

/** The URL of a request's protocol and Host, when the Host is a plain host and port; else null. */
function requestUrl(protocol: string, host: string): URL | null {
  if (!PLAIN_HOST.test(host) || (protocol !== 'http' && protocol !== 'https')) return null;
  try {
    return new URL(`${protocol}://${host}`);
  } catch {
    return null;
  }
}

/**
 * The origin of one `domains` entry ('https://www.shop.com', 'www.shop.com', 'http://m1.localhost:8681'), by the
 * scheme rule above; null for a value that is not a plain host (a path, credentials, spaces...).
 */
export function domainOrigin(domainName: string, demoMode: boolean): string | null {
  const text = domainName.trim();
  try {
    const url = new URL(text.includes('://') ? text : `https://${text}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || !HOST_NAME.test(url.hostname)) return null;
    if (url.protocol === 'http:' && !(demoMode && isLoopbackHostName(url.hostname))) url.protocol = 'https:';
    return url.origin;
  } catch {
    return null;
  }
}

export interface SiteOriginRequest {
  /** The merchant's `domains` setting. */
  domains: readonly { domainName: string }[];
  /** The request's protocol, as Fastify gives it ('http' or 'https'; a trusted proxy's X-Forwarded-Proto). */
  protocol: string;
  /** The request's host and port, as Fastify gives it (a trusted proxy's X-Forwarded-Host). */
  host: string;
  /** Demo and test mode. */
  demoMode: boolean;
}

/** The site origin for a request (the rule at the top of this file); undefined when the merchant has no domain. */
export function siteOrigin({ domains, protocol, host, demoMode }: SiteOriginRequest): string | undefined {
  const requested = requestUrl(protocol, host.trim().toLowerCase());
  if (requested && demoMode && isLoopbackHostName(requested.hostname)) return requested.origin;
  const origins = domains
    .map((d) => domainOrigin(d.domainName, demoMode))
    .filter((o): o is string => o !== null)
    .map((o) => new URL(o));
  const sameHost = requested && origins.find((o) => o.host === requested.host);
  const sameName = requested && origins.find((o) => o.hostname === requested.hostname);
  return (sameHost ?? sameName ?? origins[0])?.origin;
}

/** A merchant with no configured domain has no site to open a game or a chat link on. */
export type SiteRefusal = { reason: 'site-unknown' };

/** siteOrigin for a call, whose context gives the request's origin as one string ('http://host:port'). */
export function siteOriginOfCall(
  domains: readonly { domainName: string }[],
  requestOrigin: string,
  demoMode: boolean,
): string | undefined {
  const scheme = /^(https?):\/\/(.*)$/i.exec(requestOrigin);
  return siteOrigin({
    domains,
    protocol: scheme?.[1]?.toLowerCase() ?? '',
    host: scheme?.[2] ?? '',
    demoMode,
  });
}

/** siteOriginOfCall, or Refused (SiteRefusal) for a merchant without a domain. */
export function requireSiteOriginOfCall(
  domains: readonly { domainName: string }[],
  requestOrigin: string,
  demoMode: boolean,
): string {
  const origin = siteOriginOfCall(domains, requestOrigin, demoMode);
  if (!origin) throw new Refused({ reason: 'site-unknown' });
  return origin;
}
