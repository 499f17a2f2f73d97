/**
 * The server's customer-service path encoding (server/src/crypto/cs-path.ts), for tests: base64url of the bytes,
 * each XOR the key's char code at index i % 8, then the 8-character key.
 */
export const encodeCsBytes = (plain: Uint8Array, key: string): string => {
  const bytes = plain.map((b, i) => b ^ key.charCodeAt(i % 8));
  return (
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '') + key
  );
};

export const encodeCsPath = (url: string, key = 'Dm7kQ2xA'): string =>
  encodeCsBytes(new TextEncoder().encode(url), key);
