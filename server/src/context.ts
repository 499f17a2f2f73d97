import type { FastifyBaseLogger } from 'fastify';
import type { RsaKeyPair } from './crypto/envelope-crypto';
import type { Db } from './db/database';
import type { SmsTransport } from './services/sms';

/** What handlers share: the database, the RSA key, the clock and the configuration. */
export interface AppContext {
  db: Db;
  rsaKey: RsaKeyPair;
  /** log2 of the scrypt cost for new password hashes. */
  scryptLogN: number;
  demoMode: boolean;
  sms: SmsTransport;
  now: () => number;
  log: FastifyBaseLogger;
}
