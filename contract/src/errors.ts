/**
 * Error codes of both specs' error catalogues, plus the codes this contract names where the
 * spec says "not shown". The server answers them in the envelope; the web maps them to behaviour.
 */

/** Codes named by the spec. */
export const SPEC_ERROR = {
  customerNotLogin: 'CUSTOMER_NOT_LOGIN',
  customerNotLoginLower: 'customer.not.login',
  userOrTokenInvalid: 'user.or.token.invalid',
  loginNotSession: 'login.not.session',
  tokenIpDifferent: 'token_ip_different',
  loginVerifyRequired: 'login_verify_required',
  loginCredErr: 'login.cred.err',
  notExistsUser: 'not.exists.user',
  bindCustomerRequired: 'bind_customer_required',
  domainNotAvailable: 'domain_not_available',
  missingEncryption: 'Missing Encryption',
} as const;

/** Any errorCode (or message) that means the session is gone: log out and show the session-expired notice. */
export const SESSION_EXPIRED_CODES: readonly string[] = [
  SPEC_ERROR.customerNotLogin,
  SPEC_ERROR.customerNotLoginLower,
  SPEC_ERROR.userOrTokenInvalid,
  SPEC_ERROR.loginNotSession,
];

/** Error codes starting with this are silent. */
export const TOO_MANY_REQUEST_PREFIX = 'TOO_MANY_REQUEST';

/** Codes this contract adds where the spec leaves the wording "not shown". */
export const CONTRACT_ERROR = {
  requestMalformed: 'request.malformed',
  requestInvalid: 'request.invalid',
  payloadTooLarge: 'request.too.large',
  unsupportedMediaType: 'request.media.type',
  notFound: 'request.not.found',
  merchantUnknown: 'merchant.unknown',
  merchantMissing: 'merchant.missing',
  encryptionKeyUnknown: 'encryption.key.unknown',
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
  /**
   * The session was opened with the merchant's default password: until the password changes, every
   * authenticated call except member info, the password change and logout answers this (HTTP 403); the app
   * shows /m/changePsw.
   */
  passwordChangeRequired: 'password.change.required',
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
  /** Social or phone sign-in on a merchant without a Firebase project (smsProvider firebase flag and projectId). */
  firebaseUnavailable: 'firebase.unavailable',
  /** The Firebase id token failed verification (expired, forged, another project) or does not fit the channel. */
  firebaseTokenInvalid: 'firebase.token.invalid',
  /** The Firebase identity is already bound to another account of the merchant. */
  firebaseIdentityBound: 'firebase.identity.bound',
  /** The merchant is under maintenance (HTTP 503): every call but the status, key, manifest, ping and support. */
  maintenance: 'system.maintenance',
  /** The visitor's region or IP is blocked (HTTP 403): the same calls stay open as under maintenance. */
  regionRestricted: 'system.region.restricted',
  /** An SMS code to a dialling code outside the merchant's smsAllowedDialingCodes. */
  smsDialingCodeRefused: 'sms.dialing.code.refused',
  /** CSP_fcmSubscribe to a topic other than PUSH_TOPIC_ALL. */
  pushTopicUnknown: 'push.topic.unknown',
  /** CSP_fcmSubscribe for a token not bound to the signed-in member (CSP_fcmBind comes first). */
  pushTokenUnbound: 'push.token.unbound',
  /** MCSFE_getActivity with an id the merchant has no activity for. */
  activityUnknown: 'activity.unknown',
  adminUnauthorized: 'admin.unauthorized',
  internal: 'server.error',
} as const;

export type ErrorCode =
  (typeof SPEC_ERROR)[keyof typeof SPEC_ERROR] | (typeof CONTRACT_ERROR)[keyof typeof CONTRACT_ERROR];

/** The timeout code of the spec (game launch shows 'timeout_retry_please' on it). */
export const TIMEOUT_ERROR_CODE = 'ECONNABORTED';

/** Texts the spec's catalogues name for the client to show; the web translates them by these keys. */
export const SPEC_MESSAGE_KEY = {
  notice: 'notice',
  confirm: 'confirm',
  unknownError: 'unknown_error',
  timeoutRetryPlease: 'timeout_retry_please',
  noPermissions: 'no_permissions',
  notificationRequestTips: 'notification_request_tips',
  comingSoon: 'coming_soon',
  notSupportIncognito: 'not_support_incognito',
  verifyFirst: 'verify_first',
  login2faPass: 'login_2fa_pass',
} as const;

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
