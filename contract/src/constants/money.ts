/**
 * The money pages' fixed values and arithmetic (deposit, withdrawal: signed-in §2 gives them purpose and access
 * only, so these are the contract's choices). Amounts are integers of minor units; a share is in basis points
 * (1 % = 100). The web previews with the same functions the server books with, so the two cannot differ.
 */

/** Records pages (deposits, withdrawals) hold this many rows, newest first. */
export const RECORDS_PAGE_SIZE = 20;

/** The withdrawal password: 6 digits, set once from the withdrawal page. */
export const WITHDRAW_PASSWORD_PATTERN = /^\d{6}$/;

/** Wrong withdrawal passwords in a row that lock withdrawals (the lock's length is the merchant's). */
export const WITHDRAW_PASSWORD_TRIES = 5;

/** The largest single amount (minor units): its basis-point share stays a safe integer. */
export const MAX_AMOUNT = 100_000_000_000;

/** A share of an amount in basis points, rounded down to the minor unit (a fee, a bonus before its cap). */
export const shareOf = (amount: number, basisPoints: number): number =>
  Math.floor((amount * basisPoints) / 10_000);

/** The fee a channel or the withdrawal takes from an amount. */
export const feeOf = (amount: number, feeBasisPoints: number): number => shareOf(amount, feeBasisPoints);

/** A deposit bonus: its share of the deposit, at most its cap; nothing below its minimum deposit. */
export const bonusOf = (
  amount: number,
  bonus: { basisPoints: number; maxBonus: number; minDeposit: number },
): number => (amount < bonus.minDeposit ? 0 : Math.min(shareOf(amount, bonus.basisPoints), bonus.maxBonus));
