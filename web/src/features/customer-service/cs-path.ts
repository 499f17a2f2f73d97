/**
 * The customer-service path (signed-in §4 "Customer-service link building": the last 8 characters are the key,
 * the rest is ciphertext), decoded as the server encodes it (server/src/crypto/cs-path.ts): base64url of the
 * URL's UTF-8 bytes, each XOR the key's char code at index i % 8.
 */
export const CS_PATH_KEY_LENGTH = 8;

const base64UrlBytes = (text: string): Uint8Array | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  try {
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
};

/** The decoded text of a path, or null when it is not one (too short, not base64url, not UTF-8). */
export const decodeCsPath = (path: string): string | null => {
  if (path.length <= CS_PATH_KEY_LENGTH) return null;
  const key = path.slice(-CS_PATH_KEY_LENGTH);
  const bytes = base64UrlBytes(path.slice(0, -CS_PATH_KEY_LENGTH));
  if (!bytes) return null;
  for (let i = 0; i < bytes.length; i++) bytes[i] = (bytes[i] ?? 0) ^ key.charCodeAt(i % CS_PATH_KEY_LENGTH);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};
