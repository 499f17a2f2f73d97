import { describe, expect, it } from 'vitest';
import { decodeCsPath, encodeCsPath } from './cs-path';
import { hashPassword, verifyPassword } from './password';
import { base32Decode, base32Encode, hotp, isBase32Secret, totpCode, verifyTotp } from './totp';

describe('scrypt passwords', () => {
  it('verifies the right password only, with a per-user salt', async () => {
    const a = await hashPassword('Demo@2026', 6);
    const b = await hashPassword('Demo@2026', 6);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$6\$8\$1\$/);
    expect(await verifyPassword('Demo@2026', a)).toBe(true);
    expect(await verifyPassword('demo@2026', a)).toBe(false);
    expect(await verifyPassword('Demo@2026', 'not-a-hash')).toBe(false);
  });
});

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA-1 secret "12345678901234567890": 94287082 at 59 s (6 digits: 287082).
  const secret = base32Encode(Buffer.from('12345678901234567890'));
  it('matches the RFC test vectors', () => {
    expect(totpCode(secret, 59_000)).toBe('287082');
    expect(totpCode(secret, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(secret, 1_234_567_890_000)).toBe('005924');
    expect(hotp(base32Decode(secret), 1)).toBe('287082');
  });
  it('accepts one step either side and nothing else', () => {
    const now = 1_700_000_000_000;
    expect(verifyTotp(secret, totpCode(secret, now), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now - 90_000), now)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', now)).toBe(false);
  });
  it('answers false (never throws) for a secret that is not base32, or empty', () => {
    const now = 1_700_000_000_000;
    expect(() => verifyTotp('not base32 at all!', '123456', now)).not.toThrow();
    expect(verifyTotp('not base32 at all!', '123456', now)).toBe(false);
    expect(verifyTotp('', hotp(Buffer.alloc(0), Math.floor(now / 30_000)), now)).toBe(false);
  });
  it('tells base32 secrets apart', () => {
    expect(isBase32Secret('JBSWY3DPEHPK3PXP')).toBe(true);
    expect(isBase32Secret('jbsw-y3dp ehpk-3pxp==')).toBe(true);
    expect(isBase32Secret('JBSWY3DPEHPK3PX1')).toBe(false); // 1 is not in the alphabet
    expect(isBase32Secret('JBSWY3DP')).toBe(false); // 40 bits: too short
    expect(isBase32Secret('')).toBe(false);
  });
});

describe('customer-service path', () => {
  it('is ciphertext then the 8-character key, and decodes back', () => {
    const url = 'https://chat.example/open?x=1&name=客服';
    const path = encodeCsPath(url, 'Ab3dEf7h');
    expect(path.endsWith('Ab3dEf7h')).toBe(true);
    expect(path.slice(0, -8)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCsPath(path)).toBe(url);
    expect(decodeCsPath(encodeCsPath(url))).toBe(url);
  });
});
