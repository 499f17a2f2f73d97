import { z } from 'zod';
import { FIREBASE_CHANNELS } from './constants/social-sign-in';
import {
  agentApplicationRequestSchema,
  agentStatusSchema,
  inviteesPageSchema,
  inviteesRequestSchema,
  referralClaimRequestSchema,
  referralClaimSchema,
  referralOpenRequestSchema,
  referralSummarySchema,
} from './referrals';
import { feedbackListSchema } from './feedback';
import { mallHistorySchema, pointMallSchema, redeemRequestSchema, redemptionSchema } from './mall';
import {
  rewardCenterSchema,
  rewardClaimAnswerSchema,
  rewardClaimRequestSchema,
  rewardHistoryRequestSchema,
  rewardHistorySchema,
} from './rewards';
import {
  leaderboardSchema,
  missionClaimRequestSchema,
  missionClaimResponseSchema,
  missionsResponseSchema,
} from './missions';
import {
  DEPOSIT_STATUSES,
  depositRecordSchema,
  depositSettingsSchema,
  recordsPageSchema,
  recordsRequestSchema,
  WITHDRAWAL_STATUSES,
  withdrawAccountInfoSchema,
  withdrawalRecordSchema,
} from './wallet';
import { vipLevelsAnswerSchema } from './vip';

/**
 * Relay calls under POST /wps/relay/{name} (entry §7): the platform forwards them to its
 * services. Parameters and answers are the spec's where it names them; where it says "not shown", the
 * shape here is the contract's (marked `chosen`).
 */
const none = z.object({}).strict();
/** A push registration token (FCM's are about 160 characters of base64url and ':'): a secret of the browser. */
const registrationToken = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[\w:.-]+$/, 'letters, digits and _ : . -');

/**
 * A game of a lane (signed-in §3 "Game vendor data": cards with accountTypeName and displayName). The spec names
 * no more; the rest is the contract's (chosen): what the card shows and what its launch sends.
 */
export const gameCardSchema = z.object({
  /** The vendor account type: RNG and PVP map to TCG (signed-in §4); LOTT and SEA_LOTT are the lottery variants. */
  accountTypeName: z.string(),
  displayName: z.string(),
  /** chosen: the game code the launch sends (lottoGameCode for a lottery). */
  gameCode: z.string(),
  /** chosen: the trial launch's gameId and nodeId (GCS_gameTrialLaunch). */
  gameId: z.string(),
  nodeId: z.string(),
  /** chosen: the card image, a path on the merchant's site or an https URL (through the image CDNs). */
  imageUrl: z.string(),
  /** chosen: the vendor's name as the card shows it. */
  vendor: z.string(),
  /** chosen: a lottery's prize mode (sent upper-case as lottoPrizeMode); empty for other games. */
  prizeMode: z.string().default(''),
  /** chosen: whether a trial (free play) launch is offered. */
  trial: z.boolean().default(false),
  /** chosen: whether the vendor has matches to list (GCSGAME_getGameMatchV2). */
  hasMatches: z.boolean().default(false),
});
export type GameCard = z.infer<typeof gameCardSchema>;
export const gameCategorySchema = z.object({
  title: z.string(),
  cards: z.array(gameCardSchema),
  gameClassify: z.string(),
  gameCount: z.number(),
});
export type GameCategory = z.infer<typeof gameCategorySchema>;

export const popupItemSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  /** HTML: sanitised with DOMPurify before it is shown. */
  content: z.string(),
  /** The category's key (PROMOFE_getPromotionAnnouncementCategory). */
  promotionType: z.string(),
  execution: z.enum(['A', 'B', 'F']),
  /** Chosen (signed-in §4 names force-read, not its field): the popup closes only on the last slide. */
  forceRead: z.boolean().default(false),
  /**
   * Chosen: the image of an item of category app_download (the download image popup's banner, signed-in §4),
   * a path on the image CDN or an https URL.
   */
  imageUrl: z.string().optional(),
});

/** The targets of the go-to-activity button (signed-in §3, §4). */
export const GO_TO_ACTIVITY_REDIRECTS = [
  'APP_DOWNLOAD',
  'REGISTER',
  'DEPOSIT',
  'REWARD_CENTER',
  'MISSION',
  'INVITE_FRIENDS',
  'MEMBER',
  'POINT_MARKET',
  'REDIRECT_URL',
] as const;
export const goToActivitySchema = z.object({
  redirect: z.enum(GO_TO_ACTIVITY_REDIRECTS),
  /** REDIRECT_URL's target; only http(s) is followed. */
  externalLink: z.string().optional(),
});

/**
 * An image as the app shows it: a path on the merchant's image CDN (public.imageCDNs, else this host) or an
 * https URL, with its size, so that its box is reserved before it loads (no layout shift).
 */
const imageFields = {
  imageUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
};

/** A home banner (signed-in §3). The fields are the spec's; title, the image and openInNewWindow are chosen. */
export const bannerSchema = z.object({
  id: z.string(),
  /** The image's text alternative. */
  title: z.string(),
  ...imageFields,
  linkageType: z.enum(['P', 'URL', 'G']),
  /** P: the activity id. G: the game code. */
  linkage: z.string(),
  roomId: z.string().optional(),
  nodeId: z.string().optional(),
  /** G: the game's type; LOTT is a lottery, which needs login. */
  gameType: z.string().optional(),
  vendor: z.string().optional(),
  groupName: z.string().optional(),
  /** URL: where the banner leads. */
  url: z.string().optional(),
  /** URL: an external URL opens in a new window (true) or in this one. */
  openInNewWindow: z.boolean().default(false),
});
export type Banner = z.infer<typeof bannerSchema>;

/** An activity (promotion) as home lists it: chosen, as the spec names the page but not its data. */
export const activitySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** One line under the title. */
  summary: z.string(),
  ...imageFields,
  /** The period (ms); null: open-ended. */
  startTime: z.number().nullable(),
  endTime: z.number().nullable(),
});
/** The activity page /m/activity?id= (signed-in §2): its HTML rules (sanitised) and its call to action. */
export const activitySchema = activitySummarySchema.extend({
  rules: z.string(),
  action: goToActivitySchema.extend({ label: z.string().max(64).optional() }).nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

export const playerRankProgressSchema = z.object({
  currentProgress: z.object({ completedConditions: z.number(), totalExpectedConditions: z.number() }),
  playerRankProgress: z.object({ labelId: z.string() }),
});

const promotionAvailabilitySchema = z.object({ enabled: z.boolean(), count: z.number() });
/** signed-in §3 "promo availability by key": the signed-in member's own; null for a guest. Chosen field. */
const personalPromotionsSchema = z.object({ APP_DOWNLOAD: z.boolean(), REFERRAL: z.boolean() }).nullable();

/**
 * Chosen: a social or phone identity bound to the member (WPSCORE_listBoundIdentities): a handle to remove it
 * by, the provider's channel and when it was bound (ms). The Firebase uid is not answered.
 */
export const boundIdentitySchema = z.object({
  id: z.string(),
  provider: z.enum(FIREBASE_CHANNELS),
  boundAt: z.number(),
});
export type BoundIdentity = z.infer<typeof boundIdentitySchema>;

interface RelayDef<Req extends z.ZodType, Res extends z.ZodType> {
  request: Req;
  response: Res;
  chosen?: true;
  /** Answered without a session (the relay endpoint is otherwise authenticated). */
  public?: true;
}
const relay = <Req extends z.ZodType, Res extends z.ZodType>(d: RelayDef<Req, Res>) => d;

export const relayCalls = {
  CBS_launchChat: relay({
    request: z.object({
      b2c: z.boolean().optional(),
      title: z.string().max(128).optional(),
      backUrl: z.string().max(2048).optional(),
      language: z.string().max(8),
      headerColor: z.string().max(16).optional(),
    }),
    response: z.object({ chatUrl: z.string() }),
  }),
  CBS_unreadCount: relay({ request: none, response: z.object({ unReadCount: z.number() }) }),
  MCSFE_getMerchantAvailablePromotions: relay({
    request: none,
    response: z.object({
      APP_DOWNLOAD: promotionAvailabilitySchema,
      REFERRAL: promotionAvailabilitySchema,
      personal: personalPromotionsSchema.default(null),
    }),
    // A guest's home reads them too (the download bar's gift icon, the referral entry).
    public: true,
  }),
  MCSFE_getListAnnouncements: relay({
    request: z.object({
      types: z.array(z.string().max(16)).max(8),
      platform: z.literal('M'),
      category: z.string().max(32).optional(),
    }),
    response: z.array(popupItemSchema),
    // Guests see the B items; the app picks by execution (signed-in §4).
    public: true,
  }),
  MCSFE_getBanners: relay({ request: none, response: z.array(bannerSchema), chosen: true, public: true }),
  MCSFE_getActivities: relay({
    request: none,
    response: z.array(activitySummarySchema),
    chosen: true,
    public: true,
  }),
  // The activity page is public (signed-in §2); an unknown id answers activity.unknown.
  MCSFE_getActivity: relay({
    request: z.object({ id: z.string().min(1).max(64) }),
    response: activitySchema,
    chosen: true,
    public: true,
  }),
  MCSFE_getPlayerRankProgress: relay({ request: none, response: playerRankProgressSchema }),
  // VIP benefits (contract/src/vip.ts): every level with what it takes and gives; a member's standing too.
  MCSFE_getVipLevels: relay({ request: none, response: vipLevelsAnswerSchema, chosen: true, public: true }),
  // The money pages (contract/src/wallet.ts): the spec names these two relays, their fields are chosen beyond
  // the account-balance response's five (entry §3).
  MCSFE_getDepositSettings: relay({ request: none, response: depositSettingsSchema, chosen: true }),
  MCSFE_getWithdrawAccountInfo: relay({ request: none, response: withdrawAccountInfoSchema }),
  // Chosen: the member's deposits and withdrawals, newest first, a page at a time, optionally of one status.
  MCSFE_getDepositRecords: relay({
    request: recordsRequestSchema(DEPOSIT_STATUSES),
    response: recordsPageSchema(depositRecordSchema),
    chosen: true,
  }),
  MCSFE_getWithdrawRecords: relay({
    request: recordsRequestSchema(WITHDRAWAL_STATUSES),
    response: recordsPageSchema(withdrawalRecordSchema),
    chosen: true,
  }),
  // Chosen: one deposit of the member (the page asks again while it is pending); another's answers unknown.
  MCSFE_getDeposit: relay({
    request: z.object({ id: z.string().min(1).max(64) }),
    response: depositRecordSchema,
    chosen: true,
  }),
  // Chosen: removes one of the member's payout accounts (its id from the account info's lists).
  MCSFE_removePayoutAccount: relay({
    request: z.object({ id: z.number().int().positive() }),
    response: z.null(),
    chosen: true,
  }),
  WPSCORE_getCustomerServiceScript: relay({
    request: none,
    response: z.object({ scripts: z.array(z.object({ csType: z.string(), src: z.string() })) }),
    chosen: true,
  }),
  /**
   * chosen: what a signed-in player's tap on an external banner carries (signed-in §4 "Banner click": `token`
   * and `username`). The server answers a short-lived, single-use hand-over code as `token` (never the session
   * token), and only for an https URL of the merchant's own domains or its partner hosts (server-only
   * bannerTokenHosts); null otherwise, and the link opens without parameters. The partner exchanges the code
   * server-side (POST /wps/partner/handover).
   */
  WPSCORE_bannerHandover: relay({
    request: z.object({ url: z.string().max(2048) }),
    response: z.object({ token: z.string(), username: z.string() }).nullable(),
    chosen: true,
  }),
  WPSCORE_getDownloadSetting: relay({
    request: z.object({ domain: z.string().max(253) }),
    response: z.object({ downloadLinks: z.array(z.object({ resourceType: z.string(), url: z.string() })) }),
    chosen: true,
    // The download prompts show to guests too.
    public: true,
  }),
  PROMOFE_getPromotionAnnouncementCategory: relay({
    request: none,
    response: z.array(z.object({ key: z.string(), title: z.string() })),
    chosen: true,
    public: true,
  }),
  GCSGAME_getGameMatchV2: relay({
    request: z.object({ gameClassify: z.string().max(32).optional() }),
    response: z.array(z.object({ matchId: z.string(), title: z.string(), startTime: z.number() })),
    chosen: true,
    // Game lists are answered without a token (entry §6).
    public: true,
  }),
  GCSGAME_newGameVendor: relay({
    request: z.object({ platform: z.literal('html5') }),
    response: z.object({ categories: z.array(gameCategorySchema) }),
    // Game lists are answered without a token (entry §6): a guest's home shows the lanes.
    public: true,
  }),
  GCS_gameTrialLaunch: relay({
    request: z.object({
      gameId: z.string().max(64),
      nodeId: z.string().max(64),
      platform: z.literal('html5'),
      async: z.boolean().optional(),
    }),
    response: z.object({ gameUrl: z.string() }),
    // Free play needs no account (chosen: the spec asks a session of the lottery variants only, signed-in §4
    // "Game launch"): a guest may try a game that offers a trial; real money always needs a session.
    public: true,
  }),
  CSP_fcmBind: relay({ request: z.object({ registrationToken }), response: z.null() }),
  CSP_fcmSubscribe: relay({
    request: z.object({ registrationToken, topic: z.string().max(64) }),
    response: z.null(),
  }),
  // Chosen: the social and phone identities bound to the member (member page), newest first. Never the uid.
  WPSCORE_listBoundIdentities: relay({
    request: none,
    response: z.array(boundIdentitySchema),
    chosen: true,
  }),
  // Chosen: removes one of the member's bound identities (its id from the list); its sign-in then answers
  // bind_customer_required. An id of no binding of the member removes nothing (answered alike).
  WPSCORE_removeBoundIdentity: relay({
    request: z.object({ id: z.string().min(1).max(64) }),
    response: z.null(),
    chosen: true,
  }),
  // Entry §4: without a session the push token is unbound, so this one is sent after the session ended.
  CSP_fcmUnsubscribe: relay({
    request: z.object({ registrationToken, unsubscribeAll: z.boolean() }),
    response: z.null(),
    public: true,
  }),
  // Missions and the week's board (/m/leaderBoard, contract/src/missions.ts), all chosen: the member's missions
  // with their progress, a claim (once per mission and period), the board.
  MCSFE_getMissions: relay({ request: none, response: missionsResponseSchema, chosen: true }),
  MCSFE_claimMission: relay({
    request: missionClaimRequestSchema,
    response: missionClaimResponseSchema,
    chosen: true,
  }),
  MCSFE_getMissionLeaderboard: relay({ request: none, response: leaderboardSchema, chosen: true }),
  // The point mall (/m/mall/mallHome, contract/src/mall.ts), all chosen: the member's points, the rates and the
  // items; a redemption (once per idempotency key); the member's redemptions and point entries.
  MCSFE_getPointMall: relay({ request: none, response: pointMallSchema, chosen: true }),
  MCSFE_redeemMallItem: relay({ request: redeemRequestSchema, response: redemptionSchema, chosen: true }),
  MCSFE_getMallHistory: relay({ request: none, response: mallHistorySchema, chosen: true }),
  // Feedback (/m/feedback, contract/src/feedback.ts), chosen: today's count and the member's feedback with the
  // replies; the submission is a call of its own (feedbackSubmit: images need a larger body than a relay's).
  MCSFE_getFeedback: relay({ request: none, response: feedbackListSchema, chosen: true }),
  // Invite friends and agent registration (/m/inviteFriends, /m/agentRegister; contract/src/referrals.ts), all
  // chosen: the member's referral summary and invitees, a reward claim (once per invitee), a link's open (public:
  // the invitee is a guest), the member's agent status and application.
  MCSFE_getReferralSummary: relay({ request: none, response: referralSummarySchema, chosen: true }),
  MCSFE_getInvitees: relay({ request: inviteesRequestSchema, response: inviteesPageSchema, chosen: true }),
  MCSFE_claimReferralReward: relay({
    request: referralClaimRequestSchema,
    response: referralClaimSchema,
    chosen: true,
  }),
  MCSFE_recordReferralOpen: relay({
    request: referralOpenRequestSchema,
    response: z.null(),
    chosen: true,
    public: true,
  }),
  MCSFE_getAgentStatus: relay({ request: none, response: agentStatusSchema, chosen: true }),
  MCSFE_submitAgentApplication: relay({
    request: agentApplicationRequestSchema,
    response: agentStatusSchema,
    chosen: true,
  }),
  // The reward centre (/m/rewardCenter, contract/src/rewards.ts), all chosen: the centre, a claim (once per
  // member, kind and period: the natural key makes a retry safe), the member's claims a page at a time.
  MCSFE_getRewardCenter: relay({ request: none, response: rewardCenterSchema, chosen: true }),
  MCSFE_claimReward: relay({
    request: rewardClaimRequestSchema,
    response: rewardClaimAnswerSchema,
    chosen: true,
  }),
  MCSFE_getRewardHistory: relay({
    request: rewardHistoryRequestSchema,
    response: rewardHistorySchema,
    chosen: true,
  }),
} as const;

export type RelayCallName = keyof typeof relayCalls;
export type RelayRequest<N extends RelayCallName> = z.input<(typeof relayCalls)[N]['request']>;
export type RelayResponse<N extends RelayCallName> = z.infer<(typeof relayCalls)[N]['response']>;

/** Whether the relay of this name (any string: a path parameter) is answered without a session. */
export const isPublicRelay = (name: string): boolean =>
  Object.hasOwn(relayCalls, name) && relayCalls[name as RelayCallName].public === true;
