import { callQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

export const moneyApi = {
  /**
   * The merchant's currency, symbol and its position (signed-in §3 "Country info"), once per page load and
   * kept for the tab; the same query as the phone pickers' (one call). Without it amounts show the code.
   */
  country: callQuery('country', undefined, {
    scope: 'app',
    staleMs: STALE.INFINITY,
    cache: true,
    alert: false,
  }),
};
