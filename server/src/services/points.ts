import { pointsMallSettingsSchema, type PointEntry, type PointsMallSettings } from '@app/contract/mall';
import {
  MALL_HISTORY_LIMIT,
  pointsFor,
  type PointEntryKind,
  type PointsRate,
} from '@app/contract/mall-rules';
import { defaultPointsMallSettings } from '@app/contract/default-mall';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { jsonField } from '../db/dialect';
import type { Database } from '../db/schema';
import type { TurnoverHook } from './turnover';

/**
 * The point mall's points (migration 030), a ledger of their own beside the money's (services/ledger.ts): every
 * change is a row of point_entries and moves member_points in the same transaction, by a conditional update that
 * cannot take the points below 0 (the table's CHECK is the last guard). Points are earned from a credited deposit
 * (services/deposits.ts creditDepositIn) and from a recorded bet (services/turnover.ts), by the merchant's rates,
 * once each: the entry's UNIQUE deposit_id or turnover_id holds that, whatever runs in parallel.
 */

export type PointsTransaction = Transaction<Database>;

export interface PointMove {
  memberId: number;
  kind: PointEntryKind;
  /** Signed: positive earns, negative spends. */
  points: number;
  redemptionId?: number;
  note?: string;
}

/**
 * Moves the member's points by one entry, inside the caller's transaction: one conditional update, so when it
 * would take them below 0 nothing changes, no entry is written and the answer is false (the caller refuses).
 */
export async function postPoints(trx: PointsTransaction, move: PointMove, now: number): Promise<boolean> {
  if (!(await movePoints(trx, move.memberId, move.points, now))) return false;
  await trx
    .insertInto('point_entries')
    .values({
      member_id: move.memberId,
      kind: move.kind,
      points: move.points,
      redemption_id: move.redemptionId ?? null,
      note: move.note ?? null,
      created_at: now,
    })
    .execute();
  return true;
}

/** The balance row's move (created at 0 the first time): false, and nothing changed, below 0. */
async function movePoints(trx: PointsTransaction, memberId: number, points: number, now: number) {
  await trx
    .insertInto('member_points')
    .values({ member_id: memberId, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  const moved = await trx
    .updateTable('member_points')
    .set((eb) => ({ points: eb('points', '+', points), updated_at: now }))
    .where('member_id', '=', memberId)
    .where((eb) => eb(eb('points', '+', points), '>=', 0))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/**
 * The merchant's earning rates as stored (merchant settings `pointsMall`), read inside the caller's transaction
 * (the connection is the transaction's); settings without them, or not valid, earn at the defaults.
 */
export async function pointsRatesIn(
  trx: PointsTransaction | Db,
  merchant: string,
): Promise<PointsMallSettings> {
  const row = await trx
    .selectFrom('merchants')
    .select(jsonField(trx, 'settings', 'pointsMall').as('rates'))
    .where('code', '=', merchant)
    .executeTakeFirst();
  if (!row?.rates) return defaultPointsMallSettings();
  try {
    const parsed = pointsMallSettingsSchema.safeParse(JSON.parse(row.rates));
    return parsed.success ? parsed.data : defaultPointsMallSettings();
  } catch {
    return defaultPointsMallSettings();
  }
}

/** What one earning is for: a deposit or a bet (each earns once: UNIQUE). */
type EarnedFor = { kind: 'EARN_DEPOSIT'; depositId: number } | { kind: 'EARN_PLAY'; turnoverId: number };

/** Books an earning once: the entry goes in first (ON CONFLICT DO NOTHING), and only a new one moves the points. */
async function earn(
  trx: PointsTransaction,
  memberId: number,
  amount: number,
  rate: PointsRate,
  what: EarnedFor,
  now: number,
): Promise<number> {
  const points = pointsFor(amount, rate);
  if (points <= 0) return 0;
  const inserted = await trx
    .insertInto('point_entries')
    .values({
      member_id: memberId,
      kind: what.kind,
      points,
      deposit_id: what.kind === 'EARN_DEPOSIT' ? what.depositId : null,
      turnover_id: what.kind === 'EARN_PLAY' ? what.turnoverId : null,
      created_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return 0;
  await movePoints(trx, memberId, points, now);
  return points;
}

/** The points a credited deposit earns, in the transaction that credits it (services/deposits.ts). */
export async function awardDepositPoints(
  trx: PointsTransaction,
  deposit: { id: number; memberId: number; merchant: string; amount: number },
  now: number,
): Promise<number> {
  const rates = await pointsRatesIn(trx, deposit.merchant);
  const what = { kind: 'EARN_DEPOSIT', depositId: deposit.id } as const;
  return earn(trx, deposit.memberId, deposit.amount, rates.deposit, what, now);
}

/** The points a recorded bet earns: a hook of services/turnover.ts, in the transaction that records it. */
export const awardPlayPoints: TurnoverHook = async (trx, entry, now) => {
  const rates = await pointsRatesIn(trx, entry.merchant);
  await earn(trx, entry.memberId, entry.amount, rates.play, { kind: 'EARN_PLAY', turnoverId: entry.id }, now);
};

/** The member's points (0 before their first). */
export async function pointsOf(db: Db | PointsTransaction, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_points')
    .select('points')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.points ?? 0;
}

/** The sum of the member's point entries: what member_points must equal (tests and the admin's check). */
export async function pointEntriesSum(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('point_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('sum'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

/**
 * Staff's correction of a member's points (admin API, CLI): one ADJUST entry with its note. False, and nothing
 * written, when it would take them below 0.
 */
export const adjustPoints = (db: Db, memberId: number, points: number, note: string, now: number) =>
  transact(db, (trx) => postPoints(trx, { memberId, kind: 'ADJUST', points, note }, now));

/** The member's last point entries, newest first, with the deposit, bet or redemption each was for. */
export async function pointEntries(
  db: Db,
  memberId: number,
  limit = MALL_HISTORY_LIMIT,
): Promise<(PointEntry & { note: string | null })[]> {
  const rows = await db
    .selectFrom('point_entries as p')
    .leftJoin('deposits as d', 'd.id', 'p.deposit_id')
    .leftJoin('turnover_entries as t', 't.id', 'p.turnover_id')
    .leftJoin('mall_redemptions as r', 'r.id', 'p.redemption_id')
    .select([
      'p.id',
      'p.kind',
      'p.points',
      'p.note',
      'p.created_at',
      'd.public_id as deposit_id',
      'd.amount_minor as deposit_amount',
      't.game_code',
      't.amount_minor as bet_amount',
      'r.public_id as redemption_id',
      'r.title',
    ])
    .where('p.member_id', '=', memberId)
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    points: r.points,
    depositId: r.deposit_id,
    depositAmount: r.deposit_amount,
    gameCode: r.game_code,
    betAmount: r.bet_amount,
    redemptionId: r.redemption_id,
    title: r.title,
    note: r.note,
    createdAt: r.created_at,
  }));
}
