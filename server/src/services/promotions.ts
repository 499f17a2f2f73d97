import type { RelayResponse } from '@app/contract/relay';
import type { MerchantSettings } from '@app/contract/settings';
import type { MemberRow } from './members';

export type AvailablePromotions = RelayResponse<'MCSFE_getMerchantAvailablePromotions'>;

/**
 * MCSFE_getMerchantAvailablePromotions (signed-in §3, §4): the merchant's promotions (the global availability),
 * and for a signed-in member their own: REFERRAL is the member's referral flag (an admin turns it off), the app
 * download is everyone's. A guest has none of their own (null).
 */
export const availablePromotions = (
  promotions: MerchantSettings['promotions'],
  member: Pick<MemberRow, 'referral_enabled'> | null,
): AvailablePromotions => ({
  APP_DOWNLOAD: promotions.APP_DOWNLOAD,
  REFERRAL: promotions.REFERRAL,
  personal: member ? { APP_DOWNLOAD: true, REFERRAL: member.referral_enabled === 1 } : null,
});
