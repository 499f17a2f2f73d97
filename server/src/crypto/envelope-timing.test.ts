import { beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptLikeClient } from '../testing/client-encrypt';
import { decryptEnvelope, generateRsaKeyPair, type RsaKeyPair } from './envelope-crypto';

/** Counts the DES and SHA-256 work decryptEnvelope does (node:crypto, wrapped). */
const work = vi.hoisted(() => ({ des: 0, sha256: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  return {
    ...original,
    createDecipheriv: ((...args: Parameters<typeof original.createDecipheriv>) => {
      work.des++;
      return original.createDecipheriv(...args);
    }) as typeof original.createDecipheriv,
    createHash: ((...args: Parameters<typeof original.createHash>) => {
      if (args[0] === 'sha256') work.sha256++;
      return original.createHash(...args);
    }) as typeof original.createHash,
  };
});

let key: RsaKeyPair;
beforeAll(() => {
  key = generateRsaKeyPair();
});

/** The work of one decryption: DES decipher and SHA-256 digest counts. */
function workOf(body: string, headers: Parameters<typeof decryptEnvelope>[2]) {
  work.des = 0;
  work.sha256 = 0;
  const result = decryptEnvelope(key, body, headers);
  return { result, des: work.des, sha256: work.sha256 };
}

describe('decryptEnvelope after an RSA failure', () => {
  it('still decrypts every DES block and checks the digest, like a failure of the digest itself', () => {
    const enc = encryptLikeClient(key.publicKey, key.id, { username: 'demo_member', password: 'x' });
    const headers = { encryption: enc.headers.encryption, keyId: key.id, digest: enc.headers['x-digest'] };
    const digestFailure = workOf(enc.body, { ...headers, digest: 'ab'.repeat(32) });
    const rsaPaddingFailure = workOf(enc.body, {
      ...headers,
      encryption: Buffer.alloc(256, 7).toString('base64'),
    });
    const rsaLengthFailure = workOf(enc.body, {
      ...headers,
      encryption: Buffer.alloc(16, 7).toString('base64'),
    });

    expect(digestFailure).toMatchObject({ result: { ok: false, errorCode: 'encryption.invalid' } });
    expect(digestFailure.des).toBe(1);
    expect(digestFailure.sha256).toBeGreaterThanOrEqual(1);
    for (const failure of [rsaPaddingFailure, rsaLengthFailure]) {
      expect(failure.result).toEqual(digestFailure.result);
      expect(failure.des).toBe(digestFailure.des);
      expect(failure.sha256).toBe(digestFailure.sha256);
    }
  });
});
