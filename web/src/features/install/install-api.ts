import { callQuery, relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

/**
 * The calls of the download prompts. Quiet: nobody asked for them, and whoever shows them says what a failure
 * means (a bar without its gift, a prompt without its app button).
 */
export const installApi = {
  /** This site's download links (a domain may have links of its own, an affiliate's app build), once per page. */
  domainLinks: relayQuery(
    'WPSCORE_getDownloadSetting',
    { domain: window.location.hostname },
    { scope: 'app', staleMs: STALE.INFINITY, quiet: true },
  ),
  /** The merchant's download links (GET /wps/system/downloadLinks), when the relay gives none. */
  merchantLinks: callQuery('downloadLinks', undefined, {
    scope: 'app',
    staleMs: STALE.INFINITY,
    quiet: true,
  }),
  /** The merchant's promotions: the download bar's gift icon reads APP_DOWNLOAD. */
  promotions: relayQuery(
    'MCSFE_getMerchantAvailablePromotions',
    {},
    { scope: 'app', staleMs: STALE.MINUTES.FIVE, quiet: true },
  ),
};
