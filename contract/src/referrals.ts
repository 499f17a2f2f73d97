import { z } from 'zod';
import {
  AGENT_CONTACT_MAX,
  AGENT_EXPECTED_PLAYERS_MAX,
  AGENT_NAME_MAX,
  AGENT_REJECT_REASON_MAX,
  AGENT_TRAFFIC_OTHER_MAX,
  AGENT_TRAFFIC_SOURCES,
  INVITE_CODE_PATTERN,
} from './constants/referrals';
import { sumSchema } from './wallet';

/**
 * Invite friends (/m/inviteFriends) and agent registration (/m/agentRegister), signed-in §2. The spec gives the
 * routes their purpose and access only (and §4 "Referral gate" who reaches which), so every call and field here
 * is the contract's (chosen). Amounts are integers of minor units.
 */

/** A browser's random id, kept by the page: a link's opens count once per browser. */
export const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a visitor id');
export const inviteCodeSchema = z.string().regex(INVITE_CODE_PATTERN, 'an invite code');

/**
 * Whether referral is open: the merchant's REFERRAL promotion (settings `promotions`) and the member's own
 * (members.referral_enabled, spec: availablePromotions REFERRAL). Both must be on for the invite page's link.
 */
export const referralSwitchesSchema = z.object({ merchant: z.boolean(), member: z.boolean() });

/** The inviter's figures (chosen: what each counts is in services/referrals.ts). */
export const referralFiguresSchema = z.object({
  /** Browsers that opened the member's referral link (once each). */
  invited: z.number().int().min(0),
  /** Members registered with the member's code. */
  registered: z.number().int().min(0),
  /** Of those, the ones with a credited deposit. */
  deposited: z.number().int().min(0),
  /** Referral rewards claimed, in minor units. */
  rewardsEarned: sumSchema,
  /** Invitees whose reward can be claimed now. */
  claimable: z.number().int().min(0),
});
export type ReferralFigures = z.infer<typeof referralFiguresSchema>;

/** MCSFE_getReferralSummary: the member's invite code, switches, reward per invitee and figures. */
export const referralSummarySchema = z.object({
  switches: referralSwitchesSchema,
  /** The member's invite code; the page builds the link from it (`/m/inviteFriends?referralCode=CODE`). */
  inviteCode: z.string(),
  /** The merchant's reward per invitee who deposited (minor units; 0: no reward). */
  rewardPerInvitee: sumSchema,
  figures: referralFiguresSchema,
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** An invitee's reward: none yet (no credited deposit), claimable, or claimed. */
export const INVITEE_REWARD_STATES = ['NONE', 'CLAIMABLE', 'CLAIMED'] as const;
export type InviteeRewardState = (typeof INVITEE_REWARD_STATES)[number];

/** One invitee as the inviter sees them: the name masked. */
export const inviteeSchema = z.object({
  /** The handle the reward claim names (the invitee's member id). */
  id: z.number().int().positive(),
  maskedName: z.string(),
  registeredAt: z.number(),
  deposited: z.boolean(),
  reward: z.enum(INVITEE_REWARD_STATES),
});
export type Invitee = z.infer<typeof inviteeSchema>;

export const inviteesRequestSchema = z.object({ page: z.number().int().min(1).max(10_000) });
export const inviteesPageSchema = z.object({
  /** Newest first. */
  items: z.array(inviteeSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type InviteesPage = z.infer<typeof inviteesPageSchema>;

/** MCSFE_claimReferralReward: once per invitee (the natural key), so a retry or a double tap claims once. */
export const referralClaimRequestSchema = z.object({ inviteeId: z.number().int().positive() });
export const referralClaimSchema = z.object({ amount: sumSchema, balance: sumSchema });
export type ReferralClaim = z.infer<typeof referralClaimSchema>;

/** MCSFE_recordReferralOpen (public): a browser opened a referral link. */
export const referralOpenRequestSchema = z.object({ code: z.string().max(64), visitorId: visitorIdSchema });

// ---------- agent registration ----------
export const AGENT_APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type AgentApplicationStatus = (typeof AGENT_APPLICATION_STATUSES)[number];

/** MCSFE_submitAgentApplication. The server checks it with the page's own rules (agentApplicationProblems). */
export const agentApplicationRequestSchema = z.object({
  name: z.string().max(AGENT_NAME_MAX),
  contact: z.string().max(AGENT_CONTACT_MAX),
  trafficSource: z.enum(AGENT_TRAFFIC_SOURCES),
  trafficOther: z.string().max(AGENT_TRAFFIC_OTHER_MAX).default(''),
  expectedPlayers: z.number().int().min(0).max(AGENT_EXPECTED_PLAYERS_MAX),
});
export type AgentApplicationRequest = z.input<typeof agentApplicationRequestSchema>;

export const agentApplicationSchema = z.object({
  id: z.number(),
  status: z.enum(AGENT_APPLICATION_STATUSES),
  name: z.string(),
  contact: z.string(),
  trafficSource: z.enum(AGENT_TRAFFIC_SOURCES),
  trafficOther: z.string(),
  expectedPlayers: z.number(),
  /** Staff's reason for a rejection; null otherwise. */
  reason: z.string().max(AGENT_REJECT_REASON_MAX).nullable(),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
});
export type AgentApplication = z.infer<typeof agentApplicationSchema>;

/** MCSFE_getAgentStatus: whether the member is an agent (type 1 or 2), and their latest application. */
export const agentStatusSchema = z.object({
  agent: z.boolean(),
  application: agentApplicationSchema.nullable(),
});
export type AgentStatus = z.infer<typeof agentStatusSchema>;
