import { callRelay } from '../../api/call';
import { invalidateCalls, relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

/**
 * The invite page's calls (contract/src/referrals.ts, all chosen). Every failure is the page's to show
 * (`alert: false`); the link's open is quiet (a guest's count, nothing to tell them).
 */
export const inviteApi = {
  /** The member's invite code, switches, reward per invitee and figures. */
  summary: relayQuery(
    'MCSFE_getReferralSummary',
    {},
    { scope: 'session', staleMs: STALE.SECONDS.THIRTY, alert: false },
  ),
  /** A page of the member's invitees, newest first. */
  invitees: (page: number) =>
    relayQuery(
      'MCSFE_getInvitees',
      { page },
      { scope: 'session', staleMs: STALE.SECONDS.THIRTY, alert: false },
    ),
  /** The reward for one invitee who deposited: once per invitee, so a retry cannot claim twice. */
  claim: (inviteeId: number) => callRelay('MCSFE_claimReferralReward', { inviteeId }, { alert: false }),
  /** A guest's browser opened a referral link (the inviter's "invited" figure). */
  recordOpen: (code: string, visitorId: string) =>
    callRelay('MCSFE_recordReferralOpen', { code, visitorId }, { quiet: true }),
  /** A claim changed the figures, the list and the balance. */
  claimed: () => {
    invalidateCalls({ name: 'MCSFE_getReferralSummary' });
    invalidateCalls({ name: 'MCSFE_getInvitees' });
    invalidateCalls({ name: 'MCSFE_getDepositSettings' });
  },
};
