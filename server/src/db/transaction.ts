import { setTimeout as sleep } from 'node:timers/promises';
import type { Transaction } from 'kysely';
import type { Db } from './database';
import { dialectOf } from './dialect';
import type { Database } from './schema';

export type Trx = Transaction<Database>;

export interface TransactOptions {
  /**
   * The work's first statement locks a row that every transaction it must not overlap locks first too (the
   * member's wallet row: ledger.ts withMemberWallet). Then the lock serializes them: PostgreSQL runs the work at
   * READ COMMITTED (each statement sees what the lock's previous holder committed), and never makes 50 withdrawals
   * of one member retry each other in turn.
   */
  lockedFirst?: boolean;
}

/** PostgreSQL's answers to a transaction that lost to another: run it again (serialization failure, deadlock). */
const RETRIED_CODES = new Set(['40001', '40P01']);

/** How long a transaction keeps being tried again before its failure is answered (the app waits 30 s). */
const RETRY_WITHIN_MS = 10_000;

/**
 * Runs `work` in one transaction that behaves as if it ran alone, on either database. Every transaction of the
 * server goes through here, and the checks they make before they write (a count under a limit, a row not yet
 * there) rely on it.
 * - SQLite: the one connection runs one transaction at a time (kysely's driver queues them), so a transaction is
 *   serializable by construction, as it always was.
 * - PostgreSQL runs them side by side: at SERIALIZABLE isolation it refuses the one of two overlapping
 *   transactions whose outcome would differ from running them one after the other, and that one runs again from
 *   the start. So `work` must act only on the database (no sends, no changes to memory a second run would double).
 */
export async function transact<T>(
  db: Db,
  work: (trx: Trx) => Promise<T>,
  { lockedFirst = false }: TransactOptions = {},
): Promise<T> {
  if (dialectOf(db) === 'sqlite') return db.transaction().execute(work);
  if (lockedFirst) return db.transaction().setIsolationLevel('read committed').execute(work);
  const deadline = Date.now() + RETRY_WITHIN_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(work);
    } catch (err) {
      if (!isRetried(err) || Date.now() > deadline) throw err;
      // A little random wait, growing with the attempts, so that the losers do not collide again at once.
      await sleep(Math.random() * Math.min(50, 2 * attempt));
    }
  }
}

const isRetried = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && RETRIED_CODES.has(String((err as { code?: unknown }).code));
