import { relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

/**
 * The promotion calls. Quiet: the referral entry, the download bar's gift and the home list are
 * the app's own offers, nobody asked for them; the activity page says itself what a failure means.
 */
export const promotionsApi = {
  /**
   * MCSFE_getMerchantAvailablePromotions: the merchant's promotions (APP_DOWNLOAD, REFERRAL) and the signed-in
   * member's own (`personal`, null for a guest). Scope session: the personal part belongs to the member, so it
   * goes at sign-in and sign-out.
   */
  available: relayQuery(
    'MCSFE_getMerchantAvailablePromotions',
    {},
    { scope: 'session', staleMs: STALE.MINUTES.FIVE, quiet: true },
  ),
  /** The merchant's running activities (home's "Promotions"), in the interface language. */
  activities: relayQuery(
    'MCSFE_getActivities',
    {},
    { scope: 'app', staleMs: STALE.MINUTES.FIVE, languageDependent: true, quiet: true },
  ),
  /** One activity (/m/activity?id=); an unknown id answers activity.unknown. */
  activity: (id: string) =>
    relayQuery(
      'MCSFE_getActivity',
      { id },
      { scope: 'app', staleMs: STALE.MINUTES.FIVE, languageDependent: true, quiet: true },
    ),
};
