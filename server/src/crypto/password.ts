import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** log2 of the scrypt cost N in production (N = 16384). Tests pass a smaller one through buildServer. */
export const PRODUCTION_SCRYPT_LOG_N = 14;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hash as `scrypt$logN$r$p$salt$hash` (base64url), with a per-user random salt. */
export async function hashPassword(password: string, logN = PRODUCTION_SCRYPT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, { N: 2 ** logN, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Verifies against a stored hash; the cost parameters come from the hash itself. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, logN, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    N: 2 ** Number(logN),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** One hash per cost, of a random password nobody types (built on first use). */
const nobodysHashes = new Map<number, Promise<string>>();

/**
 * The check of an account that does not exist: the same scrypt, at the cost of new hashes, against a hash
 * no password matches, so an unknown name takes as long as a wrong password. Always false.
 */
export async function verifyNobodysPassword(password: string, logN: number): Promise<false> {
  let hash = nobodysHashes.get(logN);
  if (!hash) {
    hash = hashPassword(randomBytes(32).toString('base64url'), logN);
    nobodysHashes.set(logN, hash);
  }
  await verifyPassword(password, await hash);
  return false;
}
