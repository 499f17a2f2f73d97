import type { FastifyBaseLogger } from 'fastify';
import type { RsaKeyRing } from './crypto/key-ring';
import type { Db } from './db/database';
import type { FirebaseVerifier } from './services/firebase-verifier';
import type { GeetestAdapter } from './services/geetest';
import type { SmsTransport } from './services/sms';

/** What handlers share: the database, the RSA key, the clock and the configuration. */
export interface AppContext {
  db: Db;
  /** The RSA keys of encrypted posts, rotated, with the replay memory. */
  rsaKeys: RsaKeyRing;
  /** log2 of the scrypt cost for new password hashes. */
  scryptLogN: number;
  demoMode: boolean;
  sms: SmsTransport;
  /** Verifies Firebase id tokens (social and phone sign-in). */
  firebase: FirebaseVerifier;
  /** host:port of the Firebase Auth emulator the server and the app use (test and demo mode), else null. */
  firebaseAuthEmulatorHost: string | null;
  /** Geetest: the vendor in production, the local stand-in in test and demo mode. */
  geetest: GeetestAdapter;
  /**
   * The key sealing secrets at rest and keying their fingerprints (crypto/server-key.ts): payout account numbers
   * (services/payout-accounts.ts).
   */
  serverKey: Buffer;
  now: () => number;
  log: FastifyBaseLogger;
}
