import { relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

export const vipApi = {
  /**
   * Every VIP level with what it takes and gives, and a member's standing (relay MCSFE_getVipLevels, public):
   * per session, as the standing is the member's; the page shows its own failure.
   */
  levels: relayQuery(
    'MCSFE_getVipLevels',
    {},
    { scope: 'session', staleMs: STALE.MINUTES.ONE, alert: false },
  ),
};
