import { relayNameSchema } from '@app/contract/calls';
import { relayCalls, type RelayCallName, type RelayResponse } from '@app/contract/relay';
import type { z } from 'zod';
import { notFound, requireSession, type CallContext, type CallHandler } from '../http/call-handler';
import { validateInput } from '../http/validate';
import { bindPushToken, subscribePushToken, unsubscribePushToken } from '../services/push-tokens';
import { downloadLinksFor } from '../services/download-links';
import {
  findActivity,
  isFirstTimeLogin,
  listAnnouncementCategories,
  listBanners,
  popupItems,
  runningActivities,
  type AnnouncementViewer,
} from '../services/home-content';
import { availablePromotions } from '../services/promotions';
import { gameMatches, gameTrialLaunch, newGameVendor } from './games';
import { chatUnreadCount, customerServiceScript, launchChat } from './chat';
import { bannerHandover } from './banner-handover';
import { getDeposit, getDepositRecords, getDepositSettings } from './deposits';
import { getFeedback } from './feedback';
import { getMallHistory, getPointMall, redeemMallItem } from './mall';
import { claimRewardRelay, getRewardCenter, getRewardHistory } from './rewards';
import { claimMissionRelay, getMissionLeaderboard, getMissions } from './missions';
import { removePayoutAccountRelay, withdrawAccountInfoRelay, withdrawRecordsRelay } from './withdrawals';
import { listBoundIdentities, removeBoundIdentity } from '../services/identity-bindings';
import {
  claimReferralRewardRelay,
  getAgentStatus,
  getInvitees,
  getReferralSummary,
  recordReferralOpenRelay,
  submitAgentApplicationRelay,
} from './referrals';
import { getPlayerRankProgress, getVipLevels } from './vip';

type RelayInput<N extends RelayCallName> = z.output<(typeof relayCalls)[N]['request']>;
type RelayHandler<N extends RelayCallName> = (
  ctx: CallContext<'relay'>,
  input: RelayInput<N>,
) => Promise<RelayResponse<N>>;

/** Every relay call of the contract and its handler: a relay added there does not compile until it has one. */
const relayHandlers: { [N in RelayCallName]: RelayHandler<N> } = {
  // VIP levels (routes/vip.ts): the rank progress and the benefits page read the merchant's levels alike.
  MCSFE_getPlayerRankProgress: getPlayerRankProgress,
  MCSFE_getVipLevels: getVipLevels,
  // The push token follows the login (entry §4): bound and subscribed with a session, unbound without.
  CSP_fcmBind: async (ctx, { registrationToken }) => {
    const { member } = requireSession(ctx);
    const token = { merchant: ctx.merchant.code, token: registrationToken };
    await bindPushToken(ctx.app.db, { ...token, memberId: member.id, ip: ctx.ip }, ctx.app.now());
    return null;
  },
  CSP_fcmSubscribe: async (ctx, { registrationToken, topic }) => {
    const { member } = requireSession(ctx);
    const token = { merchant: ctx.merchant.code, token: registrationToken };
    await subscribePushToken(ctx.app.db, { ...token, memberId: member.id, topic }, ctx.app.now());
    return null;
  },
  // Public (contract: isPublicRelay): the session has usually ended when it is sent.
  CSP_fcmUnsubscribe: async (ctx, { registrationToken, unsubscribeAll }) => {
    const token = { merchant: ctx.merchant.code, token: registrationToken };
    await unsubscribePushToken(ctx.app.db, { ...token, unsubscribeAll }, ctx.app.now());
    return null;
  },
  // The withdrawal page's wallet, whose counts and payout accounts the download prompts' rules read (entry §4),
  // the member's withdrawals, and removing a payout account (routes/withdrawals.ts).
  MCSFE_getWithdrawAccountInfo: withdrawAccountInfoRelay,
  MCSFE_getWithdrawRecords: withdrawRecordsRelay,
  MCSFE_removePayoutAccount: removePayoutAccountRelay,
  // The deposit page (routes/deposits.ts): channels and bonuses, the member's deposits, one deposit.
  MCSFE_getDepositSettings: getDepositSettings,
  MCSFE_getDepositRecords: getDepositRecords,
  MCSFE_getDeposit: getDeposit,
  // The reward centre (routes/rewards.ts): refused reward.closed while REWCEN3 is off.
  MCSFE_getRewardCenter: getRewardCenter,
  MCSFE_claimReward: claimRewardRelay,
  MCSFE_getRewardHistory: getRewardHistory,
  // Feedback (routes/feedback.ts): the member's list with today's count.
  MCSFE_getFeedback: getFeedback,
  // Public: the download bar's gift icon and the referral entry show to guests too; a member gets their own part.
  MCSFE_getMerchantAvailablePromotions: async (ctx) =>
    availablePromotions(ctx.merchant.settings.promotions, ctx.session?.member ?? null),
  // Public: the banners and the running activities are the same for guests and members.
  MCSFE_getBanners: async (ctx) => listBanners(ctx.app.db, ctx.merchant.code),
  MCSFE_getActivities: async (ctx) => runningActivities(ctx.app.db, ctx.merchant.code, ctx.app.now()),
  // An activity outside its start and end answers like an unknown id (services/home-content.ts findActivity).
  MCSFE_getActivity: async (ctx, { id }) => findActivity(ctx.app.db, ctx.merchant.code, id, ctx.app.now()),
  // Filtered by login state (signed-in §4): a guest gets the B items, a member A, and F on a first-time login.
  MCSFE_getListAnnouncements: async (ctx, ask) =>
    popupItems(ctx.app.db, ctx.merchant.code, ask, await announcementViewer(ctx)),
  PROMOFE_getPromotionAnnouncementCategory: async (ctx) =>
    listAnnouncementCategories(ctx.app.db, ctx.merchant.code),
  // Public: the links of the domain the app runs on (an affiliate's own build), else the merchant's.
  WPSCORE_getDownloadSetting: async (ctx, { domain }) => ({
    downloadLinks: downloadLinksFor(ctx.merchant.settings, domain),
  }),
  // Games (routes/games.ts): the lanes and the matches are public (entry §6); the trial launch needs a session.
  GCSGAME_newGameVendor: newGameVendor,
  GCSGAME_getGameMatchV2: gameMatches,
  GCS_gameTrialLaunch: gameTrialLaunch,
  // Chat (routes/chat.ts): the member's chat link and unread count (not for type 4), the vendors' chat scripts.
  CBS_launchChat: launchChat,
  CBS_unreadCount: chatUnreadCount,
  WPSCORE_getCustomerServiceScript: customerServiceScript,
  // The member's bound social and phone identities (services/identity-bindings.ts): listed without the uid,
  // removed by the list's id; an id of no binding of the member removes nothing.
  WPSCORE_listBoundIdentities: async (ctx) => listBoundIdentities(ctx.app.db, requireSession(ctx).member.id),
  WPSCORE_removeBoundIdentity: async (ctx, { id }) => {
    await removeBoundIdentity(ctx.app.db, requireSession(ctx).member.id, id);
    return null;
  },
  // Banner links (routes/banner-handover.ts): a hand-over code for an https link to a trusted host, else null.
  WPSCORE_bannerHandover: bannerHandover,
  // Missions (routes/missions.ts): the member's missions, a claim, the week's board.
  MCSFE_getMissions: getMissions,
  MCSFE_claimMission: claimMissionRelay,
  MCSFE_getMissionLeaderboard: getMissionLeaderboard,
  // The point mall (routes/mall.ts): the mall, a redemption, the history.
  MCSFE_getPointMall: getPointMall,
  MCSFE_redeemMallItem: redeemMallItem,
  MCSFE_getMallHistory: getMallHistory,
  // Invite friends and agent registration (routes/referrals.ts): the link's open is public (a guest opens it).
  MCSFE_getReferralSummary: getReferralSummary,
  MCSFE_getInvitees: getInvitees,
  MCSFE_claimReferralReward: claimReferralRewardRelay,
  MCSFE_recordReferralOpen: recordReferralOpenRelay,
  MCSFE_getAgentStatus: getAgentStatus,
  MCSFE_submitAgentApplication: submitAgentApplicationRelay,
};

/** Who asks for the announcements: a guest without a live session, else the member and their first-time login. */
const announcementViewer = async (ctx: CallContext<'relay'>): Promise<AnnouncementViewer> =>
  ctx.session
    ? { signedIn: true, firstTimeLogin: await isFirstTimeLogin(ctx.app.db, ctx.session) }
    : { signedIn: false };

const runRelay = <N extends RelayCallName>(name: N, ctx: CallContext<'relay'>) => {
  const handler = relayHandlers[name] as RelayHandler<N>;
  // The body is the relay's own parameters, checked against that relay's schema.
  return handler(ctx, validateInput(relayCalls[name].request, ctx.input) as RelayInput<N>);
};

/** POST /wps/relay/:name: the name must be one of the contract's relay names. */
export const relay: CallHandler<'relay'> = async (ctx) => {
  const name = relayNameSchema.safeParse(ctx.params.name);
  if (!name.success) {
    throw notFound(`Unknown relay call "${ctx.params.name ?? ''}".`);
  }
  return runRelay(name.data, ctx);
};
