import {
  constants,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { CONTRACT_ERROR } from '@app/contract/errors';
import { sha256Hex } from './tokens';

/**
 * Encrypted posts (ARCHITECTURE.md "Encrypted posts"): body text/plain = base64(8-byte IV || DES-CBC-PKCS7
 * ciphertext of the UTF-8 JSON); header Encryption = base64 RSAES-PKCS1-v1_5(DES key); X-RSA = key id;
 * X-Digest = hex SHA-256 of the plaintext JSON.
 *
 * Node 20 refuses RSA_PKCS1_PADDING in crypto.privateDecrypt, and node-forge's pure-JS RSA takes ~35 ms of
 * event-loop time per request. So the RSA step is native raw RSA (RSA_NO_PADDING, ~0.4 ms) followed by the
 * PKCS#1 v1.5 type-2 unpadding below; DES-CBC is native `des-ede-cbc` with the 8-byte key repeated (K1 = K2
 * makes EDE equal to single DES). The client side (web, and client-encrypt.ts in tests) uses node-forge.
 */
export interface RsaKeyPair {
  /** Random id sent to clients as `RSA` and back as `X-RSA`. */
  id: string;
  /** RSA-2048 public key, base64 SPKI DER (the `rsaKey` of the key response). */
  publicKey: string;
  privateKey: KeyObject;
}

/** One RSA-2048 key pair, kept in memory for the life of the process. */
export function generateRsaKeyPair(): RsaKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    id: randomBytes(12).toString('hex'),
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKey,
  };
}

export interface EncryptionHeaders {
  encryption: string | undefined;
  keyId: string | undefined;
  digest: string | undefined;
}

export type DecryptResult =
  | { ok: true; plaintext: string }
  | {
      ok: false;
      errorCode: typeof CONTRACT_ERROR.encryptionKeyUnknown | typeof CONTRACT_ERROR.encryptionInvalid;
      reason: string;
    };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** One reason for every cryptographic failure (RSA padding, DES padding, digest), so none is an oracle. */
const UNDECRYPTABLE = 'The encrypted body could not be decrypted or its digest does not match';
const fail = (reason: string): DecryptResult => ({
  ok: false,
  errorCode: CONTRACT_ERROR.encryptionInvalid,
  reason,
});

/** RSAES-PKCS1-v1_5 decryption: raw RSA, then EM = 0x00 || 0x02 || PS (>= 8 non-zero bytes) || 0x00 || M. */
export function rsaPkcs1Decrypt(privateKey: KeyObject, ciphertext: Buffer): Buffer | null {
  let em: Buffer;
  try {
    em = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, ciphertext);
  } catch {
    return null;
  }
  let separator = 0;
  for (let i = 2; i < em.length; i++) {
    if (em[i] === 0 && separator === 0) separator = i;
  }
  const valid = em[0] === 0 && em[1] === 2 && separator >= 10;
  return valid ? em.subarray(separator + 1) : null;
}

function desCbcDecrypt(key: Buffer, iv: Buffer, ciphertext: Buffer): Buffer | null {
  try {
    const decipher = createDecipheriv('des-ede-cbc', Buffer.concat([key, key]), iv);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    return null;
  }
}

/** Decrypts one encrypted post. Never throws. */
export function decryptEnvelope(key: RsaKeyPair, body: string, headers: EncryptionHeaders): DecryptResult {
  const { encryption, keyId, digest } = headers;
  if (!encryption || !keyId || !digest) return fail('Missing Encryption, X-RSA or X-Digest header');
  if (keyId !== key.id) {
    return { ok: false, errorCode: CONTRACT_ERROR.encryptionKeyUnknown, reason: 'Unknown encryption key id' };
  }
  if (!BASE64.test(encryption)) return fail('The Encryption header is not base64');
  const text = body.trim();
  if (!BASE64.test(text)) return fail('The body is not base64');
  const raw = Buffer.from(text, 'base64');
  if (raw.length < 16 || raw.length % 8 !== 0)
    return fail('The body is not an 8-byte IV followed by DES blocks');

  const desKey = rsaPkcs1Decrypt(key.privateKey, Buffer.from(encryption, 'base64'));
  const plain = desKey?.length === 8 ? desCbcDecrypt(desKey, raw.subarray(0, 8), raw.subarray(8)) : null;
  if (!plain) return fail(UNDECRYPTABLE);
  const plaintext = plain.toString('utf8');
  if (sha256Hex(plaintext) !== digest.trim().toLowerCase()) return fail(UNDECRYPTABLE);
  return { ok: true, plaintext };
}
