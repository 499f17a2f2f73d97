/**
 * How long a loaded answer counts as fresh, in one place, so that calls pick from a few named spans instead of
 * scattering numbers. A fresh answer is served from the call cache (call-cache.ts); a stale one is shown while
 * it is fetched again.
 */
export const STALE = {
  SECONDS: {
    THIRTY: 30_000,
  },
  MINUTES: {
    ONE: 60_000,
    FIVE: 5 * 60_000,
  },
  /** Loaded once per page load (or per session, for session-scoped calls) unless invalidated. */
  INFINITY: Number.POSITIVE_INFINITY,
} as const;
