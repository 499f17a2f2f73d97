import type { RelayResponse } from '@app/contract/relay';
import type { z } from 'zod';
import type { agentApplicationRequestSchema, referralOpenRequestSchema } from '@app/contract/referrals';
import { requireSession, type CallContext } from '../http/call-handler';
import { agentStatus, submitAgentApplication } from '../services/agents';
import { claimReferralReward, invitees, recordReferralOpen, referralSummary } from '../services/referrals';

/**
 * Invite friends and agent registration (services/referrals.ts, services/agents.ts): the relays their pages call
 * (contract/src/referrals.ts, all chosen).
 */

/** MCSFE_getReferralSummary: the member's invite code, switches, reward per invitee and figures. */
export const getReferralSummary = async (
  ctx: CallContext<'relay'>,
): Promise<RelayResponse<'MCSFE_getReferralSummary'>> =>
  referralSummary(ctx.app.db, ctx.merchant.settings, requireSession(ctx).member);

/** MCSFE_getInvitees { page }: the member's invitees, newest first, names masked. */
export const getInvitees = async (
  ctx: CallContext<'relay'>,
  { page }: { page: number },
): Promise<RelayResponse<'MCSFE_getInvitees'>> =>
  invitees(ctx.app.db, ctx.merchant.settings, requireSession(ctx).member, page);

/** MCSFE_claimReferralReward { inviteeId }: the reward for one invitee who deposited, once. */
export const claimReferralRewardRelay = async (
  ctx: CallContext<'relay'>,
  { inviteeId }: { inviteeId: number },
): Promise<RelayResponse<'MCSFE_claimReferralReward'>> =>
  claimReferralReward(
    ctx.app.db,
    ctx.merchant.settings,
    requireSession(ctx).member,
    inviteeId,
    ctx.app.now(),
  );

/** MCSFE_recordReferralOpen { code, visitorId } (public): a browser opened a referral link. */
export const recordReferralOpenRelay = async (
  ctx: CallContext<'relay'>,
  open: z.output<typeof referralOpenRequestSchema>,
): Promise<RelayResponse<'MCSFE_recordReferralOpen'>> => {
  await recordReferralOpen(ctx.app.db, ctx.merchant.code, open, ctx.app.now());
  return null;
};

/** MCSFE_getAgentStatus: whether the member is an agent, and their latest application. */
export const getAgentStatus = async (
  ctx: CallContext<'relay'>,
): Promise<RelayResponse<'MCSFE_getAgentStatus'>> => agentStatus(ctx.app.db, requireSession(ctx).member);

/** MCSFE_submitAgentApplication: a pending application (the pending one again while one is). */
export const submitAgentApplicationRelay = async (
  ctx: CallContext<'relay'>,
  input: z.output<typeof agentApplicationRequestSchema>,
): Promise<RelayResponse<'MCSFE_submitAgentApplication'>> =>
  submitAgentApplication(ctx.app.db, requireSession(ctx).member, input, ctx.app.now());
