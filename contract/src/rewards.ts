import { z } from 'zod';
import { amountSchema, depositBonusSchema, recordsPageSchema, sumSchema } from './wallet';

/**
 * The reward centre (signed-in §2 /m/rewardCenter, behind whitelabel REWCEN3) and the turnover feed. The spec
 * names the page and its switch only; everything here is chosen:
 * - a daily check-in with a 7-day streak: one claim per member per day (the UTC day, as the withdrawals' daily
 *   limits count it); a missed day restarts at day 1, and after day 7 it restarts at day 1;
 * - rebates: a share (basis points) of a day's turnover, claimable from the next day for `rebateDays` days,
 *   once per (member, day);
 * - the deposit bonuses are credited with their deposit (wallet.ts depositBonusSchema): the centre shows the
 *   offers open to the member and the ones credited, never a second way to credit them;
 * - every bonus may carry a turnover requirement (bonus × the kind's multiplier): until the member has played it
 *   since the bonus, the bonus's amount cannot be withdrawn (withdrawAccountInfo's bonusLocked).
 */

/** The day of a period key: 'YYYY-MM-DD' (UTC). */
export const periodKeySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day: YYYY-MM-DD');

/** The merchant's reward settings (merchantSettingsSchema.rewards; server-only, answered through the centre). */
export const rewardSettingsSchema = z.object({
  /** The check-in's amount of day 1 to day 7 of the streak (minor units). */
  checkInAmounts: z.array(amountSchema).length(7),
  /** The turnover a check-in requires: its amount × this (0: none). */
  checkInTurnoverMultiplier: z.number().int().min(0).max(100),
  /** A day's rebate: its turnover × this / 10,000 (0: no rebates). */
  rebateBasisPoints: z.number().int().min(0).max(10_000),
  /** For how many days after it a day's rebate may be claimed (1: the next day only). */
  rebateDays: z.number().int().min(1).max(30),
  /** The turnover a rebate requires: its amount × this (0: none). */
  rebateTurnoverMultiplier: z.number().int().min(0).max(100),
});
export type RewardSettings = z.infer<typeof rewardSettingsSchema>;

export const REWARD_KINDS = ['CHECK_IN', 'REBATE'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** A check-in day's state in the 7 days of the streak: claimed, the one to claim today, or one to come. */
export const CHECK_IN_DAY_STATES = ['CLAIMED', 'TODAY', 'LATER'] as const;
export type CheckInDayState = (typeof CHECK_IN_DAY_STATES)[number];

export const checkInDaySchema = z.object({
  /** 1 to 7. */
  day: z.number().int().min(1).max(7),
  amount: amountSchema,
  state: z.enum(CHECK_IN_DAY_STATES),
});
export type CheckInDay = z.infer<typeof checkInDaySchema>;

/** A day's rebate: its turnover, the rebate, and whether it was claimed. */
export const rebateDaySchema = z.object({
  period: periodKeySchema,
  turnover: sumSchema,
  amount: amountSchema,
  claimed: z.boolean(),
});
export type RebateDay = z.infer<typeof rebateDaySchema>;

export const BONUS_SOURCES = ['CHECK_IN', 'REBATE', 'DEPOSIT_BONUS'] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];

/** A bonus's turnover requirement and how far the member's play has gone towards it. */
export const bonusLockSchema = z.object({
  id: z.number(),
  source: z.enum(BONUS_SOURCES),
  /** The deposit bonus's title (the merchant's words); null for a check-in or a rebate. */
  title: z.string().nullable(),
  /** What the lock holds back from withdrawals while unmet. */
  amount: amountSchema,
  required: amountSchema,
  /** Turnover counted towards it (≤ required). */
  played: sumSchema,
  met: z.boolean(),
  createdAt: z.number(),
});
export type BonusLock = z.infer<typeof bonusLockSchema>;

/** A deposit bonus on offer, with the turnover it will require (× the bonus). */
export const rewardDepositOfferSchema = depositBonusSchema;

/** MCSFE_getRewardCenter: everything the reward centre shows. */
export const rewardCenterSchema = z.object({
  /** The member's day (UTC) the answer was made on: the check-in's and the rebates' period keys. */
  today: periodKeySchema,
  checkIn: z.object({
    days: z.array(checkInDaySchema).length(7),
    /** Today's day of the streak (1 to 7) and whether it is claimed. */
    todayDay: z.number().int().min(1).max(7),
    claimedToday: z.boolean(),
    turnoverMultiplier: z.number().int().min(0),
  }),
  rebate: z.object({
    basisPoints: z.number().int().min(0),
    /** Today's turnover so far: its rebate is claimable tomorrow. */
    todayTurnover: sumSchema,
    /** The days of the last `rebateDays` with a rebate, newest first. */
    days: z.array(rebateDaySchema),
    turnoverMultiplier: z.number().int().min(0),
  }),
  /** The deposit bonuses the member may take with their next deposit. */
  depositOffers: z.array(rewardDepositOfferSchema),
  /** The member's bonus locks, newest first (the last 20). */
  locks: z.array(bonusLockSchema),
  balance: sumSchema,
  /** What unmet locks hold back from withdrawals now (≤ balance). */
  locked: sumSchema,
  /** The turnover still to play before every lock is met. */
  turnoverToPlay: sumSchema,
});
export type RewardCenter = z.infer<typeof rewardCenterSchema>;

/**
 * MCSFE_claimReward: the natural once-only key is (member, kind, period), so a retry or a double tap sends the
 * same request and the second answers reward.claimed.
 */
export const rewardClaimRequestSchema = z.object({ kind: z.enum(REWARD_KINDS), period: periodKeySchema });
export type RewardClaimRequest = z.infer<typeof rewardClaimRequestSchema>;

export const rewardClaimSchema = z.object({
  id: z.number(),
  kind: z.enum(REWARD_KINDS),
  period: periodKeySchema,
  /** The check-in's day of the streak; null for a rebate. */
  streakDay: z.number().int().min(1).max(7).nullable(),
  amount: amountSchema,
  createdAt: z.number(),
});
export type RewardClaim = z.infer<typeof rewardClaimSchema>;

export const rewardClaimAnswerSchema = z.object({ claim: rewardClaimSchema, balance: sumSchema });
export type RewardClaimAnswer = z.infer<typeof rewardClaimAnswerSchema>;

/** MCSFE_getRewardHistory: the member's claims, newest first, a page at a time (as the deposit records). */
export const rewardHistoryRequestSchema = z.object({ page: z.number().int().min(1).max(10_000) });
export const rewardHistorySchema = recordsPageSchema(rewardClaimSchema);
export type RewardHistory = z.infer<typeof rewardHistorySchema>;
