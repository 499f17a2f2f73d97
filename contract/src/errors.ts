/**
 * Error codes of both specs' error catalogues, plus the codes this contract names where the
 * spec says "not shown". The server answers them in the envelope; the web maps them to behaviour.
 */

// What every page acts on (the app's first load) is kept in a module of its own.
export * from './first-load-errors';
import { FIRST_LOAD_ERROR, SPEC_ERROR } from './first-load-errors';

/** Codes this contract adds where the spec leaves the wording "not shown". */
export const CONTRACT_ERROR = {
  ...FIRST_LOAD_ERROR,
  requestMalformed: 'request.malformed',
  requestInvalid: 'request.invalid',
  payloadTooLarge: 'request.too.large',
  unsupportedMediaType: 'request.media.type',
  notFound: 'request.not.found',
  merchantUnknown: 'merchant.unknown',
  merchantMissing: 'merchant.missing',
  encryptionInvalid: 'encryption.invalid',
  /** The encrypted post's Encryption header (its DES key) was already received under this RSA key: a replay. */
  encryptionReplayed: 'encryption.replayed',
  encryptionRequired: 'encryption.required',
  usernameTaken: 'register.username.taken',
  mobileTaken: 'register.mobile.taken',
  usernameInvalid: 'register.username.invalid',
  passwordInvalid: 'password.invalid',
  mobileInvalid: 'register.mobile.invalid',
  /** Mobile registration without the number's SMS code, or with a wrong, expired or used one. */
  registerSmsCodeInvalid: 'register.sms.code.invalid',
  passwordWrong: 'password.old.wrong',
  passwordSame: 'password.same',
  /** Login throttling per account and per IP. Not TOO_MANY_REQUEST*: the player must see why the login failed. */
  loginThrottled: 'login.throttled',
  /** Two-factor verification (login/verification) with a wrong email, payee name, authenticator or SMS code. */
  verificationFailed: 'login.verify.failed',
  /** The action's captcha is on (contract/src/captcha.ts) and the request carries no answer. */
  captchaRequired: 'captcha.required',
  /** The plain captcha's answer is wrong, or its image expired or was already used: a new one is needed. */
  captchaInvalid: 'captcha.invalid',
  /** Geetest refused the result (failed, reused or forged). */
  geetestInvalid: 'captcha.geetest.invalid',
  /**
   * Geetest cannot serve this: the vendor did not answer, the merchant's Geetest is not set up, or the SMS
   * send with v3 (spec: 'unknown_error: Geetest service not work').
   */
  geetestUnavailable: 'captcha.geetest.unavailable',
  /** Generic rate limit of background calls: silent on the client. */
  tooManyRequests: 'TOO_MANY_REQUEST',
  /** An SMS code to a dialling code outside the merchant's smsAllowedDialingCodes. */
  smsDialingCodeRefused: 'sms.dialing.code.refused',
  /** CSP_fcmSubscribe to a topic other than PUSH_TOPIC_ALL. */
  pushTopicUnknown: 'push.topic.unknown',
  /** CSP_fcmSubscribe for a token not bound to the signed-in member (CSP_fcmBind comes first). */
  pushTokenUnbound: 'push.token.unbound',
  /** MCSFE_getActivity with an id the merchant has no activity for. */
  activityUnknown: 'activity.unknown',
  /** launchGame or GCS_gameTrialLaunch for a game the merchant does not have (or in a mode it has not). */
  gameUnknown: 'game.unknown',
  /** GCS_gameTrialLaunch for a game without free play. */
  gameTrialUnavailable: 'game.trial.unavailable',
  /** CBS_launchChat or CBS_unreadCount for a member without chat (type 4): the app shows no_permissions. */
  chatNoPermission: 'no_permissions',
  /**
   * POST /wps/partner/handover with a banner hand-over code that is unknown, expired, already used, for another
   * origin, or whose session ended: all answered alike.
   */
  handoverInvalid: 'partner.handover.invalid',
  /**
   * POST /wps/payment/notify/:merchant (a payment provider's server) without the merchant's HMAC-SHA256 signature
   * of the body: nothing is recorded.
   */
  paymentNotifySignature: 'payment.notify.signature',
  // The money pages (contract/src/wallet.ts). Each has its text in the app's 23 languages (error.<code>).
  /** A deposit or withdrawal below the channel's or the withdrawal's minimum (value: amountLimitSchema). */
  walletAmountBelow: 'wallet.amount.below',
  /** Above the maximum (value: amountLimitSchema). */
  walletAmountAbove: 'wallet.amount.above',
  /** The member's withdrawals today reached the merchant's count. */
  walletDailyCount: 'wallet.daily.count',
  /** The withdrawal would pass the merchant's daily amount. */
  walletDailyAmount: 'wallet.daily.amount',
  /** The balance is less than the withdrawal. */
  walletInsufficient: 'wallet.balance.insufficient',
  /** A deposit channel that is closed, or that the merchant does not have. */
  walletChannelClosed: 'wallet.channel.closed',
  /** A bonus the member may not take with this deposit. */
  walletBonusUnavailable: 'wallet.bonus.unavailable',
  /** A wrong withdrawal password (value: withdrawPasswordWrongSchema, the tries left). */
  walletPasswordWrong: 'wallet.password.wrong',
  /** Withdrawals are locked after too many wrong passwords (value: withdrawLockedSchema). */
  walletPasswordLocked: 'wallet.password.locked',
  /** A withdrawal before the member set a withdrawal password. */
  walletPasswordUnset: 'wallet.password.unset',
  /** A withdrawal password to set that is not 6 digits, or a second one (only staff reset it). */
  walletPasswordInvalid: 'wallet.password.invalid',
  /** A payout account's holder name differs from the member's real name. */
  walletHolderMismatch: 'wallet.holder.mismatch',
  /** An account number, e-wallet number, address or Pix key that is not valid for its bank, kind or network. */
  walletAccountInvalid: 'wallet.account.invalid',
  /** The member already bound this account. */
  walletAccountDuplicate: 'wallet.account.duplicate',
  /** The member has the merchant's maximum of accounts of this kind. */
  walletAccountLimit: 'wallet.account.limit',
  /** A payout account or deposit id that is not the member's. */
  walletNotFound: 'wallet.not.found',
  /** One idempotency key sent again with another amount, channel or account. */
  walletIdempotencyReused: 'wallet.idempotency.reused',
  // Invite friends and agent registration (contract/src/referrals.ts). Each has its text in the app's languages.
  /** Referral is off for the merchant or the member (settings promotions REFERRAL, members.referral_enabled). */
  referralClosed: 'referral.closed',
  /** A reward claim for someone not the member's invitee, without a credited deposit, or already claimed. */
  referralRewardUnavailable: 'referral.reward.unavailable',
  /** An agent application that fails the page's rules (contract/src/agent-application-rules.ts). */
  agentApplicationInvalid: 'agent.application.invalid',
  /** An agent (type 1 or 2) applying again. */
  agentAlready: 'agent.already',
  /** Staff deciding an application that is no longer pending. */
  agentApplicationDecided: 'agent.application.decided',
  // The reward centre (contract/src/rewards.ts). Each has its text in the app's languages.
  /** The reward centre is off for the merchant (whitelabel REWCEN3). */
  rewardClosed: 'reward.closed',
  /** A reward claimed before: (member, kind, period) is claimed once. */
  rewardClaimed: 'reward.claimed',
  /** A reward that is not claimable: not today's check-in, a rebate out of its days or of nothing. */
  rewardUnavailable: 'reward.unavailable',
  /** A withdrawal above what bonus locks leave withdrawable (value: { locked, turnoverToPlay }). */
  walletBonusLocked: 'wallet.bonus.locked',
  adminUnauthorized: 'admin.unauthorized',
  internal: 'server.error',
} as const;

export type ErrorCode =
  (typeof SPEC_ERROR)[keyof typeof SPEC_ERROR] | (typeof CONTRACT_ERROR)[keyof typeof CONTRACT_ERROR];

/** Captcha messages the spec gives verbatim. */
export const CAPTCHA_MESSAGE = {
  tooFast: 'verify geetest too fast',
  smsNeedsV4: 'unknown_error: Geetest service not work',
} as const;

/** Firebase Auth codes the spec names (phone and social sign-in). */
export const FIREBASE_ERROR = {
  codeExpired: 'auth/code-expired',
  unknown: 'auth/unknown',
  cancelledPopupRequest: 'auth/cancelled-popup-request',
} as const;
