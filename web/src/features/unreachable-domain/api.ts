import { callQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

export const unreachableDomainApi = {
  /** GET /wps/system/domainRoute: the merchant's domains. Quiet: it is asked for when the API may be down. */
  domainRoute: callQuery('domainRoute', undefined, {
    scope: 'app',
    staleMs: STALE.MINUTES.FIVE,
    quiet: true,
  }),
};
