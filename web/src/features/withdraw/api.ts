import type { WithdrawalStatus, WithdrawSubmitRequest } from '@app/contract/wallet';
import { callApi } from '../../api/call';
import { invalidateCalls, relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

const RECORDS = 'MCSFE_getWithdrawRecords';

export const withdrawApi = {
  /**
   * One page of the member's withdrawals, newest first, of one status or all (null). Each page is a query of its
   * own, so the pages already shown stay while the next loads. The records list shows a failure itself.
   */
  records: (status: WithdrawalStatus | null, page: number) =>
    relayQuery(RECORDS, { status, page }, { scope: 'session', staleMs: STALE.SECONDS.THIRTY, alert: false }),
  /** Asks for the records again: a withdrawal was submitted. */
  refreshRecords: () => invalidateCalls({ name: RECORDS }),
  /** Submits a withdrawal (encrypted: it carries the withdrawal password); the form says a refusal itself. */
  submit: (request: WithdrawSubmitRequest) => callApi('withdrawSubmit', request, { alert: false }),
  /** Sets the withdrawal password once (encrypted); the form says a refusal itself. */
  setPassword: (loginPassword: string, withdrawPassword: string) =>
    callApi('withdrawPasswordSet', { loginPassword, withdrawPassword }, { alert: false }),
};
