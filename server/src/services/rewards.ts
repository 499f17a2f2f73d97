import { RECORDS_PAGE_SIZE } from '@app/contract/constants/money';
import type {
  RewardCenter,
  RewardClaim,
  RewardClaimAnswer,
  RewardClaimRequest,
  RewardHistory,
  RewardSettings,
} from '@app/contract/rewards';
import type { DepositBonus } from '@app/contract/wallet';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { RewardClaimsTable } from '../db/schema';
import { bonusesOpen } from './deposits';
import { asBonusLock, lockBonus, memberLocks } from './bonus-locks';
import { postEntry, walletOf, withMemberWallet, type MoneyTransaction } from './ledger';
import {
  checkInDays,
  checkInToday,
  lockedPart,
  periodOf,
  periodStart,
  rebateOf,
  rebatePeriods,
  type LastCheckIn,
} from './reward-rules';
import { Refused } from './refused';

/**
 * The reward centre (contract/src/rewards.ts): the check-in, rebates and bonus locks, on the ledger. A claim is
 * one reward_claims row UNIQUE (member, kind, period), its BONUS entry and its bonus lock, written in one
 * transaction under the member's wallet lock (ledger.ts): of any number of parallel claims one is written, the
 * others are refused reward-claimed. A deposit's bonus is credited with its deposit (deposits.ts), which locks it
 * here (lockDepositBonus).
 */

/** Why a reward call is refused (the answers: routes/refusals.ts). */
export type RewardRefusal =
  /** REWCEN3 is off for the merchant. */
  | { reason: 'rewards-closed' }
  | { reason: 'reward-claimed' }
  | { reason: 'reward-unavailable' }
  /** A withdrawal above what bonus locks leave withdrawable (services/withdrawals.ts). */
  | { reason: 'bonus-locked'; locked: number; turnoverToPlay: number };

/** Who asks: the member of a merchant, with the merchant's reward settings and whether the centre is on. */
export interface RewardMember {
  merchant: string;
  memberId: number;
  enabled: boolean;
  settings: RewardSettings;
}

type ClaimRow = Selectable<RewardClaimsTable>;
type Reader = Db | MoneyTransaction;

const claimOf = (row: ClaimRow): RewardClaim => ({
  id: row.id,
  kind: row.kind,
  period: row.period_key,
  streakDay: row.streak_day,
  amount: row.amount_minor,
  createdAt: row.created_at,
});

// ---------- the centre ----------

const DAY_MS = 86_400_000;

async function lastCheckIn(db: Reader, memberId: number): Promise<LastCheckIn | null> {
  const row = await db
    .selectFrom('reward_claims')
    .select(['period_key', 'streak_day'])
    .where('member_id', '=', memberId)
    .where('kind', '=', 'CHECK_IN')
    .orderBy('period_key', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { period: row.period_key, streakDay: row.streak_day ?? 1 } : null;
}

/** The member's turnover of each (UTC) day from `from` (a UTC midnight) on, by period key, summed by the database. */
async function turnoverByDay(db: Reader, memberId: number, from: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('turnover_entries')
    .select((eb) => [
      sql<number>`created_at / ${sql.lit(DAY_MS)}`.as('day'),
      eb.fn.sum<number>('amount_minor').as('total'),
    ])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', from)
    .groupBy(sql`created_at / ${sql.lit(DAY_MS)}`)
    .execute();
  return new Map(rows.map((r) => [periodOf(Number(r.day) * DAY_MS), Number(r.total)]));
}

async function claimedRebates(db: Reader, memberId: number, periods: readonly string[]) {
  if (periods.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('reward_claims')
    .select('period_key')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'REBATE')
    .where('period_key', 'in', periods)
    .execute();
  return new Set(rows.map((r) => r.period_key));
}

function refuseClosed(m: RewardMember): void {
  if (!m.enabled) throw new Refused({ reason: 'rewards-closed' });
}

/** How many locks the centre lists (newest first). */
const LOCKS_SHOWN = 20;

/** MCSFE_getRewardCenter: today's check-in, the rebates, the deposit offers and the member's bonus locks. */
export async function rewardCenter(
  db: Db,
  m: RewardMember,
  bonuses: readonly DepositBonus[],
  now: number,
): Promise<RewardCenter> {
  refuseClosed(m);
  const today = periodOf(now);
  const { settings } = m;
  const periods = rebatePeriods(today, settings.rebateDays);
  const oldest = periodStart(periods[periods.length - 1] ?? today);
  const [last, byDay, claimed, progress, wallet, deposited] = await Promise.all([
    lastCheckIn(db, m.memberId),
    turnoverByDay(db, m.memberId, oldest),
    claimedRebates(db, m.memberId, periods),
    memberLocks(db, m.memberId),
    walletOf(db, m.memberId),
    db
      .selectFrom('deposits')
      .select('id')
      .where('member_id', '=', m.memberId)
      .where('status', '=', 'SUCCESS')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const checkIn = checkInToday(last, today);
  const { locked, toPlay } = lockedPart(progress, wallet.balance);
  return {
    today,
    checkIn: {
      days: checkInDays(settings.checkInAmounts, checkIn),
      todayDay: checkIn.day,
      claimedToday: checkIn.claimed,
      turnoverMultiplier: settings.checkInTurnoverMultiplier,
    },
    rebate: {
      basisPoints: settings.rebateBasisPoints,
      todayTurnover: byDay.get(today) ?? 0,
      days: periods.flatMap((period) => {
        const turnover = byDay.get(period) ?? 0;
        const amount = rebateOf(turnover, settings.rebateBasisPoints);
        return amount > 0 ? [{ period, turnover, amount, claimed: claimed.has(period) }] : [];
      }),
      turnoverMultiplier: settings.rebateTurnoverMultiplier,
    },
    depositOffers: bonusesOpen(bonuses, deposited !== undefined),
    locks: progress.slice(-LOCKS_SHOWN).reverse().map(asBonusLock),
    balance: wallet.balance,
    locked,
    turnoverToPlay: toPlay,
  };
}

// ---------- claiming ----------

/** The amount, streak day and turnover multiplier of a claim, read under the wallet lock; or its refusal. */
async function claimable(trx: MoneyTransaction, m: RewardMember, ask: RewardClaimRequest, now: number) {
  const today = periodOf(now);
  const { settings } = m;
  if (ask.kind === 'CHECK_IN') {
    if (ask.period !== today) throw new Refused({ reason: 'reward-unavailable' });
    const checkIn = checkInToday(await lastCheckIn(trx, m.memberId), today);
    if (checkIn.claimed) throw new Refused({ reason: 'reward-claimed' });
    const amount = settings.checkInAmounts[checkIn.day - 1] ?? 0;
    return { amount, streakDay: checkIn.day, multiplier: settings.checkInTurnoverMultiplier };
  }
  if (!rebatePeriods(today, settings.rebateDays).includes(ask.period)) {
    throw new Refused({ reason: 'reward-unavailable' });
  }
  const from = periodStart(ask.period);
  const turnover = (await turnoverByDay(trx, m.memberId, from)).get(ask.period) ?? 0;
  return {
    amount: rebateOf(turnover, settings.rebateBasisPoints),
    streakDay: null,
    multiplier: settings.rebateTurnoverMultiplier,
  };
}

/**
 * MCSFE_claimReward: claims today's check-in or a day's rebate, once. In one transaction under the member's
 * wallet lock: the claim row (UNIQUE (member, kind, period): a second claim, parallel or later, inserts nothing
 * and is refused reward-claimed), the BONUS entry naming the claim, and its turnover lock.
 */
export async function claimReward(
  db: Db,
  m: RewardMember,
  ask: RewardClaimRequest,
  now: number,
): Promise<RewardClaimAnswer> {
  refuseClosed(m);
  return withMemberWallet(db, m.memberId, now, async (trx) => {
    const { amount, streakDay, multiplier } = await claimable(trx, m, ask, now);
    if (amount <= 0) throw new Refused({ reason: 'reward-unavailable' });
    const row = await trx
      .insertInto('reward_claims')
      .values({
        merchant: m.merchant,
        member_id: m.memberId,
        kind: ask.kind,
        period_key: ask.period,
        streak_day: streakDay,
        amount_minor: amount,
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new Refused({ reason: 'reward-claimed' });
    const note = `reward ${row.kind} ${row.period_key} #${row.id}`;
    if (!(await postEntry(trx, { memberId: m.memberId, kind: 'BONUS', amount, note }, now))) {
      throw new Error('a credit was refused by the ledger');
    }
    await lockBonus(trx, { memberId: m.memberId, claimId: row.id, amount, multiplier }, now);
    return { claim: claimOf(row), balance: (await walletOf(trx, m.memberId)).balance };
  });
}

// ---------- history ----------

/** MCSFE_getRewardHistory: the member's claims, newest first, a page at a time. */
export async function rewardHistory(db: Db, m: RewardMember, page: number): Promise<RewardHistory> {
  refuseClosed(m);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('reward_claims')
      .selectAll()
      .where('member_id', '=', m.memberId)
      .orderBy('id', 'desc')
      .limit(RECORDS_PAGE_SIZE)
      .offset((page - 1) * RECORDS_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('reward_claims')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', m.memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(claimOf), page, pageSize: RECORDS_PAGE_SIZE, total: Number(total.n) };
}

// ---------- staff ----------

/** The member's claims and locks as staff read them (the admin API, the CLI). */
export async function staffRewards(db: Db, memberId: number, now: number) {
  const [claims, progress, wallet] = await Promise.all([
    db
      .selectFrom('reward_claims')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(100)
      .execute(),
    memberLocks(db, memberId),
    walletOf(db, memberId),
  ]);
  return {
    today: periodOf(now),
    claims: claims.map(claimOf),
    locks: [...progress].reverse().map(asBonusLock),
    ...lockedPart(progress, wallet.balance),
    balance: wallet.balance,
  };
}
