import { generateKeyPair } from 'node:crypto';
import { CONTRACT_ERROR } from '@app/contract/errors';
import type { Db } from '../db/database';
import {
  decryptEnvelope,
  rsaKeyPairOf,
  type DecryptResult,
  type EncryptionHeaders,
  type RsaKeyPair,
} from './envelope-crypto';
import { RsaKeyStore, type StoredKey } from './key-store';

/** How long one RSA key is handed out before the next replaces it. */
export const RSA_KEY_LIFETIME_MS = 60 * 60_000;
/** How long a replaced key still decrypts, so posts encrypted just before the rotation still land. */
export const RSA_KEY_GRACE_MS = 5 * 60_000;
/**
 * Encrypted posts one key takes before it is rotated early: each leaves one row in the replay memory, so this
 * bounds that table whatever the traffic. A key refuses posts past twice this (they answer encryption.key.unknown
 * and the client fetches the new key).
 */
export const RSA_KEY_MAX_USES = 100_000;
/**
 * How long a process hands out the current key it read before reading it again: a key another process made is
 * handed out here within this time (the key before still opens posts meanwhile). Opening a post always asks the
 * database.
 */
export const RSA_KEY_READ_MS = 1_000;

export interface KeyRingOptions {
  db: Db;
  /** Seals the private keys in the database and keys the replay memory's HMAC (crypto/server-key.ts). */
  serverKey: Buffer;
  now: () => number;
  /** The first key when the database has none yet (tests share one to save time); default a new one. */
  initial?: RsaKeyPair;
  lifetimeMs?: number;
  graceMs?: number;
  maxUses?: number;
  /** Makes the next key off the event loop (tests may replace it). */
  generate?: () => Promise<RsaKeyPair>;
}

const generateInBackground = (): Promise<RsaKeyPair> =>
  new Promise((resolve, reject) => {
    // libuv's thread pool: a 2048-bit key takes 100 to 400 ms, which must not stall the requests.
    generateKeyPair('rsa', { modulusLength: 2048 }, (error, publicKey, privateKey) =>
      error ? reject(error) : resolve(rsaKeyPairOf(publicKey, privateKey)),
    );
  });

/** The keys a process last read: the current one, and the one it replaced (null when there is none). */
interface KeyView {
  current: StoredKey;
  previous: StoredKey | null;
  readAt: number;
}

export interface RotationLimits {
  lifetimeMs: number;
  maxUses: number;
}

/** The current key is replaced once it was handed out for its lifetime or opened maxUses posts. */
export const rotationDue = (
  key: Pick<StoredKey, 'createdAt' | 'uses'>,
  now: number,
  limits: RotationLimits,
) => now - key.createdAt >= limits.lifetimeMs || key.uses >= limits.maxUses;

/** A replaced key is forgotten once its successor is graceMs old. */
export const graceOver = (successor: Pick<StoredKey, 'createdAt'>, now: number, graceMs: number): boolean =>
  now - successor.createdAt >= graceMs;

const REPLAYED: DecryptResult = {
  ok: false,
  errorCode: CONTRACT_ERROR.encryptionReplayed,
  reason: 'This encrypted post was already received',
};
const KEY_UNKNOWN: DecryptResult = {
  ok: false,
  errorCode: CONTRACT_ERROR.encryptionKeyUnknown,
  reason: 'Unknown encryption key id',
};

/**
 * The RSA keys of encrypted posts (docs/architecture.md "Encrypted posts") and the replay memory
 * (docs/security.md), kept in the database (crypto/key-store.ts) so that every process on it hands out the same
 * key, opens every post made under it, and refuses a post any process opened before. The current key is handed
 * out for its lifetime, then replaced by one made in the background (outside any database work); the replaced key
 * still opens posts for the grace period, then it is deleted with the posts it opened. Two processes replacing the
 * same key insert into the same slot: one key is made, the other process adopts it.
 */
export class RsaKeyRing {
  private readonly store: RsaKeyStore;
  private view: KeyView | null = null;
  private reading: Promise<KeyView> | null = null;
  private next: Promise<void> | null = null;
  private readonly graceMs: number;
  private readonly limits: RotationLimits;
  private readonly generate: () => Promise<RsaKeyPair>;

  constructor(private readonly opts: KeyRingOptions) {
    this.store = new RsaKeyStore(opts.db, opts.serverKey);
    this.graceMs = opts.graceMs ?? RSA_KEY_GRACE_MS;
    this.limits = {
      lifetimeMs: opts.lifetimeMs ?? RSA_KEY_LIFETIME_MS,
      maxUses: opts.maxUses ?? RSA_KEY_MAX_USES,
    };
    this.generate = opts.generate ?? generateInBackground;
  }

  /** The key to hand out (GET /wps/session/key/rsa); starts the rotation when it is due. */
  async publicKey(): Promise<RsaKeyPair> {
    return (await this.maintain()).current.pair;
  }

  /**
   * Opens an encrypted post: an unknown, forgotten or exhausted key id answers encryption.key.unknown; a post
   * whose DES key this key has opened before (in any process) answers encryption.replayed. Both are asked of the
   * database only once the post decrypted, so they only ever tell a sender about a post that was already valid.
   */
  async open(body: string, headers: EncryptionHeaders): Promise<DecryptResult> {
    const view = await this.maintain();
    const key = [view.current, view.previous].find((k) => k?.pair.id === headers.keyId) ?? null;
    // A key this process has not read yet (another process just made it) is looked up by its id.
    const stored = key ?? (await this.store.withId(headers.keyId));
    const result = decryptEnvelope(stored?.pair ?? null, body, headers);
    if (!result.ok || !stored) return result;
    const { now } = this.opts;
    const maxUses = 2 * this.limits.maxUses;
    const uses = await this.store.use(stored.slot, { now: now(), graceMs: this.graceMs, maxUses });
    if (uses === null) return KEY_UNKNOWN;
    if (!(await this.store.rememberPost(stored.slot, result.desKey))) return REPLAYED;
    if (stored.slot === view.current.slot && rotationDue({ ...stored, uses }, now(), this.limits)) {
      void this.startRotation(false);
    }
    return result;
  }

  /** Replaces the current key now (and waits for it); joins a rotation already under way. */
  rotate(): Promise<void> {
    return this.startRotation(true);
  }

  /** The keys as last read (read again when older than RSA_KEY_READ_MS), the rotation started when it is due. */
  private async maintain(): Promise<KeyView> {
    const now = this.opts.now();
    const view =
      this.view && Math.abs(now - this.view.readAt) < RSA_KEY_READ_MS ? this.view : await this.read();
    if (view.previous && graceOver(view.current, now, this.graceMs)) {
      // Deleted by whichever process sees it first; a failed delete is tried again at the next read.
      this.store.forgetBefore(view.current.slot).catch(() => undefined);
      view.previous = null;
    }
    if (rotationDue(view.current, now, this.limits)) void this.startRotation(false);
    return view;
  }

  /** Reads the keys, one read at a time per process. */
  private read(): Promise<KeyView> {
    this.reading ??= this.load().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  /** Reads the keys now; makes the first key when the database has none. */
  private async load(): Promise<KeyView> {
    let [current, previous] = await this.store.latest();
    if (!current) {
      await this.store.insert(1, this.opts.initial ?? (await this.generate()), this.opts.now());
      [current, previous] = await this.store.latest();
      if (!current) throw new Error('The first RSA key could not be stored');
    }
    const view = { current, previous: previous ?? null, readAt: this.opts.now() };
    // A read that started before this process's own rotation must not bring back the key it replaced.
    if (!this.view || view.current.slot >= this.view.current.slot) this.view = view;
    return this.view;
  }

  private startRotation(force: boolean): Promise<void> {
    this.next ??= this.replaceCurrent(force)
      // A failed generation keeps the current key; the next request tries again.
      .catch(() => undefined)
      .finally(() => {
        this.next = null;
      });
    return this.next;
  }

  /**
   * Makes the next key and stores it in the slot after the current one, unless another process did first (then
   * its key is the one read and handed out). The slot is chosen before the key is made, so a process that was
   * slow to make its key cannot replace the key another process just made.
   */
  private async replaceCurrent(force: boolean): Promise<void> {
    const { current } = await this.read();
    if (!force && !rotationDue(current, this.opts.now(), this.limits)) return;
    const pair = await this.generate();
    const slot = current.slot + 1;
    // The key before the replaced one opens no more posts from now on: deleted with its posts.
    if (await this.store.insert(slot, pair, this.opts.now())) await this.store.forgetBefore(slot - 1);
    await this.load();
  }
}
