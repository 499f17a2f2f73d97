import type { FastifyInstance } from 'fastify';

/** Security headers on every answer (API, static files, errors). */
export function registerSecurityHeaders(fastify: FastifyInstance, csp: () => string): void {
  fastify.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', csp());
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    return payload;
  });
}
