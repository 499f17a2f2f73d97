import type { RedeemRequest } from '@app/contract/mall';
import { callRelay } from '../../api/call';
import { invalidateCalls, relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

/**
 * The point mall's calls (contract/src/relay.ts, mall.ts). Every failure is the page's to show (`alert: false`):
 * a refusal by its code's text, a lost answer by a retry with the same key.
 */
export const mallApi = {
  /** The member's points, the merchant's earning rates and the items with their stock. */
  mall: relayQuery(
    'MCSFE_getPointMall',
    {},
    { scope: 'session', staleMs: STALE.SECONDS.THIRTY, alert: false },
  ),
  /** The member's redemptions and point entries, newest first. */
  history: relayQuery(
    'MCSFE_getMallHistory',
    {},
    { scope: 'session', staleMs: STALE.SECONDS.THIRTY, alert: false },
  ),
  redeem: (request: RedeemRequest) => callRelay('MCSFE_redeemMallItem', request, { alert: false }),
  /**
   * A redemption was made or refused for a reason the page's data no longer shows (stock, points): the mall and the
   * history are asked again, and the balance the money pages show (a bonus credit moved it).
   */
  changed: () => {
    for (const name of ['MCSFE_getPointMall', 'MCSFE_getMallHistory', 'MCSFE_getDepositSettings'] as const) {
      invalidateCalls({ name });
    }
  },
};
