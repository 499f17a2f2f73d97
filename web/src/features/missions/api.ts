import type { MissionClaimRequest } from '@app/contract/missions';
import { callRelay } from '../../api/call';
import { invalidateCalls, relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

const MISSIONS = 'MCSFE_getMissions';
const BOARD = 'MCSFE_getMissionLeaderboard';

/**
 * The missions page's calls (contract/src/missions.ts). Every failure is the page's to show (`alert: false`): a
 * list that did not load with its retry, a refused claim beside its button.
 */
export const missionsApi = {
  /** The day's and the week's missions with the member's progress. */
  missions: relayQuery(MISSIONS, {}, { scope: 'session', staleMs: STALE.SECONDS.THIRTY, alert: false }),
  /** The week's board and the member's own rank. */
  leaderboard: relayQuery(BOARD, {}, { scope: 'session', staleMs: STALE.SECONDS.THIRTY, alert: false }),
  /** Claims a mission: the natural key (member, mission, period) makes a retry or a double tap one claim. */
  claim: (request: MissionClaimRequest) => callRelay('MCSFE_claimMission', request, { alert: false }),
  /** The missions are out of date (a refused claim): asked again. */
  refresh: () => invalidateCalls({ name: MISSIONS }),
  /**
   * A claim changed the member's money and score: the missions, the board and what the money pages hold of the
   * balance are asked again.
   */
  claimed: () => {
    for (const name of [
      MISSIONS,
      BOARD,
      'MCSFE_getDepositSettings',
      'MCSFE_getWithdrawAccountInfo',
    ] as const) {
      invalidateCalls({ name });
    }
  },
};
