import { randomBytes } from 'node:crypto';

/**
 * Customer-service path obfuscation (the spec: "the last 8 characters are the key, the rest is ciphertext").
 *
 * Cipher chosen by this server (the web decodes it the same way):
 *   key        = 8 characters from [A-Za-z0-9]
 *   ciphertext = base64url (no padding) of (UTF-8 bytes of the URL, each XOR the key's char code at index i % 8)
 *   path       = ciphertext + key
 * Decoding: key = path.slice(-8); bytes = base64url-decode(path.slice(0, -8)); byte[i] ^= key.charCodeAt(i % 8);
 * UTF-8 decode. Obfuscation only, not secrecy.
 */
export const CS_PATH_KEY_LENGTH = 8;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomCsKey(): string {
  return Array.from(randomBytes(CS_PATH_KEY_LENGTH), (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

export function encodeCsPath(url: string, key = randomCsKey()): string {
  if (key.length !== CS_PATH_KEY_LENGTH) throw new Error('customer-service key must be 8 characters');
  const bytes = Buffer.from(url, 'utf8');
  for (let i = 0; i < bytes.length; i++) bytes[i] = (bytes[i] ?? 0) ^ key.charCodeAt(i % CS_PATH_KEY_LENGTH);
  return bytes.toString('base64url') + key;
}

export function decodeCsPath(path: string): string {
  const key = path.slice(-CS_PATH_KEY_LENGTH);
  const bytes = Buffer.from(path.slice(0, -CS_PATH_KEY_LENGTH), 'base64url');
  for (let i = 0; i < bytes.length; i++) bytes[i] = (bytes[i] ?? 0) ^ key.charCodeAt(i % CS_PATH_KEY_LENGTH);
  return bytes.toString('utf8');
}
