import { createHmac, createPrivateKey } from 'node:crypto';
import type { Db } from '../db/database';
import type { RsaKeyPair } from './envelope-crypto';
import { seal, unseal } from './server-key';

/**
 * The RSA keys of encrypted posts and the posts they opened, in the database (rsa_keys, rsa_key_posts), so that
 * every process hands out and opens the same keys and refuses a post another process opened. Each statement here
 * is atomic on its own; none needs a transaction.
 */

/** The column the private keys are sealed for (the context authenticated by the seal). */
const PRIVATE_KEY_CONTEXT = 'rsa_keys.private_key';

/** A key as the ring knows it: its place in the rotation and the pair opened with the server key. */
export interface StoredKey {
  slot: number;
  pair: RsaKeyPair;
  createdAt: number;
  /** Posts it had opened when it was read. */
  uses: number;
}

interface KeyRow {
  id: string;
  slot: number;
  public_key: string;
  private_key: string;
  created_at: number;
  uses: number;
}

/** The key id of a pair (rsaKeyPairOf): anything else is unknown without asking the database. */
const KEY_ID = /^[0-9a-f]{24}$/;

const KEY_COLUMNS = ['id', 'slot', 'public_key', 'private_key', 'created_at', 'uses'] as const;

export class RsaKeyStore {
  /** Keys already opened with the server key, by id: a key's material never changes, only whether it opens posts. */
  private readonly opened = new Map<string, RsaKeyPair>();
  private readonly postKey: Buffer;

  constructor(
    private readonly db: Db,
    private readonly serverKey: Buffer,
  ) {
    this.postKey = createHmac('sha256', serverKey).update('rsa-key-posts').digest();
  }

  /** The current key and the one before it (newest first); none before the first key is made. */
  async latest(): Promise<StoredKey[]> {
    const rows = await this.db
      .selectFrom('rsa_keys')
      .select(KEY_COLUMNS)
      .orderBy('slot', 'desc')
      .limit(2)
      .execute();
    const keys = rows.map((row) => this.keyOf(row));
    // Keys opened earlier and since deleted are let go with the rows.
    for (const id of this.opened.keys()) if (!rows.some((r) => r.id === id)) this.opened.delete(id);
    return keys;
  }

  /** The key named by a post's X-RSA, whether or not it still opens posts (useKey decides); null when unknown. */
  async withId(id: string | undefined): Promise<StoredKey | null> {
    if (id === undefined || !KEY_ID.test(id)) return null;
    const row = await this.db
      .selectFrom('rsa_keys')
      .select(KEY_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? this.keyOf(row) : null;
  }

  /**
   * Stores `pair` as the key of `slot`: false when the slot (or the id) is taken already, by another process's
   * rotation; that key is the one to adopt.
   */
  async insert(slot: number, pair: RsaKeyPair, now: number): Promise<boolean> {
    const der = pair.privateKey.export({ type: 'pkcs8', format: 'der' });
    const result = await this.db
      .insertInto('rsa_keys')
      .values({
        id: pair.id,
        slot,
        public_key: pair.publicKey,
        private_key: seal(this.serverKey, PRIVATE_KEY_CONTEXT, der.toString('base64')),
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /**
   * Counts one post opened by the key of `slot`, only while the key opens posts: no key two slots newer, its
   * successor (if any) younger than graceMs, and fewer than maxUses uses. Answers the new count, or null when the
   * key opens no more posts. One conditional UPDATE: the database decides, for every process at once.
   */
  async use(slot: number, limits: { now: number; graceMs: number; maxUses: number }): Promise<number | null> {
    const row = await this.db
      .updateTable('rsa_keys')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('slot', '=', slot)
      .where('uses', '<', limits.maxUses)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('rsa_keys as later')
              .select('later.slot')
              .where('later.slot', '>', eb.ref('rsa_keys.slot'))
              .where((later) =>
                later.or([
                  later('later.slot', '>', later(eb.ref('rsa_keys.slot'), '+', 1)),
                  later('later.created_at', '<=', limits.now - limits.graceMs),
                ]),
              ),
          ),
        ),
      )
      .returning('uses')
      .executeTakeFirst();
    return row ? Number(row.uses) : null;
  }

  /**
   * Remembers the post of this DES key under the key of `slot`: false when it is there already (a replay). The
   * INSERT is the check, so two processes opening one post at once store it once and one of them is refused.
   */
  async rememberPost(slot: number, desKey: Buffer): Promise<boolean> {
    const result = await this.db
      .insertInto('rsa_key_posts')
      .values({ key_slot: slot, des_key_hash: this.postHash(desKey) })
      .onConflict((oc) => oc.columns(['key_slot', 'des_key_hash']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Deletes the keys before `slot` and the posts they opened (they open none any more). */
  async forgetBefore(slot: number): Promise<void> {
    await this.db.deleteFrom('rsa_key_posts').where('key_slot', '<', slot).execute();
    await this.db.deleteFrom('rsa_keys').where('slot', '<', slot).execute();
  }

  /**
   * What the replay memory stores of a DES key: an HMAC under a key derived from the server key, so that a copy
   * of the database gives no DES key (which would open the captured body) and no way to test guesses of one.
   */
  private postHash(desKey: Buffer): Buffer {
    return createHmac('sha256', this.postKey).update(desKey).digest().subarray(0, 16);
  }

  private keyOf(row: KeyRow): StoredKey {
    let pair = this.opened.get(row.id);
    if (!pair) {
      const der = unseal(this.serverKey, PRIVATE_KEY_CONTEXT, row.private_key);
      // Every process must seal with the same key: SERVER_KEY, or the one server.key beside a SQLite file.
      if (der === null) throw new Error(`RSA key ${row.id} was sealed with another server key (SERVER_KEY)`);
      const privateKey = createPrivateKey({ key: Buffer.from(der, 'base64'), format: 'der', type: 'pkcs8' });
      pair = { id: row.id, publicKey: row.public_key, privateKey };
      this.opened.set(row.id, pair);
    }
    return { slot: Number(row.slot), pair, createdAt: Number(row.created_at), uses: Number(row.uses) };
  }
}
