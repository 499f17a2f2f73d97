import type { PayoutAccountAddRequest } from '@app/contract/wallet';
import { BALANCE_POLL_INTERVAL_MS } from '@app/contract/constants/install';
import { callApi, callRelay } from '../../api/call';
import { invalidateCalls, relayQuery } from '../../api/call-cache';

/**
 * The member's money account (relay MCSFE_getWithdrawAccountInfo): balance, limits, the withdrawal password's
 * state, the bound payout accounts and what the merchant pays out to. Built like the download prompts' balance
 * query (features/install/account-counts.ts), so both read one cache entry and one call. The pages show its
 * failure themselves.
 */
const accountInfo = relayQuery(
  'MCSFE_getWithdrawAccountInfo',
  {},
  { scope: 'session', staleMs: BALANCE_POLL_INTERVAL_MS, alert: false },
);

export const payoutAccountsApi = {
  accountInfo,
  /** Asks for the account info again (after an account is added or removed, a withdrawal submitted). */
  refreshAccountInfo: () => invalidateCalls({ name: accountInfo.name }),
  /** Binds an account (encrypted: the whole number goes once); the form says a refusal itself. */
  add: (request: PayoutAccountAddRequest) => callApi('payoutAccountAdd', request, { alert: false }),
  /** Removes one of the member's accounts; the list says a failure itself. */
  remove: (id: number) => callRelay('MCSFE_removePayoutAccount', { id }, { alert: false }),
};
