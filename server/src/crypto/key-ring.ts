import { generateKeyPair } from 'node:crypto';
import { CONTRACT_ERROR } from '@app/contract/errors';
import {
  decryptEnvelope,
  generateRsaKeyPair,
  rsaKeyPairOf,
  type DecryptResult,
  type EncryptionHeaders,
  type RsaKeyPair,
} from './envelope-crypto';

/** How long one RSA key is handed out before the next replaces it. */
export const RSA_KEY_LIFETIME_MS = 60 * 60_000;
/** How long a replaced key still decrypts, so posts encrypted just before the rotation still land. */
export const RSA_KEY_GRACE_MS = 5 * 60_000;
/**
 * Encrypted posts one key takes before it is rotated early: each leaves one entry in the replay memory, so
 * this bounds that memory (about 100 bytes an entry) whatever the traffic. A replaced key refuses posts past
 * twice this (they answer encryption.key.unknown and the client fetches the new key).
 */
export const RSA_KEY_MAX_USES = 100_000;

interface KeyEntry {
  pair: RsaKeyPair;
  createdAt: number;
  /** When the next key replaced it (null while it is the current key). */
  retiredAt: number | null;
  /** The DES keys of the posts it opened: an Encryption header seen again is a replay. */
  used: Set<bigint>;
}

export interface KeyRingOptions {
  now: () => number;
  /** The first key (tests share one to save time); default a new one. */
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

/**
 * The RSA keys of encrypted posts (docs/architecture.md "Encrypted posts") and the replay memory
 * (docs/security.md): the current key is handed out for its lifetime, then replaced by one made in the
 * background; the replaced key still opens posts for the grace period, then it is forgotten with the DES keys
 * it saw. Everything is in this process's memory: several processes behind a balancer would each refuse only
 * the replays they see themselves (and a post must reach the process whose key it used).
 */
export class RsaKeyRing {
  private current: KeyEntry;
  private previous: KeyEntry | null = null;
  private next: Promise<void> | null = null;
  private readonly lifetimeMs: number;
  private readonly graceMs: number;
  private readonly maxUses: number;
  private readonly generate: () => Promise<RsaKeyPair>;

  constructor(private readonly opts: KeyRingOptions) {
    this.lifetimeMs = opts.lifetimeMs ?? RSA_KEY_LIFETIME_MS;
    this.graceMs = opts.graceMs ?? RSA_KEY_GRACE_MS;
    this.maxUses = opts.maxUses ?? RSA_KEY_MAX_USES;
    this.generate = opts.generate ?? generateInBackground;
    this.current = this.entry(opts.initial ?? generateRsaKeyPair());
  }

  /** The key to hand out (GET /wps/session/key/rsa); starts the rotation when it is due. */
  publicKey(): RsaKeyPair {
    this.maintain();
    return this.current.pair;
  }

  /**
   * Opens an encrypted post: an unknown, forgotten or exhausted key id answers encryption.key.unknown; a post
   * whose DES key this key has opened before answers encryption.replayed. The replay check comes after every
   * other check passed, so it only ever tells a sender about a post that was already valid.
   */
  open(body: string, headers: EncryptionHeaders): DecryptResult {
    this.maintain();
    const entry = this.find(headers.keyId);
    const result = decryptEnvelope(entry?.pair ?? null, body, headers);
    if (!result.ok || !entry) return result;
    const desKey = result.desKey.readBigUInt64BE();
    if (entry.used.has(desKey)) {
      return {
        ok: false,
        errorCode: CONTRACT_ERROR.encryptionReplayed,
        reason: 'This encrypted post was already received',
      };
    }
    entry.used.add(desKey);
    if (entry === this.current && entry.used.size >= this.maxUses) this.startRotation();
    return result;
  }

  /** Replaces the current key now (and waits for it); joins a rotation already under way. */
  rotate(): Promise<void> {
    return this.startRotation();
  }

  private entry(pair: RsaKeyPair): KeyEntry {
    return { pair, createdAt: this.opts.now(), retiredAt: null, used: new Set() };
  }

  private find(id: string | undefined): KeyEntry | null {
    if (id === this.current.pair.id) return this.current;
    const previous = this.previous;
    if (previous && id === previous.pair.id && previous.used.size < 2 * this.maxUses) return previous;
    return null;
  }

  /** Forgets the replaced key after its grace, and starts the rotation when the current key is due. */
  private maintain(): void {
    const now = this.opts.now();
    if (this.previous && now - (this.previous.retiredAt ?? now) >= this.graceMs) this.previous = null;
    if (now - this.current.createdAt >= this.lifetimeMs) void this.startRotation();
  }

  private startRotation(): Promise<void> {
    this.next ??= this.generate()
      .then((pair) => {
        const retired = this.current;
        retired.retiredAt = this.opts.now();
        this.previous = retired;
        this.current = this.entry(pair);
      })
      // A failed generation keeps the current key; the next request tries again.
      .catch(() => undefined)
      .finally(() => {
        this.next = null;
      });
    return this.next;
  }
}
