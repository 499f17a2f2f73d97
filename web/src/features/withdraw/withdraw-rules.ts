import { CONTRACT_ERROR } from '@app/contract/errors';
import { feeOf, WITHDRAW_PASSWORD_PATTERN } from '@app/contract/constants/money';
import type { Envelope } from '@app/contract/envelope';
import type { WithdrawAccountInfo, WithdrawalStatus } from '@app/contract/wallet';
import type { Problems } from '../../hooks/use-form';

/**
 * What the withdrawal page decides (signed-in §2 gives /m/withdraw purpose only; the limits are the merchant's,
 * contract/src/wallet.ts): which step the member is at, what stops the form, what is wrong with an amount before
 * it is sent, what the player receives, and what a failed submission does to its idempotency key.
 */

/** A refusal worded as the server words it (contract/src/errors.ts), so one text serves both (walletFailureText). */
export type WalletRefusal = Pick<Envelope<unknown>, 'errorCode' | 'message' | 'value'>;

const refusal = (errorCode: string, value: unknown = null): WalletRefusal => ({
  errorCode,
  message: null,
  value,
});

type Limits = Pick<
  WithdrawAccountInfo,
  | 'balance'
  | 'withdrawable'
  | 'bonusLocked'
  | 'minAmount'
  | 'maxAmount'
  | 'dailyCountLimit'
  | 'dailyCountUsed'
  | 'dailyAmountLimit'
  | 'dailyAmountUsed'
>;

/**
 * The page that adds a payout account, told to come back here once one is added: the Pix page where the merchant
 * pays by Pix (a BRL merchant), else the bank, e-wallet and crypto page.
 */
export const addAccountTarget = (pix: boolean) =>
  pix
    ? ('/securityCenter/addBankCardPix?from=withdraw' as const)
    : ('/securityCenter/addBankCard?from=withdraw' as const);

/** The later of two lock ends (the info's, and one a refusal just told); null when neither is set. */
export const laterLock = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.max(a, b);

/**
 * What stops every withdrawal now, said as the server would refuse it: wrong passwords locked withdrawals (until
 * when), or today's count is used. The form shows it and cannot be sent.
 */
export function withdrawBlock(
  info: Pick<Limits, 'dailyCountLimit' | 'dailyCountUsed'>,
  lockedUntil: number | null,
  now: number,
): WalletRefusal | null {
  if (lockedUntil !== null && lockedUntil > now)
    return refusal(CONTRACT_ERROR.walletPasswordLocked, { lockedUntil });
  if (info.dailyCountUsed >= info.dailyCountLimit) return refusal(CONTRACT_ERROR.walletDailyCount);
  return null;
}

/** What is left of today's limits: withdrawals and amount, never below zero. */
export const todayLeft = (info: Limits): { count: number; amount: number } => ({
  count: Math.max(0, info.dailyCountLimit - info.dailyCountUsed),
  amount: Math.max(0, info.dailyAmountLimit - info.dailyAmountUsed),
});

/** The amount "All" fills in: what may be withdrawn now, at most one withdrawal's maximum. */
export const allAmount = (info: Pick<Limits, 'withdrawable' | 'maxAmount'>): number =>
  Math.min(info.withdrawable, info.maxAmount);

/**
 * The refusal the server would answer for this amount, found before sending: below the minimum or above the
 * maximum (with the limit), more than the balance, more than bonus locks leave of it, more than today's amount
 * limit leaves.
 */
export function amountRefusal(amount: number, info: Limits): WalletRefusal | null {
  if (amount < info.minAmount) return refusal(CONTRACT_ERROR.walletAmountBelow, { limit: info.minAmount });
  if (amount > info.maxAmount) return refusal(CONTRACT_ERROR.walletAmountAbove, { limit: info.maxAmount });
  if (amount > info.balance) return refusal(CONTRACT_ERROR.walletInsufficient);
  if (amount > info.balance - info.bonusLocked) return refusal(CONTRACT_ERROR.walletBonusLocked);
  if (amount > info.withdrawable) return refusal(CONTRACT_ERROR.walletDailyAmount);
  return null;
}

/** The fee the withdrawal takes (contract/src/constants/money.ts feeOf, as the server books it) and what is paid out. */
export const payoutOf = (amount: number, feeBasisPoints: number): { fee: number; receive: number } => {
  const fee = feeOf(amount, feeBasisPoints);
  return { fee, receive: amount - fee };
};

export type WithdrawField = 'accountId' | 'amount' | 'withdrawPassword';

/** What is wrong with the form before any limit is looked at: an account, an amount, a 6-digit password. */
export function withdrawFormProblems(form: {
  accountId: string;
  amount: number | null;
  withdrawPassword: string;
}): Problems<WithdrawField> {
  const problems: Problems<WithdrawField> = {};
  if (!form.accountId) problems.accountId = 'withdraw_choose_account';
  if (form.amount === null) problems.amount = 'withdraw_amount_invalid';
  if (!form.withdrawPassword) problems.withdrawPassword = 'field_required';
  else if (!WITHDRAW_PASSWORD_PATTERN.test(form.withdrawPassword))
    problems.withdrawPassword = 'withdraw_password_rule';
  return problems;
}

export type PasswordSetupField = 'loginPassword' | 'withdrawPassword' | 'confirm';

/** Setting the withdrawal password: the login password, and 6 digits typed twice alike. */
export function passwordSetupProblems(
  form: Record<PasswordSetupField, string>,
): Problems<PasswordSetupField> {
  const problems: Problems<PasswordSetupField> = {};
  if (!form.loginPassword) problems.loginPassword = 'field_required';
  if (!form.withdrawPassword) problems.withdrawPassword = 'field_required';
  else if (!WITHDRAW_PASSWORD_PATTERN.test(form.withdrawPassword))
    problems.withdrawPassword = 'withdraw_password_rule';
  if (!form.confirm) problems.confirm = 'field_required';
  else if (form.withdrawPassword && form.confirm !== form.withdrawPassword)
    problems.confirm = 'withdraw_password_mismatch';
  return problems;
}

/**
 * Whether a failed submission keeps its idempotency key for the next try. A wallet refusal (contract/src/errors.ts
 * `wallet.*`) is the server's answer that it booked nothing for the key, so the next try is a new submission. Any
 * other failure (no answer, a timeout, a 5xx, an expired session) leaves it unknown whether the withdrawal was
 * made: the same key goes again, and the server answers the one it made rather than make a second.
 */
export const keepsIdempotencyKey = (failure: Pick<Envelope<unknown>, 'errorCode'>): boolean =>
  !failure.errorCode?.startsWith('wallet.');

/** Where a refusal shows: under the password, under the amount, or above the button. */
export function refusalField(errorCode: string | null): 'withdrawPassword' | 'amount' | null {
  switch (errorCode) {
    case CONTRACT_ERROR.walletPasswordWrong:
      return 'withdrawPassword';
    case CONTRACT_ERROR.walletAmountBelow:
    case CONTRACT_ERROR.walletAmountAbove:
    case CONTRACT_ERROR.walletInsufficient:
    case CONTRACT_ERROR.walletBonusLocked:
    case CONTRACT_ERROR.walletDailyAmount:
      return 'amount';
    default:
      return null;
  }
}

/** The lock end a refusal tells (wallet.password.locked's value), or null. */
export const refusalLock = (failure: WalletRefusal): number | null => {
  if (failure.errorCode !== CONTRACT_ERROR.walletPasswordLocked) return null;
  const until = (failure.value as { lockedUntil?: unknown } | null)?.lockedUntil;
  return typeof until === 'number' ? until : null;
};

/** The records' filter chips: all, then each status (contract/src/wallet.ts WITHDRAWAL_STATUSES). */
export const RECORD_FILTERS = ['ALL', 'PENDING', 'PAID', 'REJECTED'] as const satisfies readonly (
  WithdrawalStatus | 'ALL'
)[];
export type RecordFilter = (typeof RECORD_FILTERS)[number];

/** Whether a records page has pages after it (newest first, RECORDS_PAGE_SIZE a page). */
export const hasMorePages = (page: { page: number; pageSize: number; total: number }): boolean =>
  page.page * page.pageSize < page.total;
