import { callApi, callRelay } from '../../api/call';
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
  /** The social and phone identities bound to the account (relay WPSCORE_listBoundIdentities); shown inline. */
  boundIdentities: relayQuery(
    'WPSCORE_listBoundIdentities',
    {},
    { scope: 'session', staleMs: STALE.MINUTES.ONE, alert: false },
  ),
  /** Removes one (relay WPSCORE_removeBoundIdentity); the card says a failure itself. */
  removeBoundIdentity: (id: string) => callRelay('WPSCORE_removeBoundIdentity', { id }, { alert: false }),
  /**
   * The server revokes the token. The caller has already ended the session here, so the token is given; it
   * logged out whatever the server answers, so no notice.
   */
  logout: (token: string) => callApi('logout', {}, { quiet: true, headers: { Authorization: token } }),
};
