import { createDecipheriv, createHash, generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { encryptBody, type RsaKey } from './encryption';

// The server's side, as docs/architecture.md "Encrypted posts" step 4 describes it: forge for PKCS#1 v1.5
// (Node refuses it in privateDecrypt), DES through Node's des-ede-cbc with the key repeated.
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

  it('the body decrypts, as the server would, to the UTF-8 JSON', async () => {
    const json = JSON.stringify({ username: '玩家一', password: 'pässwörd', n: 1 });
    const { body, headers } = await encryptBody(json, key);
    expect(headers.Encryption).toBeTruthy();
    expect(serverDecrypt(privatePem, body, headers.Encryption ?? '')).toBe(json);
  });

  it('X-RSA is the key id and X-Digest the hex SHA-256 of the plaintext JSON', async () => {
    const json = JSON.stringify({ language: 'CN', note: '中文' });
    const { headers } = await encryptBody(json, key);
    expect(headers['X-RSA']).toBe('key-1');
    expect(headers['X-Digest']).toBe(createHash('sha256').update(json, 'utf8').digest('hex'));
  });

  it('a random DES key and IV per request: the same JSON never encrypts the same way twice', async () => {
    const a = await encryptBody('{}', key);
    const b = await encryptBody('{}', key);
    expect(a.body).not.toBe(b.body);
    expect(a.headers.Encryption).not.toBe(b.headers.Encryption);
    // 8-byte IV + one padded 8-byte block for "{}".
    expect(Buffer.from(a.body, 'base64')).toHaveLength(16);
  });

  it('a key that is not an RSA public key rejects (the caller answers Missing Encryption)', async () => {
    await expect(encryptBody('{}', { rsaKey: 'bm90IGEga2V5', RSA: 'x' })).rejects.toThrow();
  });
});
