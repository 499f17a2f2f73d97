import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config';
import { hasForwardedHeader, isProxyLikePeer } from '../net/client-ip';

/** The warning's text: what it means and what to set (README.md's configuration table, TRUST_PROXY). */
export const PROXY_WARNING =
  'A request came through a proxy (X-Forwarded-For or Forwarded from a private or loopback address) but ' +
  "TRUST_PROXY declares none: every client behind it has the proxy's address, so 20 failed logins from anyone " +
  'lock everyone out and the SMS and event limits are shared. Set TRUST_PROXY to the proxies (1 for one proxy ' +
  'that is the only way in, or their addresses); leave it none only when clients connect directly.';

/**
 * With no proxy declared (TRUST_PROXY unset or none), warns once, loudly, at the first request that carries a
 * forwarded header from a private or loopback peer: the sign of an undeclared reverse proxy. The request itself
 * is answered as any other (its socket address is its client). A public peer's forwarded header is a client's
 * own writing and says nothing of the set-up.
 */
export function registerProxyWarning(fastify: FastifyInstance, trustProxy: TrustProxy): void {
  if (trustProxy !== undefined) return;
  let warned = false;
  fastify.addHook('onRequest', async (request) => {
    if (warned || !hasForwardedHeader(request.headers)) return;
    const peer = request.socket.remoteAddress ?? '';
    if (!isProxyLikePeer(peer)) return;
    warned = true;
    fastify.log.warn({ peer, proxyMisconfigured: true }, PROXY_WARNING);
  });
}
