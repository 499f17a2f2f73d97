// Invite friends (signed-in §2 /m/inviteFriends): the member's referral panel, which the agent page shows too.
export { ReferralPanel } from './ReferralPanel';
