import type { CallName } from '@app/contract/calls';
import { CONTRACT_ERROR, SPEC_ERROR, TOO_MANY_REQUEST_PREFIX } from '@app/contract/errors';
import { FEEDBACK_ERROR } from '@app/contract/constants/feedback';
import { MALL_ERROR } from '@app/contract/mall-rules';
import { MISSION_ERROR } from '@app/contract/constants/missions';
import type { FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/api-error';
import { requestLanguage } from '../http/request-state';
import type { CallHandler, RouteTable } from '../http/call-handler';
import { message, type MessageKey } from '../http/messages';
import { Refused, type Refusal, type RefusalOf, type RefusalReason } from '../services/refused';
import { PUSH_TOPICS } from '../services/push-tokens';
import { LOGIN_THROTTLE } from '../services/throttle';

/** errorCode of the SMS rate limits, per number and per IP (silent on the client: starts with TOO_MANY_REQUEST). */
export const SMS_TOO_MANY = `${TOO_MANY_REQUEST_PREFIX}_SMS`;

type Answer<R extends RefusalReason> = (refusal: RefusalOf<R>, language: string) => ApiError;

/** An answer that is the same for every refusal of its reason. */
const fixed =
  (status: number, errorCode: string, key: MessageKey, value: unknown = null) =>
  (_refusal: Refusal, language: string): ApiError =>
    new ApiError(status, errorCode, message(language, key), value);

/** A rule's failure: HTTP 200 with the web's message key for the rule (username_rule, ...). */
const ruleFailed = (errorCode: string, key: MessageKey, messageKey: string) =>
  fixed(200, errorCode, key, { messageKey });

/**
 * The one answer of every reason a service refuses for: HTTP status, errorCode, message in the request's
 * language and value. The type makes it total: a new reason does not compile until it has its answer here.
 */
export const REFUSAL_ANSWERS: { [R in RefusalReason]: Answer<R> } = {
  // Login and two-factor verification (services/login.ts).
  throttled: (_, language) =>
    new ApiError(
      429,
      CONTRACT_ERROR.loginThrottled,
      message(language, 'loginThrottled', { minutes: LOGIN_THROTTLE.windowMs / 60_000 }),
    ),
  // An unknown account is answered exactly like a wrong password: the answer does not tell which names exist.
  'unknown-user': fixed(200, SPEC_ERROR.loginCredErr, 'loginCredErr'),
  'wrong-password': fixed(200, SPEC_ERROR.loginCredErr, 'loginCredErr'),
  'wrong-sms-code': fixed(200, SPEC_ERROR.loginCredErr, 'smsCodeWrong'),
  'verify-required': ({ methods }, language) =>
    new ApiError(200, SPEC_ERROR.loginVerifyRequired, message(language, 'loginVerifyRequired'), methods),
  'method-unavailable': fixed(200, CONTRACT_ERROR.verificationFailed, 'verificationMethodUnavailable'),
  'verification-failed': fixed(200, CONTRACT_ERROR.verificationFailed, 'verificationFailed'),
  'sign-in-expired': fixed(200, CONTRACT_ERROR.verificationFailed, 'signInExpired'),
  // Password change (services/password-change.ts).
  'wrong-old-password': fixed(200, CONTRACT_ERROR.passwordWrong, 'passwordWrong'),
  'same-password': fixed(200, CONTRACT_ERROR.passwordSame, 'passwordSame'),
  // Registration (services/registration.ts) and social sign-in (services/firebase-sign-in.ts).
  'register-closed': ({ method }, language) =>
    new ApiError(400, CONTRACT_ERROR.requestInvalid, message(language, 'registerClosed', { method })),
  'field-required': ({ field }) => new ApiError(400, CONTRACT_ERROR.requestInvalid, `${field}: Required`),
  'username-invalid': ruleFailed(CONTRACT_ERROR.usernameInvalid, 'usernameInvalid', 'username_rule'),
  'password-invalid': ruleFailed(CONTRACT_ERROR.passwordInvalid, 'passwordInvalid', 'password_rule'),
  'mobile-invalid': ruleFailed(CONTRACT_ERROR.mobileInvalid, 'mobileInvalid', 'mobile_rule'),
  'username-taken': fixed(200, CONTRACT_ERROR.usernameTaken, 'usernameTaken'),
  'mobile-taken': fixed(200, CONTRACT_ERROR.mobileTaken, 'mobileTaken'),
  'register-sms-code-wrong': fixed(200, CONTRACT_ERROR.registerSmsCodeInvalid, 'smsCodeWrong'),
  'firebase-unavailable': fixed(200, CONTRACT_ERROR.firebaseUnavailable, 'firebaseUnavailable'),
  'firebase-token-invalid': fixed(200, CONTRACT_ERROR.firebaseTokenInvalid, 'firebaseTokenInvalid'),
  'bind-required': fixed(200, SPEC_ERROR.bindCustomerRequired, 'bindCustomerRequired'),
  'identity-bound': fixed(200, CONTRACT_ERROR.firebaseIdentityBound, 'firebaseIdentityBound'),
  // SMS send (services/sms.ts).
  'sms-too-many': ({ limit, retryAfterMs }, language) => {
    const seconds = Math.ceil(retryAfterMs / 1000);
    const text =
      limit === 'day'
        ? message(language, 'smsTooManyToday', { hours: Math.ceil(seconds / 3600) })
        : message(language, limit === 'ip' ? 'smsTooManyFromIp' : 'smsTooMany', { seconds });
    return new ApiError(429, SMS_TOO_MANY, text, { retryAfterSeconds: seconds });
  },
  'dialing-code-refused': ({ dialingCode }, language) =>
    new ApiError(
      200,
      CONTRACT_ERROR.smsDialingCodeRefused,
      message(language, 'smsDialingCodeRefused', { code: dialingCode }),
    ),
  // Tracking events and error reports (services/events.ts): silent on the client (TOO_MANY_REQUEST).
  'events-too-many': ({ retryAfterMs }, language) => {
    const seconds = Math.ceil(retryAfterMs / 1000);
    const text = message(language, 'eventsTooMany', { seconds });
    return new ApiError(429, CONTRACT_ERROR.tooManyRequests, text, { retryAfterSeconds: seconds });
  },
  // Captcha (services/captcha.ts).
  'captcha-required': fixed(200, CONTRACT_ERROR.captchaRequired, 'captchaRequired'),
  'captcha-invalid': fixed(200, CONTRACT_ERROR.captchaInvalid, 'captchaInvalid'),
  'geetest-invalid': fixed(200, CONTRACT_ERROR.geetestInvalid, 'geetestInvalid'),
  'geetest-unavailable': fixed(503, CONTRACT_ERROR.geetestUnavailable, 'geetestUnavailable'),
  'geetest-sms-needs-v4': fixed(503, CONTRACT_ERROR.geetestUnavailable, 'geetestSmsNeedsV4'),
  // Member language (services/members.ts).
  'language-unsupported': ({ language: chosen }, language) =>
    new ApiError(
      400,
      CONTRACT_ERROR.requestInvalid,
      message(language, 'languageUnsupported', { language: chosen }),
    ),
  // Push tokens (services/push-tokens.ts); the topic sent is not echoed. Too many: silent (TOO_MANY_REQUEST).
  'push-topic-unknown': (_, language) =>
    new ApiError(
      400,
      CONTRACT_ERROR.pushTopicUnknown,
      message(language, 'pushTopicUnknown', { topics: PUSH_TOPICS.join(', ') }),
    ),
  'push-token-unbound': fixed(409, CONTRACT_ERROR.pushTokenUnbound, 'pushTokenUnbound'),
  'push-too-many': ({ retryAfterMs }, language) => {
    const seconds = Math.ceil(retryAfterMs / 1000);
    const text = message(language, 'pushTooMany', { seconds });
    return new ApiError(429, CONTRACT_ERROR.tooManyRequests, text, { retryAfterSeconds: seconds });
  },
  // Home content (services/home-content.ts): the activity page says the activity is unknown.
  'activity-unknown': fixed(404, CONTRACT_ERROR.activityUnknown, 'activityUnknown'),
  // Game launch (services/games.ts): the app shows the message (signed-in §8 "other errors show the server message").
  'game-unknown': fixed(404, CONTRACT_ERROR.gameUnknown, 'gameUnknown'),
  'game-trial-unavailable': fixed(400, CONTRACT_ERROR.gameTrialUnavailable, 'gameTrialUnavailable'),
  'game-trials-busy': fixed(429, CONTRACT_ERROR.tooManyRequests, 'gameTrialsBusy'),
  // Chat (services/chat.ts): a restricted member (type 4) has none; the app shows no_permissions (signed-in §8).
  'chat-no-permission': fixed(403, CONTRACT_ERROR.chatNoPermission, 'chatNoPermission'),
  // A partner's exchange of a banner hand-over code (services/banner-handover.ts): every invalid code alike.
  'handover-invalid': fixed(400, CONTRACT_ERROR.handoverInvalid, 'handoverInvalid'),
  // A game launch or a chat link for a merchant without a configured domain (services/site-origin.ts).
  'site-unknown': fixed(404, CONTRACT_ERROR.notFound, 'siteUnknown'),
  // Deposits (services/deposits.ts; the amount limits, an unknown record and a reused key: withdrawals too): HTTP
  // 200 with the contract's code and value; the app shows its own text of the code.
  'amount-below': ({ limit }, language) =>
    new ApiError(200, CONTRACT_ERROR.walletAmountBelow, message(language, 'walletAmountBelow'), { limit }),
  'amount-above': ({ limit }, language) =>
    new ApiError(200, CONTRACT_ERROR.walletAmountAbove, message(language, 'walletAmountAbove'), { limit }),
  'channel-closed': fixed(200, CONTRACT_ERROR.walletChannelClosed, 'walletChannelClosed'),
  'bonus-unavailable': fixed(200, CONTRACT_ERROR.walletBonusUnavailable, 'walletBonusUnavailable'),
  'idempotency-reused': fixed(200, CONTRACT_ERROR.walletIdempotencyReused, 'walletIdempotencyReused'),
  'wallet-not-found': fixed(200, CONTRACT_ERROR.walletNotFound, 'walletNotFound'),
  // A payment provider's notification (services/payment-notifications.ts): read by the provider's server.
  'notification-signature': fixed(401, CONTRACT_ERROR.paymentNotifySignature, 'paymentNotifySignature'),
  'notification-invalid': fixed(400, CONTRACT_ERROR.requestInvalid, 'paymentNotifyInvalid'),
  // Withdrawals, the withdrawal password and payout accounts (services/withdrawals.ts, withdraw-password.ts,
  // payout-accounts.ts): HTTP 200 with the contract's code and value; the app shows its own text of the code.
  'daily-count': fixed(200, CONTRACT_ERROR.walletDailyCount, 'walletDailyCount'),
  'daily-amount': fixed(200, CONTRACT_ERROR.walletDailyAmount, 'walletDailyAmount'),
  'balance-insufficient': fixed(200, CONTRACT_ERROR.walletInsufficient, 'walletInsufficient'),
  'withdraw-password-wrong': ({ triesLeft }, language) => {
    const text = message(language, 'walletPasswordWrong', { triesLeft });
    return new ApiError(200, CONTRACT_ERROR.walletPasswordWrong, text, { triesLeft });
  },
  'withdraw-password-locked': ({ lockedUntil }, language) => {
    const text = message(language, 'walletPasswordLocked', { until: new Date(lockedUntil).toISOString() });
    return new ApiError(200, CONTRACT_ERROR.walletPasswordLocked, text, { lockedUntil });
  },
  'withdraw-password-unset': fixed(200, CONTRACT_ERROR.walletPasswordUnset, 'walletPasswordUnset'),
  'withdraw-password-invalid': fixed(200, CONTRACT_ERROR.walletPasswordInvalid, 'walletPasswordInvalid'),
  'holder-mismatch': fixed(200, CONTRACT_ERROR.walletHolderMismatch, 'walletHolderMismatch'),
  'account-invalid': fixed(200, CONTRACT_ERROR.walletAccountInvalid, 'walletAccountInvalid'),
  'account-duplicate': fixed(200, CONTRACT_ERROR.walletAccountDuplicate, 'walletAccountDuplicate'),
  'account-limit': fixed(200, CONTRACT_ERROR.walletAccountLimit, 'walletAccountLimit'),
  // Missions (services/missions.ts): HTTP 200 with the contract's code; the app shows its own text of the code.
  'mission-incomplete': fixed(200, MISSION_ERROR.incomplete, 'missionIncomplete'),
  'mission-claimed': fixed(200, MISSION_ERROR.claimed, 'missionClaimed'),
  'mission-unavailable': fixed(200, MISSION_ERROR.unavailable, 'missionUnavailable'),
  // The reward centre (services/rewards.ts) and bonus locks on withdrawals: HTTP 200 with the contract's code; the
  // app shows its own text of the code.
  'rewards-closed': fixed(200, CONTRACT_ERROR.rewardClosed, 'rewardClosed'),
  'reward-claimed': fixed(200, CONTRACT_ERROR.rewardClaimed, 'rewardClaimed'),
  'reward-unavailable': fixed(200, CONTRACT_ERROR.rewardUnavailable, 'rewardUnavailable'),
  'bonus-locked': ({ locked, turnoverToPlay }, language) =>
    new ApiError(200, CONTRACT_ERROR.walletBonusLocked, message(language, 'walletBonusLocked'), {
      locked,
      turnoverToPlay,
    }),
  // The point mall (services/mall.ts): HTTP 200 with the contract's code and value; the app shows its own text of
  // each code, points and stock as they were.
  'mall-sold-out': fixed(200, MALL_ERROR.soldOut, 'mallSoldOut'),
  'mall-points-short': ({ points, cost }, language) =>
    new ApiError(200, MALL_ERROR.pointsShort, message(language, 'mallPointsShort', { points, cost }), {
      points,
      cost,
    }),
  'mall-item-unavailable': fixed(200, MALL_ERROR.itemUnavailable, 'mallItemUnavailable'),
  'mall-address-invalid': ({ fields }, language) =>
    new ApiError(200, MALL_ERROR.addressInvalid, message(language, 'mallAddressInvalid'), { fields }),
  'mall-idempotency-reused': fixed(200, MALL_ERROR.idempotencyReused, 'mallIdempotencyReused'),
  // Staff only (the admin API).
  'mall-not-found': ({ id }, language) =>
    new ApiError(404, CONTRACT_ERROR.notFound, message(language, 'mallNotFound', { id })),
  'mall-redemption-settled': ({ status }, language) =>
    new ApiError(409, CONTRACT_ERROR.requestInvalid, message(language, 'mallRedemptionSettled', { status })),
  'mall-adjustment-overdraws': ({ points }, language) =>
    new ApiError(
      409,
      CONTRACT_ERROR.requestInvalid,
      message(language, 'mallAdjustmentOverdraws', { points }),
    ),
  // Staff only (the admin API): a second approval or rejection changes nothing.
  // Feedback (services/feedback.ts): HTTP 200 with the code and its value, the app shows its own text of the
  // code; staff's refusals (the admin API) by their status.
  'feedback-daily-limit': ({ limit }, language) =>
    new ApiError(200, FEEDBACK_ERROR.dailyLimit, message(language, 'feedbackDailyLimit', { limit }), {
      limit,
    }),
  'feedback-image-invalid': ({ index }, language) =>
    new ApiError(200, FEEDBACK_ERROR.imageInvalid, message(language, 'feedbackImageInvalid'), { index }),
  'feedback-image-too-large': ({ index }, language) =>
    new ApiError(200, FEEDBACK_ERROR.imageTooLarge, message(language, 'feedbackImageTooLarge'), { index }),
  'feedback-unknown': fixed(404, FEEDBACK_ERROR.unknown, 'feedbackUnknown'),
  'feedback-closed': fixed(409, FEEDBACK_ERROR.closed, 'feedbackClosed'),
  'withdrawal-settled': ({ status }, language) =>
    new ApiError(409, CONTRACT_ERROR.requestInvalid, message(language, 'withdrawalSettled', { status })),
  // Invite friends and agent registration (services/referrals.ts, agents.ts): HTTP 200 with the contract's code;
  // the app shows its own text of each.
  'referral-closed': fixed(200, CONTRACT_ERROR.referralClosed, 'referralClosed'),
  'referral-reward-unavailable': fixed(
    200,
    CONTRACT_ERROR.referralRewardUnavailable,
    'referralRewardUnavailable',
  ),
  'agent-application-invalid': fixed(200, CONTRACT_ERROR.agentApplicationInvalid, 'agentApplicationInvalid'),
  'agent-already': fixed(200, CONTRACT_ERROR.agentAlready, 'agentAlready'),
  // Staff only (the admin API): a second decision changes nothing.
  'agent-application-decided': fixed(409, CONTRACT_ERROR.agentApplicationDecided, 'agentApplicationDecided'),
};

/** The answer to a service's refusal; any other error is rethrown as is. */
export function refusalToApiError(err: unknown, language: string): unknown {
  if (!(err instanceof Refused)) return err;
  // Each reason's answer takes that reason's refusal; the table's type pairs them.
  const answer = REFUSAL_ANSWERS[err.refusal.reason] as Answer<RefusalReason>;
  return answer(err.refusal, language);
}

const answering =
  <N extends CallName>(handler: CallHandler<N>): CallHandler<N> =>
  async (ctx) => {
    try {
      return await handler(ctx);
    } catch (err) {
      throw refusalToApiError(err, ctx.language);
    }
  };

/**
 * A plain route's handler (outside the route table: no merchant header, no call context) answering its value in
 * the envelope and its services' refusals from REFUSAL_ANSWERS.
 */
export const answeringRoute =
  <T, R extends FastifyRequest = FastifyRequest>(handler: (request: R) => Promise<T>) =>
  async (request: R) => {
    try {
      return ok(await handler(request));
    } catch (err) {
      throw refusalToApiError(err, requestLanguage(request.headers));
    }
  };

/** The route table with every handler answering its services' refusals from REFUSAL_ANSWERS. */
export function answeringRefusals(table: RouteTable): RouteTable {
  const answered = Object.entries(table).map(([name, entry]) => [
    name,
    typeof entry === 'function' ? answering(entry as CallHandler<CallName>) : entry,
  ]);
  // Each handler keeps its call's name: the entries map back onto the same table shape.
  return Object.fromEntries(answered) as RouteTable;
}
