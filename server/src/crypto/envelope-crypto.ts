import {
  constants,
  createDecipheriv,
  createHmac,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { CONTRACT_ERROR } from '@app/contract/errors';
import { sha256Hex } from './tokens';

/**
 * Encrypted posts (docs/architecture.md "Encrypted posts"): body text/plain = base64(8-byte IV || DES-CBC-PKCS7
 * ciphertext of the UTF-8 JSON); header Encryption = base64 RSAES-PKCS1-v1_5(DES key); X-RSA = key id;
 * X-Digest = hex SHA-256 of the plaintext JSON.
 *
 * Node 20 refuses RSA_PKCS1_PADDING in crypto.privateDecrypt, and node-forge's pure-JS RSA takes ~35 ms of
 * event-loop time per request. So the RSA step is native raw RSA (RSA_NO_PADDING, ~0.4 ms) followed by the
 * PKCS#1 v1.5 type-2 unpadding below; DES-CBC is native `des-ede-cbc` with the 8-byte key repeated (K1 = K2
 * makes EDE equal to single DES). The client side (web, and testing/client-encrypt.ts in tests) uses node-forge.
 */
export interface RsaKeyPair {
  /** Random id sent to clients as `RSA` and back as `X-RSA`. */
  id: string;
  /** RSA-2048 public key, base64 SPKI DER (the `rsaKey` of the key response). */
  publicKey: string;
  privateKey: KeyObject;
}

/** A key pair as the key response hands it out, with a new random id. */
export function rsaKeyPairOf(publicKey: KeyObject, privateKey: KeyObject): RsaKeyPair {
  return {
    id: randomBytes(12).toString('hex'),
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKey,
  };
}

/** One RSA-2048 key pair, made now (the key ring, key-ring.ts, makes the later ones in the background). */
export function generateRsaKeyPair(): RsaKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return rsaKeyPairOf(publicKey, privateKey);
}

export interface EncryptionHeaders {
  encryption: string | undefined;
  keyId: string | undefined;
  digest: string | undefined;
}

export type DecryptResult =
  /** desKey: the post's 8-byte DES key, which the key ring remembers to refuse a replay. */
  | { ok: true; plaintext: string; desKey: Buffer }
  | {
      ok: false;
      errorCode:
        | typeof CONTRACT_ERROR.encryptionKeyUnknown
        | typeof CONTRACT_ERROR.encryptionInvalid
        | typeof CONTRACT_ERROR.encryptionReplayed;
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

/** Largest encrypted body accepted (the encrypted calls carry small forms): larger answers request.too.large. */
export const MAX_ENCRYPTED_BODY_BYTES = 64 * 1024;

/**
 * RSAES-PKCS1-v1_5 decryption: raw RSA, then EM = 0x00 || 0x02 || PS (>= 8 non-zero bytes) || 0x00 || M.
 * Answers M, or null on any failure (wrong length, value out of range, bad padding). The unpadding reads
 * every byte whatever the padding holds.
 */
export function rsaPkcs1Decrypt(privateKey: KeyObject, ciphertext: Buffer): Buffer | null {
  let em: Buffer;
  try {
    em = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, ciphertext);
  } catch {
    return null;
  }
  let separator = 0;
  for (let i = 2; i < em.length; i++) {
    const isFirstZero = (em[i] === 0 ? 1 : 0) & (separator === 0 ? 1 : 0);
    separator += isFirstZero * i;
  }
  const valid = (em[0] === 0 ? 1 : 0) & (em[1] === 2 ? 1 : 0) & (separator >= 10 ? 1 : 0);
  return valid === 1 ? em.subarray(separator + 1) : null;
}

/** Secret of this process for the stand-in DES keys (never leaves memory). */
const FALLBACK_KEY_SECRET = randomBytes(32);

/**
 * The DES key used when the RSA step fails (bad padding, wrong key length, undecryptable): derived from the
 * Encryption header, so the same header always gets the same key, and unpredictable without the process
 * secret. Decryption then goes on as if the key were real and fails at the DES padding or the digest, like
 * any other wrong key: no answer or timing tells an RSA failure from a later one (no padding oracle).
 */
export function fallbackDesKey(encryptedKey: Buffer): Buffer {
  return createHmac('sha256', FALLBACK_KEY_SECRET).update(encryptedKey).digest().subarray(0, 8);
}

/** DES-CBC without automatic unpadding (every block is decrypted whatever the key). */
function desCbcDecryptBlocks(key: Buffer, iv: Buffer, ciphertext: Buffer): Buffer {
  const decipher = createDecipheriv('des-ede-cbc', Buffer.concat([key, key]), iv);
  decipher.setAutoPadding(false);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
}

/** Length of the message under PKCS#7 padding (8-byte blocks), or -1 when the padding is not valid. */
function pkcs7MessageLength(padded: Buffer): number {
  const pad = padded[padded.length - 1] ?? 0;
  let bad = pad < 1 || pad > 8 || pad > padded.length ? 1 : 0;
  for (let i = 1; i <= 8; i++) {
    const inPad = i <= pad ? 1 : 0;
    bad |= inPad & (padded[padded.length - i] !== pad ? 1 : 0);
  }
  return bad ? -1 : padded.length - pad;
}

/** Constant-time comparison of two hex digests (the given one lower-cased). */
function sameDigest(actual: string, given: string): boolean {
  const a = Buffer.from(actual, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Decrypts one encrypted post with the key its X-RSA names (null: no such key). Never throws. Once the headers
 * and the body's shape are checked, every failure (RSA padding, key length, DES padding, digest) runs the same
 * steps (RSA, DES over every block, SHA-256, digest comparison) and answers the same encryption.invalid.
 */
export function decryptEnvelope(
  key: RsaKeyPair | null,
  body: string,
  headers: EncryptionHeaders,
): DecryptResult {
  const { encryption, keyId, digest } = headers;
  if (!encryption || !keyId || !digest) return fail('Missing Encryption, X-RSA or X-Digest header');
  if (!key || keyId !== key.id) {
    return { ok: false, errorCode: CONTRACT_ERROR.encryptionKeyUnknown, reason: 'Unknown encryption key id' };
  }
  if (!BASE64.test(encryption)) return fail('The Encryption header is not base64');
  const text = body.trim();
  if (!BASE64.test(text)) return fail('The body is not base64');
  const raw = Buffer.from(text, 'base64');
  if (raw.length < 16 || raw.length % 8 !== 0)
    return fail('The body is not an 8-byte IV followed by DES blocks');

  const encryptedKey = Buffer.from(encryption, 'base64');
  const rsaKey = rsaPkcs1Decrypt(key.privateKey, encryptedKey);
  const keyOk = rsaKey !== null && rsaKey.length === 8;
  const desKey = keyOk ? rsaKey : fallbackDesKey(encryptedKey);

  let padded: Buffer;
  try {
    padded = desCbcDecryptBlocks(desKey, raw.subarray(0, 8), raw.subarray(8));
  } catch {
    return fail(UNDECRYPTABLE); // not reached: the key, IV and block lengths are checked above
  }
  const length = pkcs7MessageLength(padded);
  // The digest is computed in every case (over the whole block run when the padding is bad).
  const plaintext = padded.subarray(0, length < 0 ? padded.length : length).toString('utf8');
  const digestOk = sameDigest(sha256Hex(plaintext), digest);
  if (!keyOk || length < 0 || !digestOk) return fail(UNDECRYPTABLE);
  return { ok: true, plaintext, desKey };
}
