import { randomBytes } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { encryptLikeClient } from '../testing/client-encrypt';
import { openTestDatabase } from '../testing/test-database';
import { generateRsaKeyPair, type RsaKeyPair } from './envelope-crypto';
import {
  graceOver,
  RSA_KEY_GRACE_MS,
  RSA_KEY_LIFETIME_MS,
  RSA_KEY_MAX_USES,
  rotationDue,
  RsaKeyRing,
  type KeyRingOptions,
} from './key-ring';
import { SERVER_KEY_BYTES } from './server-key';

// Two real keys made once; each key the rings make is one of them under a new id, so no test waits for key
// generation.
let keys: RsaKeyPair[];
let made = 0;
beforeAll(() => {
  keys = [generateRsaKeyPair(), generateRsaKeyPair()];
});
const freshPair = (): RsaKeyPair => ({ ...keys[made++ % keys.length]!, id: randomBytes(12).toString('hex') });

/** A generator held until the test opens it: a rotation stays under way until then. */
const heldGenerator = () => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let asked = 0;
  return {
    generate: async () => {
      asked += 1;
      await gate;
      return freshPair();
    },
    open: () => open(),
    asked: () => asked,
  };
};

const serverKey = randomBytes(SERVER_KEY_BYTES);
let db: Db;
/** Each test of the ring on a database of its own. */
const eachOnItsOwnDatabase = () =>
  beforeEach(async () => {
    db = await openTestDatabase();
    return () => db.destroy();
  });

const ringAt = (clock: { now: number }, opts: Partial<KeyRingOptions> = {}) =>
  new RsaKeyRing({
    db,
    serverKey,
    now: () => clock.now,
    initial: freshPair(),
    generate: async () => freshPair(),
    ...opts,
  });

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
type Post = ReturnType<typeof postUnder>;
const open = (ring: RsaKeyRing, post: Post) => ring.open(post.body, post.headers);

describe('rotationDue and graceOver', () => {
  const limits = { lifetimeMs: 1_000, maxUses: 10 };
  it.each([
    { createdAt: 0, uses: 0, now: 999, due: false },
    { createdAt: 0, uses: 0, now: 1_000, due: true },
    { createdAt: 0, uses: 9, now: 0, due: false },
    { createdAt: 0, uses: 10, now: 0, due: true },
    { createdAt: 5_000, uses: 0, now: 5_500, due: false },
  ])('a key made at $createdAt with $uses uses is due at $now: $due', ({ createdAt, uses, now, due }) => {
    expect(rotationDue({ createdAt, uses }, now, limits)).toBe(due);
  });

  it.each([
    { successorAt: 0, now: RSA_KEY_GRACE_MS - 1, over: false },
    { successorAt: 0, now: RSA_KEY_GRACE_MS, over: true },
  ])(
    'a replaced key whose successor came at $successorAt is over at $now: $over',
    ({ successorAt, now, over }) => {
      expect(graceOver({ createdAt: successorAt }, now, RSA_KEY_GRACE_MS)).toBe(over);
    },
  );
});

describe('RsaKeyRing: replay', () => {
  eachOnItsOwnDatabase();

  it('the same encrypted post sent again is refused with encryption.replayed', async () => {
    const ring = ringAt({ now: 0 });
    const post = postUnder(await ring.publicKey());
    expect(await open(ring, post)).toMatchObject({ ok: true });
    expect(await open(ring, post)).toMatchObject({ ok: false, errorCode: 'encryption.replayed' });
    expect(await open(ring, post)).toMatchObject({ ok: false, errorCode: 'encryption.replayed' });
    // The same form encrypted again by the client (a new DES key) is a new post.
    expect(await open(ring, postUnder(await ring.publicKey()))).toMatchObject({ ok: true });
  });

  it('a captured Encryption header with a re-spelled base64 (same key bytes) is still a replay', async () => {
    const ring = ringAt({ now: 0 });
    const post = postUnder(await ring.publicKey());
    expect(await open(ring, post)).toMatchObject({ ok: true });
    // 256 bytes in base64 end in "xy==": the decoder drops the low 4 bits of y, so flipping one gives the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const original = post.headers.encryption;
    const y = alphabet.indexOf(original.at(-3) ?? 'A');
    const encryption = `${original.slice(0, -3)}${alphabet[y ^ 1]}==`;
    expect(encryption).not.toBe(original);
    expect(Buffer.from(encryption, 'base64')).toEqual(Buffer.from(post.headers.encryption, 'base64'));
    expect(await open(ring, { ...post, headers: { ...post.headers, encryption } })).toMatchObject({
      ok: false,
      errorCode: 'encryption.replayed',
    });
  });

  it('a post that fails to decrypt leaves nothing to replay against', async () => {
    const ring = ringAt({ now: 0 });
    const post = postUnder(await ring.publicKey());
    const tampered = { ...post, headers: { ...post.headers, digest: '0'.repeat(64) } };
    expect(await open(ring, tampered)).toMatchObject({ ok: false, errorCode: 'encryption.invalid' });
    expect(await open(ring, post)).toMatchObject({ ok: true });
  });

  it('an unknown or malformed key id answers encryption.key.unknown', async () => {
    const ring = ringAt({ now: 0 });
    const post = postUnder(await ring.publicKey());
    for (const keyId of ['0'.repeat(24), 'not-a-key-id', "' OR 1=1 --"]) {
      expect(await open(ring, { ...post, headers: { ...post.headers, keyId } })).toMatchObject({
        ok: false,
        errorCode: 'encryption.key.unknown',
      });
    }
  });

  it('a restart keeps the key and the memory: a post opened before is still refused', async () => {
    const clock = { now: 0 };
    const before = ringAt(clock);
    const key = await before.publicKey();
    const post = postUnder(key);
    expect(await open(before, post)).toMatchObject({ ok: true });
    const after = ringAt(clock, { initial: freshPair() });
    expect((await after.publicKey()).id).toBe(key.id);
    expect(await open(after, post)).toMatchObject({ ok: false, errorCode: 'encryption.replayed' });
  });

  it('attack: a copy of the database gives neither the private key nor a DES key', async () => {
    const ring = ringAt({ now: 0 });
    const key = await ring.publicKey();
    const post = postUnder(key);
    const opened = await open(ring, post);
    if (!opened.ok) throw new Error('not opened');
    const stored = await db
      .selectFrom('rsa_keys')
      .select(['public_key', 'private_key'])
      .executeTakeFirstOrThrow();
    const der = key.privateKey.export({ type: 'pkcs8', format: 'der' });
    expect(stored.public_key).toBe(key.publicKey);
    expect(stored.private_key).toMatch(/^sealed1:/);
    expect(stored.private_key).not.toContain(der.toString('base64').slice(40, 80));
    const posts = await db.selectFrom('rsa_key_posts').select('des_key_hash').execute();
    expect(posts).toHaveLength(1);
    expect(Buffer.from(posts[0]!.des_key_hash).includes(opened.desKey)).toBe(false);
  });
});

describe('RsaKeyRing: rotation', () => {
  eachOnItsOwnDatabase();

  it('hands out a new key after its lifetime; the old one opens posts for the grace period only', async () => {
    const clock = { now: 1_000 };
    const held = heldGenerator();
    const ring = ringAt(clock, { generate: held.generate });
    const first = await ring.publicKey();
    const inFlight = postUnder(first);
    const late = postUnder(first);

    clock.now += RSA_KEY_LIFETIME_MS;
    expect((await ring.publicKey()).id).toBe(first.id); // due: the next key is being made
    held.open();
    await ring.rotate();
    expect(held.asked()).toBe(1);
    const second = await ring.publicKey();
    expect(second.id).not.toBe(first.id);
    expect(await open(ring, inFlight)).toMatchObject({ ok: true });

    clock.now += RSA_KEY_GRACE_MS;
    expect(await open(ring, late)).toMatchObject({ ok: false, errorCode: 'encryption.key.unknown' });
    expect(await open(ring, postUnder(second))).toMatchObject({ ok: true });
    // The replaced key is deleted with the posts it opened (in the background of the request that saw it over).
    await expect.poll(() => db.selectFrom('rsa_keys').select('id').execute()).toEqual([{ id: second.id }]);
    expect(await db.selectFrom('rsa_key_posts').select('key_slot').execute()).toEqual([{ key_slot: 2 }]);
  });

  it('keeps the current key until the next one is made (no post fails meanwhile)', async () => {
    const clock = { now: 0 };
    const ring = ringAt(clock, { generate: () => new Promise(() => {}) });
    const first = await ring.publicKey();
    clock.now += 2 * RSA_KEY_LIFETIME_MS;
    expect((await ring.publicKey()).id).toBe(first.id);
    expect(await open(ring, postUnder(await ring.publicKey()))).toMatchObject({ ok: true });
  });

  it('a failed generation keeps the current key, and a later request tries again', async () => {
    let attempts = 0;
    const next = freshPair();
    const ring = ringAt(
      { now: 0 },
      {
        generate: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('no entropy');
          return next;
        },
      },
    );
    const first = await ring.publicKey();
    await ring.rotate();
    expect((await ring.publicKey()).id).toBe(first.id);
    await ring.rotate();
    expect((await ring.publicKey()).id).toBe(next.id);
  });

  it('bounded: the key rotates after maxUses posts, and refuses past twice that', async () => {
    const held = heldGenerator();
    const ring = ringAt({ now: 0 }, { maxUses: 2, generate: held.generate });
    const first = await ring.publicKey();
    const posts = [1, 2, 3, 4, 5].map(() => postUnder(first));
    expect(await open(ring, posts[0]!)).toMatchObject({ ok: true });
    expect(await open(ring, posts[1]!)).toMatchObject({ ok: true }); // the second use starts the rotation
    held.open();
    await ring.rotate();
    expect(held.asked()).toBe(1);
    expect((await ring.publicKey()).id).not.toBe(first.id);
    expect(await open(ring, posts[2]!)).toMatchObject({ ok: true });
    expect(await open(ring, posts[3]!)).toMatchObject({ ok: true });
    expect(await open(ring, posts[4]!)).toMatchObject({ ok: false, errorCode: 'encryption.key.unknown' });
  });

  it('the replay memory holds the posts of two keys at most', async () => {
    const ring = ringAt({ now: 0 }, { maxUses: RSA_KEY_MAX_USES });
    for (let i = 0; i < 3; i++) {
      expect(await open(ring, postUnder(await ring.publicKey()))).toMatchObject({ ok: true });
      await ring.rotate();
    }
    const slots = await db.selectFrom('rsa_key_posts').select('key_slot').orderBy('key_slot').execute();
    expect(slots).toEqual([{ key_slot: 3 }]);
    expect(
      (await db.selectFrom('rsa_keys').select('slot').orderBy('slot').execute()).map((r) => r.slot),
    ).toEqual([3, 4]);
  });
});
