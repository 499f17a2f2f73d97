import { callQuery, relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

/**
 * The download links of the download prompts (the download bar's promotions are the promotions feature's). Quiet:
 * nobody asked for them, and whoever shows them says what a failure means (a prompt without its app button).
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
};
