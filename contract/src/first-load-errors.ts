/**
 * The error codes and texts the app acts on from its first screen (the request layer for every call, the sign-in
 * screens): they load with it, apart from the rest of the catalogue (errors.ts, which re-exports them and spreads
 * FIRST_LOAD_ERROR into CONTRACT_ERROR), whose other codes load with the features that need them.
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

/** The codes of the contract (errors.ts CONTRACT_ERROR) that the request layer and the sign-in screens act on. */
export const FIRST_LOAD_ERROR = {
  /** Social or phone sign-in on a merchant without a Firebase project (smsProvider firebase flag and projectId). */
  firebaseUnavailable: 'firebase.unavailable',
  /** The Firebase id token failed verification (expired, forged, another project) or does not fit the channel. */
  firebaseTokenInvalid: 'firebase.token.invalid',
  /** The Firebase identity is already bound to another account of the merchant. */
  firebaseIdentityBound: 'firebase.identity.bound',
  encryptionKeyUnknown: 'encryption.key.unknown',
  /**
   * The session was opened with the merchant's default password: until the password changes, every
   * authenticated call except member info, the password change and logout answers this (HTTP 403); the app
   * shows /m/changePsw.
   */
  passwordChangeRequired: 'password.change.required',
  /** The merchant is under maintenance (HTTP 503): every call but the status, key, manifest, ping and support. */
  maintenance: 'system.maintenance',
  /** The visitor's region or IP is blocked (HTTP 403): the same calls stay open as under maintenance. */
  regionRestricted: 'system.region.restricted',
} as const;

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
