import type { AppContext } from '../context';
import type { Merchant } from '../services/merchants';
import type { SessionLookup } from '../services/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The handlers' shared context (database, key, clock), for tests and tools. */
    appContext: AppContext;
  }
  interface FastifyRequest {
    /** Set by the merchant hook on /wps calls. */
    merchant: Merchant | null;
    /** Set by the auth hook on authenticated calls, and on public relays for a member. */
    session: SessionLookup | null;
  }
}

/** Upper-case Language header, '' when absent (messages then fall back to English). */
export function requestLanguage(headers: Record<string, string | string[] | undefined>): string {
  const value = headers['language'];
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}
