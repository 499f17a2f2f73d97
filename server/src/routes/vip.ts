import type { RelayResponse } from '@app/contract/relay';
import { requireSession, type CallContext } from '../http/call-handler';
import { rankProgress } from '../services/rank-progress';
import { loadVipFacts, vipLevels } from '../services/vip';

/** VIP levels (services/vip.ts): the relays the benefits page and member home read. */

/** MCSFE_getVipLevels (public, chosen): every level; a member's standing too, none for a guest. */
export const getVipLevels = async (ctx: CallContext<'relay'>): Promise<RelayResponse<'MCSFE_getVipLevels'>> =>
  vipLevels(ctx.app.db, ctx.merchant.settings.vip.levels, ctx.session?.member ?? null, ctx.app.now());

/** MCSFE_getPlayerRankProgress: the goals of the member's next level that they have met. */
export const getPlayerRankProgress = async (
  ctx: CallContext<'relay'>,
): Promise<RelayResponse<'MCSFE_getPlayerRankProgress'>> => {
  const { member } = requireSession(ctx);
  return rankProgress(
    ctx.merchant.settings.vip.levels,
    await loadVipFacts(ctx.app.db, member, ctx.app.now()),
  );
};
