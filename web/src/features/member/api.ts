import { callApi } from '../../api/call';
import { callQuery, relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

export const memberApi = {
  /**
   * Member info, one answer per session for the session renewal and the screens. Callers show their own error:
   * the page inline, the session renewal nothing.
   */
  info: callQuery('memberInfo', undefined, { scope: 'session', staleMs: STALE.MINUTES.FIVE, alert: false }),
  /** Player rank progress (relay MCSFE_getPlayerRankProgress); member home shows its own error. */
  rankProgress: relayQuery(
    'MCSFE_getPlayerRankProgress',
    {},
    { scope: 'session', staleMs: STALE.MINUTES.ONE, alert: false },
  ),
  /** The server revokes the token; the caller logs out locally whatever it answers, so no notice. */
  logout: () => callApi('logout', {}, { quiet: true }),
};
