// @vitest-environment node
import { createDecipheriv, createHash, generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { encryptBody, type RsaKey } from './encryption';

// The server's side of docs/architecture.md "Encrypted posts" step 4, with forge here for PKCS#1 v1.5 (Node
// refuses it in privateDecrypt; the server unpads raw RSA itself), DES through Node's des-ede-cbc, key repeated.
const serverDecrypt = (privatePem: string, body: string, encryption: string): string => {
  const privateKey = forge.pki.privateKeyFromPem(privatePem);
  const desKey = Buffer.from(
    privateKey.decrypt(forge.util.decode64(encryption), 'RSAES-PKCS1-V1_5'),
    'binary',
  );
  expect(desKey).toHaveLength(8);
  const raw = Buffer.from(body, 'base64');
  const decipher = createDecipheriv('des-ede-cbc', Buffer.concat([desKey, desKey]), raw.subarray(0, 8));
  return Buffer.concat([decipher.update(raw.subarray(8)), decipher.final()]).toString('utf8');
};

describe('encryptBody (Encrypted posts)', () => {
  let key: RsaKey;
  let privatePem: string;

  beforeAll(() => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    key = { rsaKey: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'), RSA: 'key-1' };
    privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  });

  it('the body decrypts, as the server would, to the UTF-8 JSON with a 128-bit base64url nonce', async () => {
    const form = { username: '玩家一', password: 'pässwörd', n: 1 };
    const { body, headers } = await encryptBody(JSON.stringify(form), key);
    expect(headers.Encryption).toBeTruthy();
    const plain = JSON.parse(serverDecrypt(privatePem, body, headers.Encryption ?? ''));
    expect(plain).toEqual({ ...form, nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
  });

  it('X-RSA is the key id and X-Digest the hex SHA-256 of the plaintext JSON sent', async () => {
    const json = JSON.stringify({ language: 'CN', note: '中文' });
    const { body, headers } = await encryptBody(json, key);
    expect(headers['X-RSA']).toBe('key-1');
    const plain = serverDecrypt(privatePem, body, headers.Encryption ?? '');
    expect(headers['X-Digest']).toBe(createHash('sha256').update(plain, 'utf8').digest('hex'));
  });

  it('X-Digest gives no dictionary attack: a guessed body does not hash to it, and one form never repeats it', async () => {
    // The attack: hash likely login bodies (common passwords) and compare with a sniffed X-Digest.
    const form = JSON.stringify({ username: 'player1', password: '123456', type: 'username' });
    const guess = createHash('sha256').update(form, 'utf8').digest('hex');
    const digests = await Promise.all(
      [1, 2, 3].map(async () => (await encryptBody(form, key)).headers['X-Digest']),
    );
    expect(digests).not.toContain(guess);
    expect(new Set(digests).size).toBe(3);
  });

  it('a random DES key and IV per request: the same JSON never encrypts the same way twice', async () => {
    const a = await encryptBody('{}', key);
    const b = await encryptBody('{}', key);
    expect(a.body).not.toBe(b.body);
    expect(a.headers.Encryption).not.toBe(b.headers.Encryption);
    // 8-byte IV + 40 bytes: '{"nonce":"<22 characters>"}' (33 bytes) padded to 8-byte blocks.
    expect(Buffer.from(a.body, 'base64')).toHaveLength(48);
  });

  it('a key that is not an RSA public key rejects (the caller answers Missing Encryption)', async () => {
    await expect(encryptBody('{}', { rsaKey: 'bm90IGEga2V5', RSA: 'x' })).rejects.toThrow();
  });
});
