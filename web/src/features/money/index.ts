/**
 * What the money pages share (deposit, withdrawal, payout accounts): amounts as integers of minor units, written
 * in the player's language with the merchant's symbol, parsed from what the player types without a float, and a
 * form's idempotency key kept with its values until it is submitted.
 */
export { amountInputText, formatMoney, MINOR_PER_MAJOR, parseAmount, type MoneyStyle } from './money-format';
export { formDraft, newIdempotencyKey, type FormDraft } from './submission';
export { useMoney } from './use-money';
export { moneyApi } from './api';
export { walletFailureText } from './wallet-failure';
