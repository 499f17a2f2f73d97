import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalIp, ipLimitKey, ipMatches } from '../net/client-ip';

/**
 * The client address comes from the socket or, behind a trusted proxy, from X-Forwarded-For: any text. The
 * IP helpers every limit and block uses must answer for all of it, never throw.
 */
const RUNS = Math.max(200, Math.ceil((Number(process.env.FUZZ_RUNS) || 2_000) / 4));

const addressLike = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.ipV4Extended(),
  fc.ipV4().map((ip) => `::ffff:${ip}`),
  fc.tuple(fc.ipV6(), fc.string({ maxLength: 6 })).map(([ip, zone]) => `${ip}%${zone}`),
  fc
    .tuple(fc.oneof(fc.ipV4(), fc.ipV6()), fc.integer({ min: -1, max: 200 }))
    .map(([ip, bits]) => `${ip}/${bits}`),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

describe('client-ip helpers on any text', () => {
  it('never throw, and canonicalIp is idempotent', () => {
    fc.assert(
      fc.property(addressLike, fc.array(addressLike, { maxLength: 4 }), (ip, entries) => {
        const canonical = canonicalIp(ip);
        expect(canonicalIp(canonical)).toBe(canonical);
        expect(typeof ipLimitKey(ip)).toBe('string');
        expect(typeof ipMatches(ip, entries)).toBe('boolean');
      }),
      { numRuns: RUNS },
    );
  });
});
