import forge from 'node-forge';
import { createHash, randomBytes } from 'node:crypto';

/**
 * Test helper: encrypts a request body exactly as the web client does (node-forge), for tests and manual
 * checks. Returns the text/plain body and the three headers.
 */
export interface EncryptedRequest {
  body: string;
  headers: { 'content-type': string; encryption: string; 'x-rsa': string; 'x-digest': string };
}

/** Like web/src/api/encryption.ts, an object body gets a random 128-bit `nonce` (the server drops it). */
export function encryptLikeClient(rsaKey: string, keyId: string, payload: unknown): EncryptedRequest {
  const isObject = typeof payload === 'object' && payload !== null && !Array.isArray(payload);
  const sent = isObject ? { ...payload, nonce: randomBytes(16).toString('base64url') } : payload;
  return encryptTextLikeClient(rsaKey, keyId, JSON.stringify(sent));
}

/** The same for any text, JSON or not (tests of bodies that decrypt to something that is not JSON). */
export function encryptTextLikeClient(rsaKey: string, keyId: string, json: string): EncryptedRequest {
  const publicKey = forge.pki.publicKeyFromAsn1(
    forge.asn1.fromDer(forge.util.decode64(rsaKey)),
  ) as forge.pki.rsa.PublicKey;
  const desKey = forge.random.getBytesSync(8);
  const iv = forge.random.getBytesSync(8);
  const cipher = forge.cipher.createCipher('DES-CBC', forge.util.createBuffer(desKey));
  cipher.start({ iv: forge.util.createBuffer(iv) });
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(json)));
  cipher.finish();
  return {
    body: forge.util.encode64(iv + cipher.output.getBytes()),
    headers: {
      'content-type': 'text/plain',
      encryption: forge.util.encode64(publicKey.encrypt(desKey, 'RSAES-PKCS1-V1_5')),
      'x-rsa': keyId,
      'x-digest': createHash('sha256').update(json, 'utf8').digest('hex'),
    },
  };
}
