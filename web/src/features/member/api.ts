import { callApi, callRelay } from '../../api/call';

export const memberApi = {
  /** Callers show their own error: the page inline, the session renewal nothing. */
  info: () => callApi('memberInfo', undefined, { alert: false }),
  /** Player rank progress (relay MCSFE_getPlayerRankProgress); member home shows its own error. */
  rankProgress: () => callRelay('MCSFE_getPlayerRankProgress', {}, { alert: false }),
  /** The server revokes the token; the caller logs out locally whatever it answers, so no notice. */
  logout: () => callApi('logout', {}, { quiet: true }),
};
