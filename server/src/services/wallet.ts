import type { RelayResponse } from '@app/contract/relay';
import type { Db } from '../db/database';
import type { PayoutAccountsTable, WalletTransactionsTable } from '../db/schema';

/**
 * The member's wallet: deposits, withdrawals and payout accounts (bank cards, e-wallets,
 * virtual wallets), written by the admin API and the seed, read by MCSFE_getWithdrawAccountInfo, whose counts
 * and lists the download prompts' rules read (entry §4: first_deposit, deposit_times, bind_card…).
 */

export type TransactionKind = WalletTransactionsTable['kind'];
export type TransactionStatus = WalletTransactionsTable['status'];
export type PayoutKind = PayoutAccountsTable['kind'];

export const TRANSACTION_STATUSES = [
  'SUCCESS',
  'PENDING',
  'FAILED',
] as const satisfies readonly TransactionStatus[];

/**
 * Each kind of payout account: the name of its provider field (in the admin input and the answer) and the list
 * of the account-balance answer that holds it.
 */
export const PAYOUT_KINDS = {
  BANK_CARD: { providerField: 'bankName', list: 'fullBankCardList' },
  E_WALLET: { providerField: 'walletName', list: 'fullEWalletList' },
  VIRTUAL_WALLET: { providerField: 'network', list: 'fullVirtualWalletList' },
} as const satisfies Record<
  PayoutKind,
  { providerField: string; list: keyof RelayResponse<'MCSFE_getWithdrawAccountInfo'> }
>;

/** How many characters of an account number are kept at most: enough to tell one's cards apart. */
const SHOWN_CHARS = 4;

/**
 * The account number as stored and shown: spaces and dashes dropped, every character but the last few
 * replaced by '*' (at most 4, and never more than half, so that even a short number is never shown whole).
 */
export function maskAccountNumber(accountNumber: string): string {
  const plain = accountNumber.replace(/[\s-]/g, '');
  const shown = Math.min(SHOWN_CHARS, Math.floor(plain.length / 2));
  return '*'.repeat(plain.length - shown) + plain.slice(plain.length - shown);
}

/** An amount in major units (12.5) as stored: minor units, rounded to the cent. */
export const toMinorUnits = (amount: number): number => Math.round(amount * 100);

export interface NewTransaction {
  memberId: number;
  kind: TransactionKind;
  /** Major units (pesos), at most two decimals. */
  amount: number;
  status: TransactionStatus;
}

export async function recordTransaction(db: Db, t: NewTransaction, now: number) {
  const row = await db
    .insertInto('wallet_transactions')
    .values({
      member_id: t.memberId,
      kind: t.kind,
      amount_minor: toMinorUnits(t.amount),
      status: t.status,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, kind: t.kind, amount: toMinorUnits(t.amount) / 100, status: t.status, createdAt: now };
}

export interface NewPayoutAccount {
  memberId: number;
  kind: PayoutKind;
  provider: string;
  /** The whole number: masked here, and only the mask is stored. */
  accountNumber: string;
  holderName: string;
}

/** A payout account as the member and the admin see it: the provider under its kind's name, the masked number. */
function shownAccount(row: Omit<PayoutAccountsTable, 'id' | 'member_id'> & { id: number }) {
  return {
    id: row.id,
    [PAYOUT_KINDS[row.kind].providerField]: row.provider,
    accountNumber: row.account_masked,
    holderName: row.holder_name,
    createdAt: row.created_at,
  };
}

export async function addPayoutAccount(db: Db, a: NewPayoutAccount, now: number) {
  const values = {
    member_id: a.memberId,
    kind: a.kind,
    provider: a.provider,
    account_masked: maskAccountNumber(a.accountNumber),
    holder_name: a.holderName,
    created_at: now,
  };
  const row = await db.insertInto('payout_accounts').values(values).returning('id').executeTakeFirstOrThrow();
  return shownAccount({ ...values, id: row.id });
}

/**
 * MCSFE_getWithdrawAccountInfo: the member's SUCCESSFUL deposits and withdrawals counted (pending and failed
 * ones do not count), and the payout accounts by kind, oldest first, each number masked.
 */
export async function withdrawAccountInfo(
  db: Db,
  memberId: number,
): Promise<RelayResponse<'MCSFE_getWithdrawAccountInfo'>> {
  const counts = await db
    .selectFrom('wallet_transactions')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('member_id', '=', memberId)
    .where('status', '=', 'SUCCESS')
    .groupBy('kind')
    .execute();
  const accounts = await db
    .selectFrom('payout_accounts')
    .select(['id', 'kind', 'provider', 'account_masked', 'holder_name', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  const countOf = (kind: TransactionKind) => Number(counts.find((c) => c.kind === kind)?.n ?? 0);
  const listOf = (kind: PayoutKind) => accounts.filter((a) => a.kind === kind).map(shownAccount);
  return {
    totalDepositSuccessCount: countOf('DEPOSIT'),
    totalWithdrawSuccessCount: countOf('WITHDRAWAL'),
    fullBankCardList: listOf('BANK_CARD'),
    fullVirtualWalletList: listOf('VIRTUAL_WALLET'),
    fullEWalletList: listOf('E_WALLET'),
  };
}

/**
 * Sets the member's registration date (the reg_days rules count the days since it): how demos and tests make a
 * member registered some days ago.
 */
export async function setRegDate(db: Db, memberId: number, regDate: number): Promise<void> {
  await db.updateTable('members').set({ reg_date: regDate }).where('id', '=', memberId).execute();
}
