import { z } from 'zod';
import { amountSchema, sumSchema } from './wallet';

/**
 * VIP levels (signed-in §2 /m/member/benefits, §3 "Member info" clubLabel and rankLevel). The spec names the
 * member's label and rank, not what a level takes or gives: everything here is chosen. A merchant's levels are
 * its settings (`vip.levels`, server-only, read through MCSFE_getVipLevels), numbered 0 to N; level 0 is where
 * every member starts and asks for nothing. The member's level is the rankLevel of their club label (no label:
 * level 0); staff promote (admin API, CLI) a member who meets the goals of a level above.
 */

/** What reaching a level takes (chosen), each counted by the server from the member's own records. */
export const VIP_GOAL_KINDS = ['DAYS_REGISTERED', 'SIGN_INS', 'CONTACT', 'DEPOSIT_TOTAL'] as const;
export type VipGoalKind = (typeof VIP_GOAL_KINDS)[number];

export const vipGoalSchema = z.discriminatedUnion('kind', [
  /** Whole days since registration. */
  z.strictObject({ kind: z.literal('DAYS_REGISTERED'), days: z.number().int().min(1).max(36_500) }),
  /** Sign-ins (sessions ever created). */
  z.strictObject({ kind: z.literal('SIGN_INS'), count: z.number().int().min(1).max(1_000_000) }),
  /** A mobile number or an email on the account. */
  z.strictObject({ kind: z.literal('CONTACT') }),
  /** Successful deposits, summed in minor units. */
  z.strictObject({ kind: z.literal('DEPOSIT_TOTAL'), amount: amountSchema }),
]);
export type VipGoal = z.infer<typeof vipGoalSchema>;

/**
 * What a level gives (chosen). The level-up bonus is money: credited on the ledger once per member and level when
 * the member reaches it (services/vip.ts). The others are the merchant's staff's promises, shown as they are.
 */
export const VIP_BENEFIT_KINDS = [
  'LEVEL_UP_BONUS',
  'PRIORITY_WITHDRAWALS',
  'DEDICATED_SERVICE',
  'EXCLUSIVE_EVENTS',
] as const;
export type VipBenefitKind = (typeof VIP_BENEFIT_KINDS)[number];

export const vipBenefitSchema = z.discriminatedUnion('kind', [
  /** A bonus in minor units, credited once when the member first reaches the level. */
  z.strictObject({ kind: z.literal('LEVEL_UP_BONUS'), amount: amountSchema }),
  /** Their withdrawals are reviewed first. */
  z.strictObject({ kind: z.literal('PRIORITY_WITHDRAWALS') }),
  /** A customer-service agent of their own. */
  z.strictObject({ kind: z.literal('DEDICATED_SERVICE') }),
  /** Invitations to members-only events and tournaments. */
  z.strictObject({ kind: z.literal('EXCLUSIVE_EVENTS') }),
]);
export type VipBenefit = z.infer<typeof vipBenefitSchema>;

export const vipLevelSchema = z.strictObject({
  /** 0 to N, the club label's rankLevel. */
  level: z.number().int().min(0).max(20),
  /** The merchant's name of the level (a brand name: Silver, Gold), as the club label's labelName. */
  name: z.string().trim().min(1).max(32),
  /** Every goal is needed, each kind at most once. */
  goals: z.array(vipGoalSchema).max(VIP_GOAL_KINDS.length),
  benefits: z.array(vipBenefitSchema).max(VIP_BENEFIT_KINDS.length),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

const distinct = (kinds: readonly string[]) => new Set(kinds).size === kinds.length;

/** The merchant's levels: 0, 1, … in order, level 0 without goals, no kind twice in one level. */
export const vipSettingsSchema = z.strictObject({
  levels: z
    .array(vipLevelSchema)
    .min(1)
    .max(21)
    .refine((levels) => levels.every((l, i) => l.level === i), 'levels numbered 0, 1, 2, … in order')
    .refine((levels) => levels[0]?.goals.length === 0, 'level 0 asks for nothing')
    .refine(
      (levels) =>
        levels.every((l) => distinct(l.goals.map((g) => g.kind)) && distinct(l.benefits.map((b) => b.kind))),
      'each goal and benefit kind at most once per level',
    ),
});
export type VipSettings = z.infer<typeof vipSettingsSchema>;

/** One goal of the next level as the member stands: the count so far, the target, whether it is met. */
export const vipGoalProgressSchema = z.object({
  kind: z.enum(VIP_GOAL_KINDS),
  /** Days, sign-ins, 0 or 1 (a contact), minor units deposited. */
  current: sumSchema,
  target: sumSchema,
  met: z.boolean(),
});
export type VipGoalProgress = z.infer<typeof vipGoalProgressSchema>;

/** Chosen: MCSFE_getVipLevels' answer. Public: a guest sees the levels, a member their standing too. */
export const vipLevelsAnswerSchema = z.object({
  levels: z.array(vipLevelSchema),
  /** null for a guest. */
  standing: z
    .object({
      /** The member's level (their club label's rankLevel, at most the top level). */
      level: z.number().int().min(0),
      /** The club label's name, else the level's. */
      labelName: z.string(),
      /** The goals of the level above, in the level's order; empty at the top level. */
      next: z.array(vipGoalProgressSchema),
    })
    .nullable(),
});
export type VipLevelsAnswer = z.infer<typeof vipLevelsAnswerSchema>;
export type VipStanding = NonNullable<VipLevelsAnswer['standing']>;

/** The club label (§3) staff's promotion to a level gives: its name, id VIP<level>, rankLevel. */
export const vipLabelId = (level: number): string => `VIP${level}`;
