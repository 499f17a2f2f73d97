import forge from 'node-forge';
import { constants, createCipheriv, createHash, publicEncrypt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { encryptLikeClient } from '../testing/client-encrypt';
import { decryptEnvelope, fallbackDesKey, generateRsaKeyPair, type RsaKeyPair } from './envelope-crypto';

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
    expect(result).toMatchObject({ ok: true, desKey: expect.any(Buffer) });
    const plaintext = result.ok ? result.plaintext : '';
    expect(JSON.parse(plaintext)).toEqual({ ...payload, nonce: expect.stringMatching(/^[\w-]{22}$/) });
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

  /** RSAES-PKCS1-v1_5 of `message` by hand, so a test can send a well-padded key of the wrong length. */
  function rsaEncryptRaw(message: Buffer): string {
    const ps = Buffer.alloc(256 - 3 - message.length, 0x5a);
    const em = Buffer.concat([Buffer.from([0, 2]), ps, Buffer.from([0]), message]);
    return publicEncrypt({ key: key.privateKey, padding: constants.RSA_NO_PADDING }, em).toString('base64');
  }

  it('answers the same encryption.invalid for every failure once the shape is right (no padding oracle)', () => {
    const enc = encryptLikeClient(key.publicKey, key.id, { a: 1 });
    const reasons = [
      { ...headersOf(enc), encryption: Buffer.alloc(256, 7).toString('base64') }, // RSA padding
      { ...headersOf(enc), encryption: rsaEncryptRaw(Buffer.alloc(7, 1)) }, // 7-byte key
      { ...headersOf(enc), encryption: rsaEncryptRaw(Buffer.alloc(9, 1)) }, // 9-byte key
      { ...headersOf(enc), encryption: rsaEncryptRaw(Buffer.alloc(8, 1)) }, // wrong key: DES padding or digest
      { ...headersOf(enc), digest: 'ab'.repeat(32) }, // digest
    ].map((h) => decryptEnvelope(key, enc.body, h));
    for (const r of reasons) expect(r).toMatchObject({ ok: false, errorCode: 'encryption.invalid' });
    expect(new Set(reasons.map((r) => (r.ok ? '' : r.reason))).size).toBe(1);
  });

  it('derives the stand-in DES key from the Encryption header: 8 bytes, stable, different per header', () => {
    const a = fallbackDesKey(Buffer.alloc(256, 7));
    expect(a).toHaveLength(8);
    expect(fallbackDesKey(Buffer.alloc(256, 7))).toEqual(a);
    expect(fallbackDesKey(Buffer.alloc(256, 8))).not.toEqual(a);
  });

  it('never succeeds with the stand-in key, even for a body encrypted with it', () => {
    const encryption = Buffer.alloc(256, 7);
    const standIn = fallbackDesKey(encryption);
    const json = '{"a":1}';
    const iv = Buffer.alloc(8, 3);
    const cipher = createCipheriv('des-ede-cbc', Buffer.concat([standIn, standIn]), iv);
    const body = Buffer.concat([iv, cipher.update(json, 'utf8'), cipher.final()]).toString('base64');
    const digest = createHash('sha256').update(json).digest('hex');
    expect(
      decryptEnvelope(key, body, { encryption: encryption.toString('base64'), keyId: key.id, digest }),
    ).toMatchObject({ ok: false, errorCode: 'encryption.invalid' });
  });
});
