import { relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

/**
 * MCSFE_getMerchantAvailablePromotions: the merchant's promotions (APP_DOWNLOAD, REFERRAL) and the signed-in
 * member's own (`personal`, null for a guest). Scope session: the personal part belongs to the member, so it
 * goes at sign-in and sign-out. Quiet: the referral entry and the download bar's gift are the app's own offers,
 * nobody asked for them.
 */
export const availablePromotionsQuery = relayQuery(
  'MCSFE_getMerchantAvailablePromotions',
  {},
  { scope: 'session', staleMs: STALE.MINUTES.FIVE, quiet: true },
);
