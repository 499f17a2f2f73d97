import { createHmac, randomBytes } from 'node:crypto';

/** TOTP per RFC 6238: HMAC-SHA1, 30-second steps, 6 digits; secrets are base32 (RFC 4648, no padding). */
const STEP_SECONDS = 30;
const DIGITS = 6;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const cleanBase32 = (secret: string): string => secret.replace(/[\s=-]/g, '').toUpperCase();

/** True for a usable TOTP secret: base32 (spaces, dashes and padding ignored), at least 80 bits. */
export const isBase32Secret = (secret: string): boolean => /^[A-Z2-7]{16,}$/.test(cleanBase32(secret));

/** Decodes base32; throws on a character outside the alphabet. */
export function base32Decode(secret: string): Buffer {
  const clean = cleanBase32(secret);
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = ALPHABET.indexOf(ch);
    if (idx < 0) throw new Error('invalid base32');
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** HOTP (RFC 4226) of one counter value. */
export function hotp(key: Buffer, counter: number): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(msg).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const code = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(code % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The code for a moment (ms). */
export const totpCode = (secret: string, nowMs: number): string =>
  hotp(base32Decode(secret), Math.floor(nowMs / 1000 / STEP_SECONDS));

/**
 * The step the code belongs to, of the current step and one either side; null when none matches, or (never
 * throws) for a secret that is not base32. The caller records the step so that a code is accepted once.
 */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code) || !isBase32Secret(secret)) return null;
  const key = base32Decode(secret);
  const step = Math.floor(nowMs / 1000 / STEP_SECONDS);
  return [step - 1, step, step + 1].find((s) => hotp(key, s) === code) ?? null;
}

/** Accepts the current step and one step either side. False (never throws) for a secret that is not base32. */
export const verifyTotp = (secret: string, code: string, nowMs: number): boolean =>
  totpStep(secret, code, nowMs) !== null;
