import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A session token: 32 random bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Constant-time string comparison (hashes both sides so lengths never leak). */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb);
}
