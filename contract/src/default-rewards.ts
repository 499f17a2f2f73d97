import type { RewardSettings } from './rewards';

/**
 * The demo merchant's rewards (PHP, in centavos): a check-in rising to ₱50.00 on day 7, a 0.5 % rebate of a
 * day's turnover claimable for 3 days, each to be played through once before it can be withdrawn. Plain data
 * (rewards.ts is imported for its types), as default-settings.ts.
 */
export const defaultRewardSettings = (): RewardSettings => ({
  checkInAmounts: [5_00, 5_00, 10_00, 10_00, 15_00, 20_00, 50_00],
  checkInTurnoverMultiplier: 1,
  rebateBasisPoints: 50,
  rebateDays: 3,
  rebateTurnoverMultiplier: 1,
});
