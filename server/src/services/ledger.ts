import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import type { Database, LedgerKind } from '../db/schema';

/**
 * The ledger (migration 027): every change of a member's money is a row of ledger_entries, and the member's
 * wallet row holds the sums of those rows (the balance, and the part held by pending withdrawals), changed in the
 * same transaction. Amounts are integers of minor units.
 *
 * Safety comes from the database, not from this process: a money change runs in `withMemberWallet`, whose first
 * statement writes the member's wallet row. In PostgreSQL that row lock holds every other money transaction of
 * the member back until this one ends; in SQLite the first write takes the database's write lock (and a
 * transaction that wrote first never meets SQLITE_BUSY_SNAPSHOT on a later read). What the transaction then
 * reads (today's withdrawals, a deposit's status) cannot change under it, and `postEntry` moves the wallet by a
 * conditional update that cannot overdraw (with the table's CHECKs as the last guard).
 */

export type MoneyTransaction = Transaction<Database>;

export interface LedgerEntry {
  memberId: number;
  kind: LedgerKind;
  /** What the entry does to the balance: positive credits, negative debits. */
  amount: number;
  /** What it does to the held part (a withdrawal's hold, release and payout). */
  held?: number;
  depositId?: number;
  withdrawalId?: number;
  note?: string;
}

export interface WalletSums {
  balance: number;
  held: number;
}

/**
 * Runs `work` in a transaction that first locks the member's wallet row (creating it at 0 the first time): see
 * the module's comment. Every change of a member's money goes through here.
 */
export function withMemberWallet<T>(
  db: Db,
  memberId: number,
  now: number,
  work: (trx: MoneyTransaction) => Promise<T>,
): Promise<T> {
  return transact(
    db,
    async (trx) => {
      await trx
        .insertInto('wallets')
        .values({ member_id: memberId, updated_at: now })
        .onConflict((oc) => oc.column('member_id').doUpdateSet({ updated_at: now }))
        .execute();
      return work(trx);
    },
    { lockedFirst: true },
  );
}

/**
 * Books one entry and moves the wallet by it, inside `withMemberWallet`'s transaction. The move is one
 * conditional update: when it would take the balance or the held part below 0 it changes nothing, no entry is
 * written, and the answer is false (the caller refuses; the transaction holds nothing half done).
 */
export async function postEntry(trx: MoneyTransaction, entry: LedgerEntry, now: number): Promise<boolean> {
  const held = entry.held ?? 0;
  const moved = await trx
    .updateTable('wallets')
    .set((eb) => ({
      balance_minor: eb('balance_minor', '+', entry.amount),
      held_minor: eb('held_minor', '+', held),
      updated_at: now,
    }))
    .where('member_id', '=', entry.memberId)
    .where((eb) =>
      eb.and([eb(eb('balance_minor', '+', entry.amount), '>=', 0), eb(eb('held_minor', '+', held), '>=', 0)]),
    )
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await trx
    .insertInto('ledger_entries')
    .values({
      member_id: entry.memberId,
      kind: entry.kind,
      amount_minor: entry.amount,
      held_minor: held,
      deposit_id: entry.depositId ?? null,
      withdrawal_id: entry.withdrawalId ?? null,
      note: entry.note ?? null,
      created_at: now,
    })
    .execute();
  return true;
}

/** The member's balance and held part (0 and 0 before their first money change). */
export async function walletOf(db: Db | MoneyTransaction, memberId: number): Promise<WalletSums> {
  const row = await db
    .selectFrom('wallets')
    .select(['balance_minor', 'held_minor'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return { balance: row?.balance_minor ?? 0, held: row?.held_minor ?? 0 };
}

/** The sums of the member's ledger entries: what the wallet must equal (tests and the admin's check). */
export async function ledgerSums(db: Db, memberId: number): Promise<WalletSums> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('balance'),
      eb.fn.coalesce(eb.fn.sum<number>('held_minor'), eb.lit(0)).as('held'),
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { balance: Number(row.balance), held: Number(row.held) };
}

/**
 * Staff's correction of a member's balance (admin API, the demo seed's opening balance): one ADJUSTMENT entry of
 * `amount` (signed minor units) with its note. False, and nothing written, when it would take the balance below 0.
 */
export function adjustBalance(db: Db, memberId: number, amount: number, note: string, now: number) {
  return withMemberWallet(db, memberId, now, (trx) =>
    postEntry(trx, { memberId, kind: 'ADJUSTMENT', amount, note }, now),
  );
}

/** One entry as staff read it: the deposit or withdrawal it belongs to by public id. */
export interface LedgerLine {
  id: number;
  kind: LedgerKind;
  amount: number;
  held: number;
  deposit: string | null;
  withdrawal: string | null;
  note: string | null;
  createdAt: number;
}

/** The member's last `limit` entries, newest first (the admin API's ledger). */
export async function ledgerLines(db: Db, memberId: number, limit: number): Promise<LedgerLine[]> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .leftJoin('deposits as d', 'd.id', 'e.deposit_id')
    .leftJoin('withdrawals as w', 'w.id', 'e.withdrawal_id')
    .select([
      'e.id',
      'e.kind',
      'e.amount_minor',
      'e.held_minor',
      'd.public_id as deposit',
      'w.public_id as withdrawal',
      'e.note',
      'e.created_at',
    ])
    .where('e.member_id', '=', memberId)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    amount: r.amount_minor,
    held: r.held_minor,
    deposit: r.deposit,
    withdrawal: r.withdrawal,
    note: r.note,
    createdAt: r.created_at,
  }));
}
