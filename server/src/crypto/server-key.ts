import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isPostgresUrl } from '../db/database';

/** AES-256-GCM: the server key is 32 bytes. */
export const SERVER_KEY_BYTES = 32;
/** The key file beside the database (created 0600 on first start). */
export const SERVER_KEY_FILE = 'server.key';

const decodeKey = (text: string, source: string): Buffer => {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== SERVER_KEY_BYTES) {
    throw new Error(`${source} must hold ${SERVER_KEY_BYTES} bytes (64 hex digits or base64).`);
  }
  return key;
};

/**
 * The key that seals secrets at rest (TOTP secrets): `SERVER_KEY` (64 hex digits or base64 of 32 bytes) when
 * set, else the key file under the data directory, created with mode 0600 on first start. An in-memory
 * database (tests) gets a random key: nothing it seals outlives the process. PostgreSQL needs SERVER_KEY.
 */
export function loadServerKey(dbFile: string, envValue: string | undefined = process.env.SERVER_KEY): Buffer {
  if (envValue) return decodeKey(envValue, 'SERVER_KEY');
  if (dbFile === ':memory:') return randomBytes(SERVER_KEY_BYTES);
  // Every process and machine on one PostgreSQL must seal with the same key, and there is no data folder.
  if (isPostgresUrl(dbFile))
    throw new Error('SERVER_KEY must be set when the database is PostgreSQL (DATABASE_URL)');
  const file = join(dirname(dbFile), SERVER_KEY_FILE);
  try {
    // 'wx': only the first start writes it, so two processes never hold different keys.
    writeFileSync(file, `${randomBytes(SERVER_KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  chmodSync(file, 0o600);
  return decodeKey(readFileSync(file, 'utf8'), file);
}

/** Prefix of a sealed value: text without it is a value stored before sealing (read as is, sealed at start). */
export const SEALED_PREFIX = 'sealed1:';

export const isSealed = (text: string): boolean => text.startsWith(SEALED_PREFIX);

/** AES-256-GCM with a random IV; `context` (the column) is authenticated, so a value cannot move columns. */
export function seal(key: Buffer, context: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plain text of a sealed value; null when it does not open with this key (another key, or tampered). */
export function unseal(key: Buffer, context: string, sealed: string): string | null {
  const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
  if (raw.length < 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12)).setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
