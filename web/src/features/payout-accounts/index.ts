// The payout accounts (signed-in §2, /m/securityCenter/addBankCard and addBankCardPix): for the withdrawal page,
// the account info query, the bound accounts as one list, an account's line and the chips.
export { payoutAccountsApi } from './api';
export { boundAccounts } from './account-rules';
export { PayoutAccountLine } from './PayoutAccountLine';
export { ChoiceChips, type Choice } from './ChoiceChips';
