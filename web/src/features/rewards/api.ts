import type { RewardClaimRequest } from '@app/contract/rewards';
import { callRelay } from '../../api/call';
import { invalidateCalls, relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

const CENTER = 'MCSFE_getRewardCenter';
const HISTORY = 'MCSFE_getRewardHistory';

/**
 * The reward centre's calls (contract/src/rewards.ts). Every failure is the page's to show (`alert: false`): a
 * closed centre as its own state, a refused claim beside its button.
 */
export const rewardsApi = {
  /** The check-in, the rebates, the deposit offers, the bonus locks and the balance. */
  center: relayQuery(CENTER, {}, { scope: 'session', staleMs: STALE.SECONDS.THIRTY, alert: false }),
  /** One page of the member's claims, newest first. */
  history: (page: number) =>
    relayQuery(HISTORY, { page }, { scope: 'session', staleMs: STALE.SECONDS.THIRTY, alert: false }),
  /** Claims a reward: the natural key (kind, period) makes a retry or a double tap one claim. */
  claim: (request: RewardClaimRequest) => callRelay('MCSFE_claimReward', request, { alert: false }),
  /**
   * A claim changed the member's money: the centre, the history and what the money pages hold of the balance
   * are asked again.
   */
  claimed: () => {
    for (const name of [
      CENTER,
      HISTORY,
      'MCSFE_getDepositSettings',
      'MCSFE_getWithdrawAccountInfo',
    ] as const) {
      invalidateCalls({ name });
    }
  },
};
