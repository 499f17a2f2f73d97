import { relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

export const bannersApi = {
  /**
   * Home's banners, the same for every player of the merchant: their titles are in the interface language.
   * Quiet: without them home shows its default slide, nobody asked for a notice.
   */
  list: relayQuery(
    'MCSFE_getBanners',
    {},
    { scope: 'app', staleMs: STALE.MINUTES.FIVE, languageDependent: true, quiet: true },
  ),
};
