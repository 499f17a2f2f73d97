import { beforeAll, describe, expect, it } from 'vitest';
import { encryptLikeClient } from '../testing/client-encrypt';
import { generateRsaKeyPair, type RsaKeyPair } from './envelope-crypto';
import { RSA_KEY_GRACE_MS, RSA_KEY_LIFETIME_MS, RsaKeyRing } from './key-ring';

// Two real keys made once; the ring's generator hands them out in turn, so no test waits for key generation.
let keys: RsaKeyPair[];
beforeAll(() => {
  keys = [generateRsaKeyPair(), generateRsaKeyPair(), generateRsaKeyPair()];
});

const ringAt = (clock: { now: number }, maxUses?: number) => {
  let made = 1;
  return new RsaKeyRing({
    now: () => clock.now,
    initial: keys[0],
    maxUses,
    generate: async () => keys[made++ % keys.length] as RsaKeyPair,
  });
};

const postUnder = (key: RsaKeyPair, payload: unknown = { username: 'u', password: 'p' }) => {
  const enc = encryptLikeClient(key.publicKey, key.id, payload);
  return {
    body: enc.body,
    headers: {
      encryption: enc.headers.encryption,
      keyId: enc.headers['x-rsa'],
      digest: enc.headers['x-digest'],
    },
  };
};
const open = (ring: RsaKeyRing, post: ReturnType<typeof postUnder>) => ring.open(post.body, post.headers);

describe('RsaKeyRing: replay', () => {
  it('the same encrypted post sent again is refused with encryption.replayed', () => {
    const ring = ringAt({ now: 0 });
    const post = postUnder(ring.publicKey());
    expect(open(ring, post)).toMatchObject({ ok: true });
    expect(open(ring, post)).toMatchObject({ ok: false, errorCode: 'encryption.replayed' });
    expect(open(ring, post)).toMatchObject({ ok: false, errorCode: 'encryption.replayed' });
    // The same form encrypted again by the client (a new DES key) is a new post.
    expect(open(ring, postUnder(ring.publicKey()))).toMatchObject({ ok: true });
  });

  it('a captured Encryption header with a re-spelled base64 (same key bytes) is still a replay', () => {
    const ring = ringAt({ now: 0 });
    const post = postUnder(ring.publicKey());
    expect(open(ring, post)).toMatchObject({ ok: true });
    // 256 bytes in base64 end in "xy==": the decoder drops the low 4 bits of y, so flipping one gives the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const original = post.headers.encryption;
    const y = alphabet.indexOf(original.at(-3) ?? 'A');
    const encryption = `${original.slice(0, -3)}${alphabet[y ^ 1]}==`;
    expect(encryption).not.toBe(original);
    expect(Buffer.from(encryption, 'base64')).toEqual(Buffer.from(post.headers.encryption, 'base64'));
    expect(open(ring, { ...post, headers: { ...post.headers, encryption } })).toMatchObject({
      ok: false,
      errorCode: 'encryption.replayed',
    });
  });

  it('a post that fails to decrypt leaves nothing to replay against', () => {
    const ring = ringAt({ now: 0 });
    const post = postUnder(ring.publicKey());
    const tampered = { ...post, headers: { ...post.headers, digest: '0'.repeat(64) } };
    expect(open(ring, tampered)).toMatchObject({ ok: false, errorCode: 'encryption.invalid' });
    expect(open(ring, post)).toMatchObject({ ok: true });
  });
});

describe('RsaKeyRing: rotation', () => {
  it('hands out a new key after its lifetime; the old one opens posts for the grace period only', async () => {
    const clock = { now: 1_000 };
    const ring = ringAt(clock);
    const first = ring.publicKey();
    const inFlight = postUnder(first);
    const late = postUnder(first);

    clock.now += RSA_KEY_LIFETIME_MS;
    ring.publicKey(); // due: the next key is being made
    await ring.rotate();
    const second = ring.publicKey();
    expect(second.id).not.toBe(first.id);
    expect(open(ring, inFlight)).toMatchObject({ ok: true });

    clock.now += RSA_KEY_GRACE_MS;
    expect(open(ring, late)).toMatchObject({ ok: false, errorCode: 'encryption.key.unknown' });
    expect(open(ring, postUnder(second))).toMatchObject({ ok: true });
  });

  it('keeps the current key until the next one is made (no post fails meanwhile)', () => {
    const clock = { now: 0 };
    const ring = new RsaKeyRing({
      now: () => clock.now,
      initial: keys[0],
      generate: () => new Promise(() => {}),
    });
    clock.now += 2 * RSA_KEY_LIFETIME_MS;
    expect(ring.publicKey().id).toBe(keys[0]?.id);
    expect(open(ring, postUnder(ring.publicKey()))).toMatchObject({ ok: true });
  });

  it('a failed generation keeps the current key, and a later request tries again', async () => {
    const clock = { now: 0 };
    let attempts = 0;
    const ring = new RsaKeyRing({
      now: () => clock.now,
      initial: keys[0],
      generate: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('no entropy');
        return keys[1] as RsaKeyPair;
      },
    });
    await ring.rotate();
    expect(ring.publicKey().id).toBe(keys[0]?.id);
    await ring.rotate();
    expect(ring.publicKey().id).toBe(keys[1]?.id);
  });

  it('bounded memory: the key rotates after maxUses posts, and the replaced one refuses past twice that', async () => {
    const ring = ringAt({ now: 0 }, 2);
    const first = ring.publicKey();
    const posts = [1, 2, 3, 4, 5].map(() => postUnder(first));
    expect(open(ring, posts[0]!)).toMatchObject({ ok: true });
    expect(open(ring, posts[1]!)).toMatchObject({ ok: true }); // the second use starts the rotation
    await ring.rotate();
    expect(ring.publicKey().id).not.toBe(first.id);
    expect(open(ring, posts[2]!)).toMatchObject({ ok: true });
    expect(open(ring, posts[3]!)).toMatchObject({ ok: true });
    expect(open(ring, posts[4]!)).toMatchObject({ ok: false, errorCode: 'encryption.key.unknown' });
  });
});
