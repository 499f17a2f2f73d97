/**
 * Encrypted posts, exactly as docs/architecture.md "Encrypted posts" lays them out (the server mirrors it):
 * a fresh 8-byte DES key per request, DES-CBC with PKCS#7 padding and a random 8-byte IV prefixed to the
 * ciphertext, base64 body; the DES key wrapped with the server's RSA key (RSAES-PKCS1-v1_5); a random nonce
 * in every body (`withNonce`).
 * node-forge is about 70 KB gzipped, so it is fetched on the first encrypted post, never on first load.
 */
import type * as Forge from 'node-forge';

export interface RsaKey {
  /** The server's RSA-2048 public key, base64 SPKI DER. */
  rsaKey: string;
  /** The key's id, sent back as X-RSA. */
  RSA: string;
}

export interface EncryptedBody {
  body: string;
  headers: Record<string, string>;
}

type ForgeModule = typeof Forge;

let forgeLoad: Promise<ForgeModule> | null = null;

/** node-forge is CommonJS: bundlers expose it as the default export, Node as the namespace itself. */
const loadForge = (): Promise<ForgeModule> => {
  if (!forgeLoad) {
    forgeLoad = import('node-forge').then(
      (mod) => (mod as ForgeModule & { default?: ForgeModule }).default ?? mod,
    );
    // A failed chunk load (offline) must not stick: the next encrypted post tries again.
    forgeLoad.catch(() => {
      forgeLoad = null;
    });
  }
  return forgeLoad;
};

/** forge works on "binary strings" (one char per byte). */
const randomBytes = (n: number): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  let out = '';
  for (const b of bytes) out += String.fromCharCode(b);
  return out;
};

/**
 * Adds `nonce`, 128 random bits in base64url, to an object body: X-Digest is the SHA-256 of the plain JSON, and
 * without it a short form (a login with a common password) could be found by hashing guesses. The server drops
 * the field before the call reads the body (server/src/http/decode-body.ts).
 */
export const withNonce = (json: string): string => {
  const data: unknown = JSON.parse(json);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return json;
  const nonce = btoa(randomBytes(16)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return JSON.stringify({ ...data, nonce });
};

/** Rejects when forge cannot load or the key is not a valid RSA SPKI key; the caller maps that to 'Missing Encryption'. */
export const encryptBody = async (json: string, key: RsaKey): Promise<EncryptedBody> => {
  const forge = await loadForge();
  const plain = forge.util.encodeUtf8(withNonce(json));

  const desKey = randomBytes(8);
  const iv = randomBytes(8);
  const cipher = forge.cipher.createCipher('DES-CBC', desKey);
  cipher.start({ iv });
  cipher.update(forge.util.createBuffer(plain, 'raw'));
  if (!cipher.finish()) throw new Error('DES encryption failed'); // finish() adds the PKCS#7 padding
  const body = forge.util.encode64(iv + cipher.output.getBytes());

  const publicKey = forge.pki.publicKeyFromAsn1(
    forge.asn1.fromDer(forge.util.decode64(key.rsaKey)),
  ) as Forge.pki.rsa.PublicKey;
  const wrappedKey = publicKey.encrypt(desKey, 'RSAES-PKCS1-V1_5');

  const digest = forge.md.sha256.create().update(plain, 'raw').digest().toHex();

  return {
    body,
    headers: {
      Encryption: forge.util.encode64(wrappedKey),
      'X-RSA': key.RSA,
      'X-Digest': digest,
    },
  };
};
