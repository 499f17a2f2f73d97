import type { PayoutKind, WithdrawAccountInfo } from '@app/contract/wallet';
import type { Db } from '../db/database';
import { walletOf } from './ledger';
import type { Merchant } from './merchants';
import type { MemberRow } from './members';
import { listPayoutAccounts } from './payout-accounts';
import { withdrawableBalance } from './reward-rules';
import { bonusLocked } from './bonus-locks';
import { withdrawPasswordStatus } from './withdraw-password';
import { dailyUsage, withdrawable } from './withdrawals';

/**
 * MCSFE_getWithdrawAccountInfo, what the withdrawal page and the download prompts read of the member's wallet
 * (entry §3 and §4: first_deposit, deposit_times, first_withdraw, withdrawal_times, bind_card count the
 * successful deposits, the paid withdrawals and the bound accounts): the spec's five fields, then the balance,
 * the held part, what may be withdrawn now (less what bonus locks hold back), the merchant's limits and today's use of them, the withdrawal
 * password's state, the member's real name and the payout options.
 */
export async function withdrawAccountInfo(
  db: Db,
  merchant: Merchant,
  member: Pick<MemberRow, 'id' | 'payee_name'>,
  now: number,
): Promise<WithdrawAccountInfo> {
  const { withdraw, payout } = merchant.settings.wallet;
  const [deposits, paid, accounts, wallet, used, password] = await Promise.all([
    successCount(db, 'deposits', member.id),
    successCount(db, 'withdrawals', member.id),
    listPayoutAccounts(db, member.id),
    walletOf(db, member.id),
    dailyUsage(db, member.id, now),
    withdrawPasswordStatus(db, member.id, now),
  ]);
  const locks = await bonusLocked(db, member.id, wallet.balance);
  const listOf = (kind: PayoutKind) => accounts.filter((a) => a.kind === kind);
  return {
    totalDepositSuccessCount: deposits,
    totalWithdrawSuccessCount: paid,
    fullBankCardList: listOf('BANK_CARD'),
    fullVirtualWalletList: listOf('VIRTUAL_WALLET'),
    fullEWalletList: listOf('E_WALLET'),
    balance: wallet.balance,
    withdrawable: withdrawable(withdrawableBalance(wallet.balance, locks.locked), withdraw, used),
    held: wallet.held,
    bonusLocked: locks.locked,
    turnoverToPlay: locks.toPlay,
    minAmount: withdraw.minAmount,
    maxAmount: withdraw.maxAmount,
    feeBasisPoints: withdraw.feeBasisPoints,
    dailyCountLimit: withdraw.dailyCountLimit,
    dailyCountUsed: used.count,
    dailyAmountLimit: withdraw.dailyAmountLimit,
    dailyAmountUsed: used.amount,
    ...password,
    realName: member.payee_name,
    payoutOptions: payout,
  };
}

/** The member's deposits that succeeded, or withdrawals that were paid: what the download prompts count. */
async function successCount(db: Db, table: 'deposits' | 'withdrawals', memberId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '=', table === 'deposits' ? 'SUCCESS' : 'PAID')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sets the member's registration date (the reg_days rules count the days since it): how demos and tests make a
 * member registered some days ago.
 */
export async function setRegDate(db: Db, memberId: number, regDate: number): Promise<void> {
  await db.updateTable('members').set({ reg_date: regDate }).where('id', '=', memberId).execute();
}
