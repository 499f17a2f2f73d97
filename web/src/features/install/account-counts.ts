import { BALANCE_POLL_INTERVAL_MS, PROMPT_CHECK_AFTER_DEPOSIT_MS } from '@app/contract/constants/install';
import type { RelayResponse } from '@app/contract/relay';
import { invalidateCalls, relayQuery, subscribeCall } from '../../api/call-cache';
import type { AccountCounts } from './download-prompt-rule';

/**
 * The balance call the prompt rules count from (entry §4 "Balance polling", §9): MCSFE_getWithdrawAccountInfo,
 * asked every 30 s while followed (the call cache pauses polls while the page is hidden). A failure shows nothing
 * of its own: the next poll asks again; an expired session still says so.
 */
export const accountBalanceQuery = relayQuery(
  'MCSFE_getWithdrawAccountInfo',
  {},
  { scope: 'session', staleMs: BALANCE_POLL_INTERVAL_MS, alert: false },
);

/** The counts of a balance answer. */
export const accountCounts = (b: RelayResponse<'MCSFE_getWithdrawAccountInfo'>): AccountCounts => ({
  deposits: b.totalDepositSuccessCount,
  withdrawals: b.totalWithdrawSuccessCount,
  cardsBound: b.fullBankCardList.length + b.fullVirtualWalletList.length + b.fullEWalletList.length,
});

/**
 * Follows the counts of the signed-in member, polled every 30 s: the listener gets each answer (null while
 * none has come). The caller follows only a valid member (types 0, 1, 2: entry §6). Answers the stop.
 */
export const followAccountCounts = (listener: (counts: AccountCounts | null) => void): (() => void) =>
  subscribeCall(
    accountBalanceQuery,
    (state) => listener(state.status === 'ready' ? accountCounts(state.data) : null),
    BALANCE_POLL_INTERVAL_MS,
  );

/**
 * A deposit the app saw (the deposit screens call it): the counts are asked for again 2.5 s later, when the
 * platform has counted it, and the rules look again with them (entry §9).
 */
export function notifyDeposit(): void {
  setTimeout(() => invalidateCalls({ name: accountBalanceQuery.name }), PROMPT_CHECK_AFTER_DEPOSIT_MS);
}
