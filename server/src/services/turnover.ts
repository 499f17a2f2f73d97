import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import type { Database } from '../db/schema';
import { awardPlayPoints } from './points';

/**
 * The turnover feed ("play"): what members bet, as the game providers report it. Providers cannot be reached
 * from here, so staff or the provider's feed record each bet through the admin API (POST
 * /admin/members/:username/turnover, the CLI's `turnover`). A provider's reference is unique per merchant
 * (migration 029), so a replayed feed row counts once. The reward centre reads it for rebates and bonus locks
 * (services/rewards.ts).
 */

/** One bet as the feed reports it: `amount` in minor units (> 0), `reference` the provider's id of the row. */
export interface TurnoverInput {
  merchant: string;
  memberId: number;
  gameCode: string;
  amount: number;
  reference: string;
}

/** A recorded bet. */
export interface TurnoverEntry extends TurnoverInput {
  id: number;
  createdAt: number;
}

/** What else happens when a bet is recorded, in the same transaction (it commits or rolls back with the bet). */
export type TurnoverHook = (trx: Transaction<Database>, entry: TurnoverEntry, now: number) => Promise<void>;

/**
 * ===== OTHER ROOMS HOOK IN HERE =====
 * Each hook runs inside recordTurnover's transaction, once per newly recorded bet (never for a replayed
 * reference). Add yours to this list (e.g. the point mall's points earned by play).
 */
const TURNOVER_HOOKS: readonly TurnoverHook[] = [
  // The point mall's points for play, by the merchant's rate, once per bet (services/points.ts).
  awardPlayPoints,
];

/** What recordTurnover did: the bet, and whether this call recorded it (false: a replay of its reference). */
export interface TurnoverRecord {
  entry: TurnoverEntry;
  recorded: boolean;
}

/**
 * Records one bet and runs the hooks, in ONE transaction. The insert is ON CONFLICT DO NOTHING on (merchant,
 * reference): a replayed row answers the bet recorded first (recorded: false) and runs no hook, however many
 * replays run in parallel.
 */
export function recordTurnover(
  db: Db,
  input: TurnoverInput,
  now: number,
  hooks: readonly TurnoverHook[] = TURNOVER_HOOKS,
): Promise<TurnoverRecord> {
  return transact(db, async (trx) => {
    const inserted = await trx
      .insertInto('turnover_entries')
      .values({
        merchant: input.merchant,
        member_id: input.memberId,
        game_code: input.gameCode,
        amount_minor: input.amount,
        reference: input.reference,
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      const entry: TurnoverEntry = { ...input, id: inserted.id, createdAt: now };
      for (const hook of hooks) await hook(trx, entry, now);
      return { entry, recorded: true };
    }
    const row = await trx
      .selectFrom('turnover_entries')
      .selectAll()
      .where('merchant', '=', input.merchant)
      .where('reference', '=', input.reference)
      .executeTakeFirstOrThrow();
    const entry: TurnoverEntry = {
      id: row.id,
      merchant: row.merchant,
      memberId: row.member_id,
      gameCode: row.game_code,
      amount: row.amount_minor,
      reference: row.reference,
      createdAt: row.created_at,
    };
    return { entry, recorded: false };
  });
}

/** The member's turnover recorded in [from, to) (minor units). */
export async function turnoverBetween(
  db: Db | Transaction<Database>,
  memberId: number,
  from: number,
  to: number,
): Promise<number> {
  const row = await db
    .selectFrom('turnover_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
