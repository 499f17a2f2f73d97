import type { RelayResponse } from '@app/contract/relay';
import type { MissionClaimRequest } from '@app/contract/missions';
import { requireSession, type CallContext } from '../http/call-handler';
import { claimMission, memberMissions, missionLeaderboard, type MissionMember } from '../services/missions';

/** The mission relays (services/missions.ts): the member's missions, a claim, the week's board. */

const missionMember = (ctx: CallContext<'relay'>): MissionMember => ({
  merchant: ctx.merchant.code,
  memberId: requireSession(ctx).member.id,
});

/** MCSFE_getMissions: the day's and the week's missions with the member's progress. */
export const getMissions = async (ctx: CallContext<'relay'>): Promise<RelayResponse<'MCSFE_getMissions'>> =>
  memberMissions(ctx.app.db, missionMember(ctx), ctx.app.now());

/** MCSFE_claimMission { missionId, periodKey }: the reward credited once; refused when not complete or claimed. */
export const claimMissionRelay = async (
  ctx: CallContext<'relay'>,
  { missionId, periodKey }: MissionClaimRequest,
): Promise<RelayResponse<'MCSFE_claimMission'>> =>
  claimMission(ctx.app.db, { ...missionMember(ctx), missionId, periodKey }, ctx.app.now());

/** MCSFE_getMissionLeaderboard: the week's top 50, masked, and the member's own rank. */
export const getMissionLeaderboard = async (
  ctx: CallContext<'relay'>,
): Promise<RelayResponse<'MCSFE_getMissionLeaderboard'>> =>
  missionLeaderboard(ctx.app.db, missionMember(ctx), ctx.app.now());
