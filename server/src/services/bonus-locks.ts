import type { BonusLock, BonusSource } from '@app/contract/rewards';
import type { Db } from '../db/database';
import type { MoneyTransaction } from './ledger';
import { lockedPart, lockProgress, type LockProgress } from './reward-rules';

/**
 * Bonus locks (migration 029): a bonus with a turnover requirement holds its amount back from withdrawals until
 * the member has played the requirement since the bonus (reward-rules.ts lockProgress). Written with the bonus's
 * BONUS entry, in its transaction: a reward claim (rewards.ts) or a deposit's bonus (deposits.ts). Read by the
 * reward centre, the withdrawal page's account info (wallet.ts) and the withdrawal's check (withdrawals.ts).
 */

type Reader = Db | MoneyTransaction;

/** A lock row with where it came from. */
interface LockRow {
  id: number;
  amount: number;
  required: number;
  createdAt: number;
  source: BonusSource;
  /** The deposit bonus's id (its title to staff and player). */
  title: string | null;
}

/** The lock a bonus makes: its amount × the kind's multiplier of turnover, from a claim or a deposit. */
export interface NewLock {
  memberId: number;
  amount: number;
  multiplier: number;
  claimId?: number;
  depositId?: number;
}

/** The turnover a bonus requires: the bonus × the kind's multiplier. */
export const turnoverRequired = (amount: number, multiplier: number): number => amount * multiplier;

/** Locks a bonus inside the transaction that credits it; nothing when it requires no turnover. */
export async function lockBonus(trx: MoneyTransaction, lock: NewLock, now: number): Promise<void> {
  const required = turnoverRequired(lock.amount, lock.multiplier);
  if (required <= 0 || lock.amount <= 0) return;
  await trx
    .insertInto('bonus_locks')
    .values({
      member_id: lock.memberId,
      claim_id: lock.claimId ?? null,
      deposit_id: lock.depositId ?? null,
      amount_minor: lock.amount,
      turnover_required_minor: required,
      created_at: now,
    })
    .execute();
}

async function lockRows(db: Reader, memberId: number): Promise<LockRow[]> {
  const rows = await db
    .selectFrom('bonus_locks as l')
    .leftJoin('reward_claims as c', 'c.id', 'l.claim_id')
    .leftJoin('deposits as d', 'd.id', 'l.deposit_id')
    .select(['l.id', 'l.amount_minor', 'l.turnover_required_minor', 'l.created_at', 'c.kind', 'd.bonus_id'])
    .where('l.member_id', '=', memberId)
    .orderBy('l.created_at')
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    amount: r.amount_minor,
    required: r.turnover_required_minor,
    createdAt: r.created_at,
    source: r.kind ?? 'DEPOSIT_BONUS',
    title: r.bonus_id,
  }));
}

/** Each of the member's locks, oldest first, with the turnover counted towards it. Bets are read once. */
export async function memberLocks(db: Reader, memberId: number): Promise<LockProgress<LockRow>[]> {
  const locks = await lockRows(db, memberId);
  const first = locks[0];
  if (!first) return [];
  const bets = await db
    .selectFrom('turnover_entries')
    .select(['created_at', 'amount_minor'])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', first.createdAt)
    .execute();
  const sum = (from: number, to: number) =>
    bets.reduce(
      (total, b) => (b.created_at >= from && b.created_at < to ? total + b.amount_minor : total),
      0,
    );
  return lockProgress(locks, sum);
}

/** What bonus locks hold back of the member's balance now, and the turnover still to play. */
export const bonusLocked = async (db: Reader, memberId: number, balance: number) =>
  lockedPart(await memberLocks(db, memberId), balance);

/** A lock as the reward centre and staff read it. */
export const asBonusLock = (p: LockProgress<LockRow>): BonusLock => ({
  id: p.id,
  source: p.source,
  title: p.source === 'DEPOSIT_BONUS' ? p.title : null,
  amount: p.amount,
  required: p.required,
  played: p.played,
  met: p.met,
  createdAt: p.createdAt,
});
