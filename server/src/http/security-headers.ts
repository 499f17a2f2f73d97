import type { FastifyInstance, FastifyReply } from 'fastify';

/** One year: browsers then refuse plain http for the host. */
export const HSTS = 'max-age=31536000';

/** Powerful features the app never uses, off for the page and every frame it embeds. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * Sets the security headers every answer carries. The CSP is `csp` unless the route set its own (a merchant's
 * page names that merchant's hosts). HSTS only on https: as the socket says, or X-Forwarded-Proto when a
 * trusted proxy sent it (Fastify's request.protocol reads the header only through TRUST_PROXY). The opener
 * policy keeps the page's window to itself except for the popups it opens (Firebase's sign-in popup reports
 * back through window.opener).
 */
export function applySecurityHeaders(reply: FastifyReply, csp: string): void {
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (reply.request?.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

/** Security headers on every answer (API, static files, errors). */
export function registerSecurityHeaders(fastify: FastifyInstance, csp: () => string): void {
  fastify.addHook('onSend', async (_request, reply, payload) => {
    applySecurityHeaders(reply, csp());
    return payload;
  });
}
