import type { Envelope } from '@app/contract/envelope';
import { session } from '../lib/storage';
import { parseEnvelope } from './parse-envelope';

/**
 * Session-storage cache of successful GET answers (`cache: true`), keyed by the full URL with its query: the
 * copy that outlives a reload of the tab. It is a tier of the call cache (call-cache.ts), which flushes it with
 * its own entries, not a second cache beside it.
 */
const PREFIX = 'api-cache:';

export const readCached = (url: string): Envelope<unknown> | null => {
  const env = parseEnvelope(session.getJson<unknown>(PREFIX + url));
  return env?.success ? env : null;
};

export const writeCached = (url: string, env: Envelope<unknown>): void => {
  if (env.success) session.setJson(PREFIX + url, env);
};

/** Drops cached answers whose URL starts with urlPrefix; all of them without one. */
export const flushCache = (urlPrefix = ''): void => {
  for (const key of session.keys()) {
    if (key.startsWith(PREFIX + urlPrefix)) session.remove(key);
  }
};
