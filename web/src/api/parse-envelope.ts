import type { Envelope } from '@app/contract/envelope';

/**
 * The `{ success, message, errorCode, value }` envelope of a parsed body, or null when the body is
 * something else (HTML error page, proxy answer): the caller treats that as an unknown failure.
 * Checked by hand because the contract's zod schemas stay out of the browser bundle.
 */
export const parseEnvelope = (json: unknown): Envelope<unknown> | null => {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const o = json as Record<string, unknown>;
  if (typeof o.success !== 'boolean') return null;
  return {
    success: o.success,
    message: typeof o.message === 'string' ? o.message : null,
    errorCode: typeof o.errorCode === 'string' ? o.errorCode : null,
    value: o.value ?? null,
  };
};
