import type { FastifyInstance, FastifyReply } from 'fastify';

/** Sets the security headers every answer carries. */
export function applySecurityHeaders(reply: FastifyReply, csp: string): void {
  reply.header('content-security-policy', csp);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
}

/** Security headers on every answer (API, static files, errors). */
export function registerSecurityHeaders(fastify: FastifyInstance, csp: () => string): void {
  fastify.addHook('onSend', async (_request, reply, payload) => {
    applySecurityHeaders(reply, csp());
    return payload;
  });
}
