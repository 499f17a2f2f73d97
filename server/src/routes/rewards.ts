import type { RelayResponse } from '@app/contract/relay';
import type { RewardClaimRequest } from '@app/contract/rewards';
import { requireSession, type CallContext } from '../http/call-handler';
import { claimReward, rewardCenter, rewardHistory, type RewardMember } from '../services/rewards';

/**
 * The reward centre's relays (services/rewards.ts). Each is refused reward.closed while the merchant's REWCEN3 is
 * off (signed-in §2: the switch gates the page and its entries; the server refuses the calls too).
 */

const rewardMember = (ctx: CallContext<'relay'>): RewardMember => ({
  merchant: ctx.merchant.code,
  memberId: requireSession(ctx).member.id,
  enabled: ctx.merchant.settings.public.whitelabel.REWCEN3 === true,
  settings: ctx.merchant.settings.rewards,
});

/** MCSFE_getRewardCenter: the check-in, the rebates, the deposit offers and the member's bonus locks. */
export const getRewardCenter = async (
  ctx: CallContext<'relay'>,
): Promise<RelayResponse<'MCSFE_getRewardCenter'>> =>
  rewardCenter(ctx.app.db, rewardMember(ctx), ctx.merchant.settings.wallet.bonuses, ctx.app.now());

/** MCSFE_claimReward { kind, period }: claims a reward once (a second claim: reward.claimed). */
export const claimRewardRelay = async (
  ctx: CallContext<'relay'>,
  ask: RewardClaimRequest,
): Promise<RelayResponse<'MCSFE_claimReward'>> =>
  claimReward(ctx.app.db, rewardMember(ctx), ask, ctx.app.now());

/** MCSFE_getRewardHistory { page }: the member's claims, newest first. */
export const getRewardHistory = async (
  ctx: CallContext<'relay'>,
  { page }: { page: number },
): Promise<RelayResponse<'MCSFE_getRewardHistory'>> => rewardHistory(ctx.app.db, rewardMember(ctx), page);
