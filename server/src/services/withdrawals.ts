import { createHash, randomBytes } from 'node:crypto';
import { feeOf, RECORDS_PAGE_SIZE } from '@app/contract/constants/money';
import type {
  PayoutAccount,
  PayoutKind,
  WalletSettings,
  WithdrawalRecord,
  WithdrawalStatus,
  WithdrawSubmitRequest,
} from '@app/contract/wallet';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { WithdrawalsTable } from '../db/schema';
import { postEntry, walletOf, withMemberWallet, type MoneyTransaction } from './ledger';
import { findPayoutAccount, listPayoutAccounts, unsealAccountNumber } from './payout-accounts';
import { Refused } from './refused';
import { withdrawableBalance } from './reward-rules';
import { bonusLocked } from './bonus-locks';
import { decideWithdrawPassword, verifyWithdrawPassword } from './withdraw-password';

/**
 * Withdrawals (signed-in §2 /m/withdraw) on the ledger (services/ledger.ts): a submission holds the amount
 * (WITHDRAWAL_HOLD: balance −a, held +a); staff pay it (WITHDRAWAL_PAID: held −a) or reject it with a reason the
 * player reads (WITHDRAWAL_RELEASE: balance +a, held −a). Every decision about a member's money runs inside the
 * member's wallet lock, so parallel submissions are decided one after the other on any database.
 */

/** Why a withdrawal is refused (the answers: routes/refusals.ts). */
export type WithdrawalRefusal =
  | { reason: 'amount-below'; limit: number }
  | { reason: 'amount-above'; limit: number }
  /** The member's withdrawals today reached the merchant's count. */
  | { reason: 'daily-count' }
  /** The withdrawal would pass the merchant's daily amount. */
  | { reason: 'daily-amount' }
  | { reason: 'balance-insufficient' }
  /** One idempotency key sent again with another account or amount. */
  | { reason: 'idempotency-reused' }
  /** A payout account or withdrawal that is not the member's (or the merchant's). */
  | { reason: 'wallet-not-found' }
  /** Staff approve or reject a withdrawal that is not pending any more: nothing changes. */
  | { reason: 'withdrawal-settled'; status: WithdrawalStatus };

type WithdrawalRow = Selectable<WithdrawalsTable>;

const DAY_MS = 86_400_000;

/** The start of the UTC day of `now`: the merchant's day for the daily limits (contract walletSettingsSchema). */
export const utcDayStart = (now: number): number => now - (now % DAY_MS);

/** A withdrawal as the player and staff read it: the payout account as it was at submit, masked. */
export const withdrawalRecord = (row: WithdrawalRow): WithdrawalRecord => ({
  id: row.public_id,
  amount: row.amount_minor,
  fee: row.fee_minor,
  status: row.status,
  account: {
    kind: row.account_kind as PayoutKind,
    providerName: row.account_provider_name,
    accountNumber: row.account_masked,
  },
  createdAt: row.created_at,
  completedAt: row.completed_at,
  reason: row.reason,
});

/** What the member's withdrawals of today (pending and paid; a rejected one gave its money back) took. */
export async function dailyUsage(
  db: Db | MoneyTransaction,
  memberId: number,
  now: number,
): Promise<{ count: number; amount: number }> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('amount'),
    ])
    .where('member_id', '=', memberId)
    .where('status', 'in', ['PENDING', 'PAID'])
    .where('created_at', '>=', utcDayStart(now))
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), amount: Number(row.amount) };
}

/**
 * What may be withdrawn now: the balance, within what is left of today's amount, and nothing once today's count
 * is used up.
 */
export const withdrawable = (
  balance: number,
  limits: Pick<WalletSettings['withdraw'], 'dailyCountLimit' | 'dailyAmountLimit'>,
  used: { count: number; amount: number },
): number =>
  used.count >= limits.dailyCountLimit
    ? 0
    : Math.max(0, Math.min(balance, limits.dailyAmountLimit - used.amount));

/**
 * The merchant's limits, in the order the player meets them: the amount against the minimum and the maximum,
 * then today's count and today's amount. Null when the amount passes them all.
 */
export function limitRefusal(
  amount: number,
  limits: WalletSettings['withdraw'],
  used: { count: number; amount: number },
): Refused | null {
  if (amount < limits.minAmount) return new Refused({ reason: 'amount-below', limit: limits.minAmount });
  if (amount > limits.maxAmount) return new Refused({ reason: 'amount-above', limit: limits.maxAmount });
  if (used.count >= limits.dailyCountLimit) return new Refused({ reason: 'daily-count' });
  if (used.amount + amount > limits.dailyAmountLimit) return new Refused({ reason: 'daily-amount' });
  return null;
}

/**
 * A player's withdrawal above what bonus locks leave of the balance (services/rewards.ts), naming the lock; null
 * when it passes (an amount above the balance itself is balance-insufficient's). Read under the wallet lock.
 */
async function bonusLockRefusal(
  trx: MoneyTransaction,
  memberId: number,
  amount: number,
): Promise<Refused | null> {
  const { balance } = await walletOf(trx, memberId);
  if (amount > balance) return null;
  const { locked, toPlay } = await bonusLocked(trx, memberId, balance);
  if (amount <= withdrawableBalance(balance, locked)) return null;
  return new Refused({ reason: 'bonus-locked', locked, turnoverToPlay: toPlay });
}

/** The fingerprint of what a submission asked (account and amount): tells a retry from another request. */
const requestHash = (accountId: number, amount: number): string =>
  createHash('sha256').update(`${accountId}\n${amount}`).digest('hex');

async function withdrawalByKey(trx: MoneyTransaction, memberId: number, key: string) {
  return trx
    .selectFrom('withdrawals')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The withdrawal an idempotency key already made: the same when the request is the same, else refused. */
const answerOfRetry = (row: WithdrawalRow, hash: string): WithdrawalRecord | Refused =>
  row.request_hash === hash ? withdrawalRecord(row) : new Refused({ reason: 'idempotency-reused' });

/** Who withdraws: the member and their merchant, with its withdrawal settings. */
export interface Withdrawer {
  memberId: number;
  merchant: string;
  withdraw: WalletSettings['withdraw'];
}

interface Hold {
  account: PayoutAccount;
  amount: number;
  /** The submission's key and request hash; null for a withdrawal staff record. */
  idempotency: { key: string; hash: string } | null;
}

/**
 * Writes the withdrawal and holds its amount, inside the member's wallet lock: refused when the balance is less
 * than the amount (read under the lock, so no parallel withdrawal can take it meanwhile; the conditional update
 * of postEntry and the table's CHECKs stand behind that). A key already used answers its withdrawal (the unique
 * index decides, whatever the database).
 */
async function holdWithdrawal(
  trx: MoneyTransaction,
  w: Withdrawer,
  hold: Hold,
  now: number,
): Promise<WithdrawalRecord | Refused> {
  const { account, amount, idempotency } = hold;
  const { balance } = await walletOf(trx, w.memberId);
  if (balance < amount) return new Refused({ reason: 'balance-insufficient' });
  const row = await trx
    .insertInto('withdrawals')
    .values({
      public_id: `W${randomBytes(10).toString('hex').toUpperCase()}`,
      merchant: w.merchant,
      member_id: w.memberId,
      payout_account_id: account.id,
      account_kind: account.kind,
      account_provider_name: account.providerName,
      account_masked: account.accountNumber,
      amount_minor: amount,
      fee_minor: feeOf(amount, w.withdraw.feeBasisPoints),
      status: 'PENDING',
      idempotency_key: idempotency?.key ?? null,
      request_hash: idempotency?.hash ?? null,
      created_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const earlier = idempotency && (await withdrawalByKey(trx, w.memberId, idempotency.key));
    if (!earlier) throw new Error('a withdrawal was refused by a unique index other than its key');
    return answerOfRetry(earlier, idempotency.hash);
  }
  const held = await postEntry(
    trx,
    { memberId: w.memberId, kind: 'WITHDRAWAL_HOLD', amount: -amount, held: amount, withdrawalId: row.id },
    now,
  );
  // Thrown, not answered: the withdrawal just written goes back with the transaction.
  if (!held) throw new Refused({ reason: 'balance-insufficient' });
  return withdrawalRecord(row);
}

/**
 * A player's withdrawal (withdrawSubmit), checked in this order: the idempotency key (a retry answers the
 * withdrawal it made; the same key with another account or amount is refused), the withdrawal password (unset,
 * locked, wrong: services/withdraw-password.ts), the payout account (one of the member's, not removed), the
 * merchant's limits, the balance; then the amount is held. All of it is decided in one transaction under the
 * member's wallet lock, so parallel submissions cannot together pass a limit or the balance. Only the password's
 * scrypt runs before it, outside the lock. A refusal is answered once the transaction has committed, so that a
 * wrong password's try is counted. Throws Refused.
 */
export async function submitWithdrawal(
  db: Db,
  w: Withdrawer,
  input: WithdrawSubmitRequest,
  now: number,
): Promise<WithdrawalRecord> {
  const proof = await verifyWithdrawPassword(db, w.memberId, input.withdrawPassword, now);
  const hash = requestHash(input.accountId, input.amount);
  const outcome = await withMemberWallet(db, w.memberId, now, async (trx) => {
    const earlier = await withdrawalByKey(trx, w.memberId, input.idempotencyKey);
    if (earlier) return answerOfRetry(earlier, hash);
    const passwordRefused = await decideWithdrawPassword(trx, w.memberId, proof, w.withdraw.lockMinutes, now);
    if (passwordRefused) return passwordRefused;
    const account = await findPayoutAccount(trx, w.memberId, input.accountId);
    if (!account) return new Refused({ reason: 'wallet-not-found' });
    const limitRefused = limitRefusal(input.amount, w.withdraw, await dailyUsage(trx, w.memberId, now));
    if (limitRefused) return limitRefused;
    const lockRefused = await bonusLockRefusal(trx, w.memberId, input.amount);
    if (lockRefused) return lockRefused;
    const idempotency = { key: input.idempotencyKey, hash };
    return holdWithdrawal(trx, w, { account, amount: input.amount, idempotency }, now);
  });
  if (outcome instanceof Refused) throw outcome;
  return outcome;
}

/**
 * A withdrawal staff record for the member (the admin API, the demo seed): to the given payout account of the
 * member, else their first one; no withdrawal password (staff know who asks) and none of the player's limits
 * (staff decide), but never more than the balance. Pending, like a player's. Throws Refused.
 */
export async function staffWithdrawal(
  db: Db,
  w: Withdrawer,
  input: { amount: number; accountId?: number | undefined },
  now: number,
): Promise<WithdrawalRecord> {
  const outcome = await withMemberWallet(db, w.memberId, now, async (trx) => {
    const account =
      input.accountId === undefined
        ? (await listPayoutAccounts(trx, w.memberId))[0]
        : await findPayoutAccount(trx, w.memberId, input.accountId);
    if (!account) return new Refused({ reason: 'wallet-not-found' });
    return holdWithdrawal(trx, w, { account, amount: input.amount, idempotency: null }, now);
  });
  if (outcome instanceof Refused) throw outcome;
  return outcome;
}

/** How staff end a pending withdrawal: paid out, or rejected with the reason the player reads. */
export type Settlement = { status: 'PAID' } | { status: 'REJECTED'; reason: string };

/**
 * Staff end a pending withdrawal of the merchant: PAID takes the held amount out (WITHDRAWAL_PAID), REJECTED
 * gives it back to the balance (WITHDRAWAL_RELEASE). The status moves by a conditional update from PENDING, in
 * the member's wallet lock, so a second approval or rejection (or both at once) changes nothing:
 * withdrawal-settled. An id of no withdrawal of the merchant: wallet-not-found. Throws Refused.
 */
export async function settleWithdrawal(
  db: Db,
  merchant: string,
  publicId: string,
  settlement: Settlement,
  now: number,
): Promise<WithdrawalRecord> {
  const found = await db
    .selectFrom('withdrawals')
    .select(['id', 'member_id'])
    .where('public_id', '=', publicId)
    .where('merchant', '=', merchant)
    .executeTakeFirst();
  if (!found) throw new Refused({ reason: 'wallet-not-found' });
  return withMemberWallet(db, found.member_id, now, async (trx) => {
    const row = await trx
      .updateTable('withdrawals')
      .set({
        status: settlement.status,
        reason: settlement.status === 'REJECTED' ? settlement.reason : null,
        completed_at: now,
      })
      .where('id', '=', found.id)
      .where('status', '=', 'PENDING')
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const { status } = await trx
        .selectFrom('withdrawals')
        .select('status')
        .where('id', '=', found.id)
        .executeTakeFirstOrThrow();
      throw new Refused({ reason: 'withdrawal-settled', status });
    }
    const a = row.amount_minor;
    const entry =
      settlement.status === 'PAID'
        ? { kind: 'WITHDRAWAL_PAID' as const, amount: 0, held: -a }
        : { kind: 'WITHDRAWAL_RELEASE' as const, amount: a, held: -a };
    const moved = await postEntry(trx, { memberId: row.member_id, withdrawalId: row.id, ...entry }, now);
    // The held part always covers a pending withdrawal; anything else is a broken ledger, not a refusal.
    if (!moved) throw new Error(`withdrawal ${publicId}: the held part does not cover it`);
    return withdrawalRecord(row);
  });
}

/** MCSFE_getWithdrawRecords: the member's withdrawals, newest first, a page at a time, optionally of one status. */
export async function withdrawalRecords(
  db: Db,
  memberId: number,
  query: { status: WithdrawalStatus | null; page: number },
) {
  let rows = db.selectFrom('withdrawals').where('member_id', '=', memberId);
  if (query.status) rows = rows.where('status', '=', query.status);
  const { total } = await rows.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const items = await rows
    .selectAll()
    .orderBy('id', 'desc')
    .limit(RECORDS_PAGE_SIZE)
    .offset((query.page - 1) * RECORDS_PAGE_SIZE)
    .execute();
  return {
    items: items.map(withdrawalRecord),
    page: query.page,
    pageSize: RECORDS_PAGE_SIZE,
    total: Number(total),
  };
}

/** A withdrawal as staff see it: the member, and for a pending one the whole number to pay to. */
export type StaffWithdrawal = WithdrawalRecord & { username: string; payoutAccountNumber: string | null };

/**
 * The merchant's withdrawals for staff, newest first (optionally of one status or member). A pending one carries
 * the payout account's whole number, unsealed (staff pay it); no other answer holds it.
 */
export async function listWithdrawalsForStaff(
  db: Db,
  serverKey: Buffer,
  query: {
    merchant: string;
    status?: WithdrawalStatus | undefined;
    memberId?: number | undefined;
    limit: number;
  },
): Promise<StaffWithdrawal[]> {
  let rows = db
    .selectFrom('withdrawals')
    .innerJoin('members', 'members.id', 'withdrawals.member_id')
    .leftJoin('payout_accounts', 'payout_accounts.id', 'withdrawals.payout_account_id')
    .selectAll('withdrawals')
    .select(['members.username', 'payout_accounts.account_sealed'])
    .where('withdrawals.merchant', '=', query.merchant);
  if (query.status) rows = rows.where('withdrawals.status', '=', query.status);
  if (query.memberId !== undefined) rows = rows.where('withdrawals.member_id', '=', query.memberId);
  const found = await rows.orderBy('withdrawals.id', 'desc').limit(query.limit).execute();
  return found.map((row) => ({
    ...withdrawalRecord(row),
    username: row.username,
    payoutAccountNumber: row.status === 'PENDING' ? unsealAccountNumber(serverKey, row.account_sealed) : null,
  }));
}
