import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, openMigrated, type Db } from '../db/database';
import { encryptLikeClient } from '../testing/client-encrypt';
import { testDatabaseLocation } from '../testing/test-database';
import { generateRsaKeyPair, type RsaKeyPair } from './envelope-crypto';
import { RSA_KEY_LIFETIME_MS, RSA_KEY_READ_MS, RsaKeyRing } from './key-ring';
import { SERVER_KEY_BYTES } from './server-key';

// The attacks on several server processes sharing one database, each process played by a key ring on a connection
// of its own to one database file (SQLite in WAL, as the server opens it; on PostgreSQL, a database of the server).

let keys: RsaKeyPair[];
let made = 0;
beforeAll(() => {
  keys = [generateRsaKeyPair(), generateRsaKeyPair()];
});
const freshPair = (): RsaKeyPair => ({ ...keys[made++ % keys.length]!, id: randomBytes(12).toString('hex') });

const serverKey = randomBytes(SERVER_KEY_BYTES);
const clock = { now: 1_800_000_000_000 };
let dbs: Db[];
let a: RsaKeyRing;
let b: RsaKeyRing;

/** A generator held until the test opens it, so that both processes are making a key at once. */
const held = () => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { generate: () => gate.then(freshPair), open: () => open() };
};

const serverProcess = (db: Db, generate: () => Promise<RsaKeyPair>) =>
  new RsaKeyRing({ db, serverKey, now: () => clock.now, generate });

beforeEach(async () => {
  clock.now = 1_800_000_000_000;
  const location = await testDatabaseLocation('file');
  dbs = [(await openMigrated(location)).db, openDatabase(location).db];
  a = serverProcess(dbs[0]!, async () => freshPair());
  b = serverProcess(dbs[1]!, async () => freshPair());
});
afterEach(async () => {
  for (const db of dbs) await db.destroy();
});

const postUnder = (key: RsaKeyPair) => {
  const enc = encryptLikeClient(key.publicKey, key.id, { username: 'u', password: 'p' });
  return {
    body: enc.body,
    headers: {
      encryption: enc.headers.encryption,
      keyId: enc.headers['x-rsa'],
      digest: enc.headers['x-digest'],
    },
  };
};

describe('two processes on one database', () => {
  it('hand out the same key, even when both make the first one at once', async () => {
    const [fromA, fromB] = await Promise.all([a.publicKey(), b.publicKey()]);
    expect(fromA.id).toBe(fromB.id);
    expect(await dbs[0]!.selectFrom('rsa_keys').select('slot').execute()).toEqual([{ slot: 1 }]);
  });

  it('attack: a post opened by one process, replayed to the other, is refused encryption.replayed', async () => {
    const post = postUnder(await a.publicKey());
    expect(await a.open(post.body, post.headers)).toMatchObject({ ok: true });
    expect(await b.open(post.body, post.headers)).toMatchObject({
      ok: false,
      errorCode: 'encryption.replayed',
    });
  });

  it('attack: 20 parallel sends of one post, spread over both processes, open it exactly once', async () => {
    const post = postUnder(await a.publicKey());
    await b.publicKey();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).open(post.body, post.headers)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.errorCode === 'encryption.replayed')).toHaveLength(19);
  });

  it("a rotation by one is handed out by the other within a second; the other opens the new key's posts at once", async () => {
    const first = await a.publicKey();
    expect((await b.publicKey()).id).toBe(first.id);
    await a.rotate();
    const second = await a.publicKey();
    expect(second.id).not.toBe(first.id);
    // Opening asks the database: the key b has not read yet opens there already.
    const fresh = postUnder(second);
    expect(await b.open(fresh.body, fresh.headers)).toMatchObject({ ok: true });
    clock.now += RSA_KEY_READ_MS;
    expect((await b.publicKey()).id).toBe(second.id);
    // The key before still opens posts on both, for the grace period.
    const late = postUnder(first);
    expect(await b.open(late.body, late.headers)).toMatchObject({ ok: true });
    expect(await a.open(late.body, late.headers)).toMatchObject({
      ok: false,
      errorCode: 'encryption.replayed',
    });
  });

  it('both finding the key due at once make one new key, which both hand out', async () => {
    const first = await a.publicKey();
    await b.publicKey();
    const heldA = held();
    const heldB = held();
    a = serverProcess(dbs[0]!, heldA.generate);
    b = serverProcess(dbs[1]!, heldB.generate);
    clock.now += RSA_KEY_LIFETIME_MS;
    // Both start a rotation (each hands out the current key meanwhile), then both keys are made.
    expect([(await a.publicKey()).id, (await b.publicKey()).id]).toEqual([first.id, first.id]);
    heldA.open();
    heldB.open();
    await Promise.all([a.rotate(), b.rotate()]);
    const slots = await dbs[0]!.selectFrom('rsa_keys').select('slot').orderBy('slot').execute();
    expect(slots).toEqual([{ slot: 1 }, { slot: 2 }]);
    const [fromA, fromB] = [await a.publicKey(), await b.publicKey()];
    expect(fromA.id).toBe(fromB.id);
    expect(fromA.id).not.toBe(first.id);
  });
});
