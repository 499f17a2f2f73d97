import { callQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

export const customerServiceApi = {
  /**
   * The customer-service entries and the domain list (GET /wps/system/support). Quiet: it is asked for when
   * the site may be unreachable or under maintenance, and whoever asks says what a failure means.
   */
  support: callQuery('support', undefined, { scope: 'app', staleMs: STALE.MINUTES.FIVE, quiet: true }),
};
