import type { RedeemRequest } from '@app/contract/mall';
import type { RelayResponse } from '@app/contract/relay';
import { requireSession, type CallContext } from '../http/call-handler';
import { mallHistory, pointMall, redeem } from '../services/mall';

/** The point mall's relays (services/mall.ts): the mall, a redemption, the history; members only. */

/** MCSFE_getPointMall: the member's points, the merchant's earning rates and its active items. */
export const getPointMall = async (ctx: CallContext<'relay'>): Promise<RelayResponse<'MCSFE_getPointMall'>> =>
  pointMall(ctx.app.db, ctx.merchant.code, requireSession(ctx).member.id, ctx.merchant.settings.pointsMall);

/** MCSFE_redeemMallItem { itemId, idempotencyKey, address }: one item for its points, once per key. */
export const redeemMallItem = async (
  ctx: CallContext<'relay'>,
  request: RedeemRequest,
): Promise<RelayResponse<'MCSFE_redeemMallItem'>> =>
  redeem(
    ctx.app.db,
    { merchant: ctx.merchant.code, memberId: requireSession(ctx).member.id },
    request,
    ctx.app.now(),
  );

/** MCSFE_getMallHistory: the member's redemptions and point entries, newest first. */
export const getMallHistory = async (
  ctx: CallContext<'relay'>,
): Promise<RelayResponse<'MCSFE_getMallHistory'>> => mallHistory(ctx.app.db, requireSession(ctx).member.id);
