import { BASENAME } from '@app/contract/constants/navigation';
import { CONTRACT_ERROR } from '@app/contract/errors';
import type { ReferralSummary } from '@app/contract/referrals';

/**
 * The invite page's decisions (signed-in §2 /m/inviteFriends, public; §4 "Referral gate"). The rest is the
 * contract's choice (contract/src/referrals.ts).
 */

/**
 * What a guest sees: how referral works and a way to register keeping the link's code, or, when the merchant's
 * referral promotion is off, that it is coming soon (the gate's prompt for a guest, §4). Before the promotions are
 * known (or when they cannot be loaded) the guest sees how it works: the server keeps the code either way.
 */
export type GuestInviteView = 'how-it-works' | 'coming-soon';
export const guestInviteView = (referralEnabled: boolean | null): GuestInviteView =>
  referralEnabled === false ? 'coming-soon' : 'how-it-works';

/**
 * What a signed-in player sees: their link, code and figures when referral is on for the merchant and for them
 * (availablePromotions REFERRAL, global and personal); else why it is not, with customer service (the gate opens
 * customer service for such a member, §4: the page itself says why).
 */
export type MemberInviteView = 'open' | 'closed-merchant' | 'closed-member';
export const memberInviteView = (switches: ReferralSummary['switches']): MemberInviteView =>
  !switches.merchant ? 'closed-merchant' : !switches.member ? 'closed-member' : 'open';

/**
 * The member's referral link (chosen): this page, public, with the code as the `referralCode` tracking parameter.
 * The friend lands on how referral works (their open is counted) and registers from there: the app keeps the
 * code across navigation (signed-in §2) and the registration sends it.
 */
export const referralLink = (origin: string, code: string): string =>
  `${origin}${BASENAME}/inviteFriends?referralCode=${encodeURIComponent(code)}`;

/** How the Share button shares: the system's share sheet where the browser has one, else a copy of the link. */
export const shareMethod = (nav: { share?: unknown }): 'share' | 'copy' =>
  typeof nav.share === 'function' ? 'share' : 'copy';

/**
 * The code a guest's link carries, as the page counts its open: letters and digits only, upper-cased (the codes
 * are upper-case); anything else is no code.
 */
export const linkCode = (value: string | null): string | null => {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[0-9A-Z]{4,16}$/.test(code) ? code : null;
};

/** The text of a failed reward claim: its refusal's own words, else null (the request layer's text). */
export const claimFailureKey = (errorCode: string | null) =>
  errorCode === CONTRACT_ERROR.referralClosed
    ? ('invite_error_closed' as const)
    : errorCode === CONTRACT_ERROR.referralRewardUnavailable
      ? ('invite_error_reward' as const)
      : null;
