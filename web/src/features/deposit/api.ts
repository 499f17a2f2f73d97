import type { DepositStatus, DepositSubmitRequest } from '@app/contract/wallet';
import { callApi } from '../../api/call';
import { invalidateCalls, relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

/** A pending deposit's state is asked again this often while the page shows it (not while the page is hidden). */
export const DEPOSIT_POLL_MS = 3_000;

/**
 * The deposit page's calls (contract/src/relay.ts, calls.ts). Every failure is the page's to show
 * (`alert: false`): a refusal by its wallet code's text, a lost answer by its retry with the same key.
 */
export const depositApi = {
  /** The balance, the open channels and the bonuses on offer. */
  settings: relayQuery(
    'MCSFE_getDepositSettings',
    {},
    { scope: 'session', staleMs: STALE.SECONDS.THIRTY, alert: false },
  ),
  /** One deposit of the member: fresh for one poll's span, so following it again sends no extra call. */
  deposit: (id: string) =>
    relayQuery('MCSFE_getDeposit', { id }, { scope: 'session', staleMs: DEPOSIT_POLL_MS, alert: false }),
  /** A page of the member's deposits, newest first, of one status or all. */
  records: (status: DepositStatus | null, page: number) =>
    relayQuery(
      'MCSFE_getDepositRecords',
      { status, page },
      { scope: 'session', staleMs: STALE.SECONDS.THIRTY, alert: false },
    ),
  submit: (request: DepositSubmitRequest) => callApi('depositSubmit', request, { alert: false }),
  /** A deposit was made or completed: the balance and the records are asked again. */
  changed: () => {
    invalidateCalls({ name: 'MCSFE_getDepositSettings' });
    invalidateCalls({ name: 'MCSFE_getDepositRecords' });
  },
};
