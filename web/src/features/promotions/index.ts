/** Promotions (signed-in §2, §4): the referral entry and gate, the activities on home, the activity page. */
export { ReferralEntry } from './ReferralEntry';
export { ReferralGateLink } from './ReferralGateLink';
export { ActivityList } from './ActivityList';
