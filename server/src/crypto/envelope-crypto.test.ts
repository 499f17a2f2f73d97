import forge from 'node-forge';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { encryptLikeClient } from './client-encrypt';
import { decryptEnvelope, generateRsaKeyPair, type RsaKeyPair } from './envelope-crypto';

let key: RsaKeyPair;
beforeAll(() => {
  key = generateRsaKeyPair();
});

const headersOf = (enc: ReturnType<typeof encryptLikeClient>) => ({
  encryption: enc.headers.encryption,
  keyId: enc.headers['x-rsa'],
  digest: enc.headers['x-digest'],
});

describe('decryptEnvelope', () => {
  it('publishes an RSA-2048 SPKI key (readable by forge, as the client reads it)', () => {
    const pub = forge.pki.publicKeyFromAsn1(
      forge.asn1.fromDer(forge.util.decode64(key.publicKey)),
    ) as forge.pki.rsa.PublicKey;
    expect(pub.n.bitLength()).toBe(2048);
    expect(key.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('decrypts what the client encrypts, UTF-8 included', () => {
    const payload = { username: 'demo_member', password: 'Démo@2026', note: '你好' };
    const enc = encryptLikeClient(key.publicKey, key.id, payload);
    const result = decryptEnvelope(key, enc.body, headersOf(enc));
    expect(result).toEqual({ ok: true, plaintext: JSON.stringify(payload) });
  });

  it('answers encryption.key.unknown for another key id', () => {
    const enc = encryptLikeClient(key.publicKey, 'old-key', { a: 1 });
    expect(decryptEnvelope(key, enc.body, headersOf(enc))).toMatchObject({
      ok: false,
      errorCode: 'encryption.key.unknown',
    });
  });

  const invalid: [
    string,
    (e: ReturnType<typeof encryptLikeClient>) => [string, ReturnType<typeof headersOf>],
  ][] = [
    [
      'missing Encryption header',
      (e) => [e.body, { ...headersOf(e), encryption: undefined as unknown as string }],
    ],
    ['missing X-Digest header', (e) => [e.body, { ...headersOf(e), digest: undefined as unknown as string }]],
    ['Encryption not base64', (e) => [e.body, { ...headersOf(e), encryption: '!!!' }]],
    [
      'Encryption of garbage',
      (e) => [e.body, { ...headersOf(e), encryption: Buffer.alloc(256, 7).toString('base64') }],
    ],
    ['body not base64', (e) => [`${e.body}%%`, headersOf(e)]],
    ['body too short', (e) => [Buffer.alloc(8).toString('base64'), headersOf(e)]],
    ['body not whole blocks', (e) => [Buffer.alloc(21).toString('base64'), headersOf(e)]],
    ['body of random blocks', (e) => [Buffer.alloc(32, 3).toString('base64'), headersOf(e)]],
    [
      'wrong digest',
      (e) => [e.body, { ...headersOf(e), digest: createHash('sha256').update('x').digest('hex') }],
    ],
  ];
  it.each(invalid)('answers encryption.invalid for %s', (_name, mutate) => {
    const [body, headers] = mutate(encryptLikeClient(key.publicKey, key.id, { a: 1 }));
    expect(decryptEnvelope(key, body, headers)).toMatchObject({ ok: false, errorCode: 'encryption.invalid' });
  });
});
