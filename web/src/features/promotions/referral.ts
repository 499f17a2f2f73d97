import { memberTypeClass } from '@app/contract/member-type';
import type { RelayResponse } from '@app/contract/relay';
import type { AppPath } from '../../lib/route-table';

/** MCSFE_getMerchantAvailablePromotions' answer. */
export type AvailablePromotions = RelayResponse<'MCSFE_getMerchantAvailablePromotions'>;

/**
 * The three kinds of player of signed-in §1: guest, member, agent (type 1 or 2). A session whose member type is
 * -1 or unknown counts as signed out (§3 "-1 or unknown means not logged in"); a restricted member (type 4) is a
 * member here: the spec keeps it only from chat and the language sync.
 */
export type PlayerKind = 'guest' | 'member' | 'agent';

export const playerKind = (session: { type: number } | null): PlayerKind => {
  const c = memberTypeClass(session?.type);
  if (c.kind === 'signedOut') return 'guest';
  return c.kind === 'valid' && c.agent ? 'agent' : 'member';
};

/** The referral promotion as the rules read it. */
export interface ReferralFacts {
  /** The merchant runs it (global REFERRAL.enabled). */
  enabled: boolean;
  /** The merchant's count of it; 0 when it says none or nonsense. */
  count: number;
  /** The member's own (personal.REFERRAL); null for a guest, or when the server says nothing. */
  personal: boolean | null;
}

/** The answer's referral part. The answer is not checked at run time: a missing or odd field reads as off. */
export const referralFacts = (answer: AvailablePromotions): ReferralFacts => {
  const count = answer.REFERRAL?.count;
  const personal = answer.personal?.REFERRAL;
  return {
    enabled: answer.REFERRAL?.enabled === true,
    count: typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0,
    personal: typeof personal === 'boolean' ? personal : null,
  };
};

/**
 * Whether the referral entry shows (signed-in §4 "Referral gate"): the global promotion is enabled and the
 * player is a guest, an agent, or a member with the personal promotion enabled. It is also the go-to-activity
 * button's "referral flag" (§5): the button to invite friends shows where the entry to it does.
 */
export const referralEntryVisible = (player: PlayerKind, referral: ReferralFacts): boolean =>
  referral.enabled && (player === 'guest' || player === 'agent' || referral.personal === true);

/** Where the referral gate sends the player. */
export type ReferralGateOutcome =
  | { kind: 'navigate'; to: Extract<AppPath, '/agentRegister' | '/inviteFriends'> }
  | { kind: 'customerService' }
  | { kind: 'comingSoon' };

/**
 * The referral gate (signed-in §4, §6), for the referral entry, the home tile to /m/inviteFriends and the
 * go-to-activity INVITE_FRIENDS:
 * - a signed-in agent goes to /m/agentRegister;
 * - a member goes to /m/inviteFriends when referral is enabled both globally and personally, else customer
 *   service opens;
 * - a guest with referral disabled gets the coming-soon prompt; with it enabled, the referral page (public).
 * When the promotions could not be loaded (`referral` null) the link goes where it says, to the public referral
 * page, which has the last word (a tap that did nothing would be worse).
 */
export const referralGate = (player: PlayerKind, referral: ReferralFacts | null): ReferralGateOutcome => {
  if (player === 'agent') return { kind: 'navigate', to: '/agentRegister' };
  if (!referral) return { kind: 'navigate', to: '/inviteFriends' };
  if (player === 'member') {
    return referral.enabled && referral.personal === true
      ? { kind: 'navigate', to: '/inviteFriends' }
      : { kind: 'customerService' };
  }
  return referral.enabled ? { kind: 'navigate', to: '/inviteFriends' } : { kind: 'comingSoon' };
};
