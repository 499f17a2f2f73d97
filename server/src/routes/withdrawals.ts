import type { RelayResponse } from '@app/contract/relay';
import type { WithdrawalStatus } from '@app/contract/wallet';
import { requireSession, type CallContext, type CallHandler } from '../http/call-handler';
import { addPayoutAccount, removePayoutAccount } from '../services/payout-accounts';
import { withdrawAccountInfo } from '../services/wallet';
import { setWithdrawPassword } from '../services/withdraw-password';
import { submitWithdrawal, withdrawalRecords, type Withdrawer } from '../services/withdrawals';

/** The member of a call and their merchant's withdrawal settings. */
const withdrawerOf = (ctx: CallContext<'withdrawSubmit'>): Withdrawer => ({
  memberId: requireSession(ctx).member.id,
  merchant: ctx.merchant.code,
  withdraw: ctx.merchant.settings.wallet.withdraw,
});

/**
 * POST /wps/wallet/withdraw (encrypted): a withdrawal to one of the member's payout accounts with the withdrawal
 * password, held until staff pay or reject it (services/withdrawals.ts). A retry with the same idempotency key
 * answers the same withdrawal.
 */
export const withdrawSubmit: CallHandler<'withdrawSubmit'> = async (ctx) =>
  submitWithdrawal(ctx.app.db, withdrawerOf(ctx), ctx.input, ctx.app.now());

/**
 * POST /wps/wallet/withdrawPassword (encrypted): sets the withdrawal password once, the login password first
 * (services/withdraw-password.ts).
 */
export const withdrawPasswordSet: CallHandler<'withdrawPasswordSet'> = async (ctx) => {
  const { loginPassword, withdrawPassword } = ctx.input;
  await setWithdrawPassword(ctx, requireSession(ctx), loginPassword, withdrawPassword);
  return null;
};

/**
 * POST /wps/wallet/payoutAccount (encrypted): binds a bank card or Pix key, e-wallet or crypto address; answers
 * it masked (services/payout-accounts.ts).
 */
export const payoutAccountAdd: CallHandler<'payoutAccountAdd'> = async (ctx) =>
  addPayoutAccount(
    ctx.app.db,
    ctx.app.serverKey,
    {
      memberId: requireSession(ctx).member.id,
      payout: ctx.merchant.settings.wallet.payout,
      countryCode: ctx.merchant.countryCode,
    },
    ctx.input,
    ctx.app.now(),
  );

/** MCSFE_getWithdrawAccountInfo: the counts the download prompts read and what the withdrawal page shows. */
export const withdrawAccountInfoRelay = async (
  ctx: CallContext<'relay'>,
): Promise<RelayResponse<'MCSFE_getWithdrawAccountInfo'>> =>
  withdrawAccountInfo(ctx.app.db, ctx.merchant, requireSession(ctx).member, ctx.app.now());

/** MCSFE_getWithdrawRecords: the member's withdrawals, newest first, a page at a time. */
export const withdrawRecordsRelay = async (
  ctx: CallContext<'relay'>,
  query: { status: WithdrawalStatus | null; page: number },
): Promise<RelayResponse<'MCSFE_getWithdrawRecords'>> =>
  withdrawalRecords(ctx.app.db, requireSession(ctx).member.id, query);

/** MCSFE_removePayoutAccount: removes one of the member's payout accounts. */
export const removePayoutAccountRelay = async (
  ctx: CallContext<'relay'>,
  { id }: { id: number },
): Promise<RelayResponse<'MCSFE_removePayoutAccount'>> => {
  await removePayoutAccount(ctx.app.db, requireSession(ctx).member.id, id, ctx.app.now());
  return null;
};
