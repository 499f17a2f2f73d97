import { z } from 'zod';
import { endpoints, type Endpoint } from './endpoints';
import { relayCalls, type RelayCallName } from './relay';
import { AD_ATTRIBUTION_KEYS, PIXEL_TRACK_KEYS } from './attribution';
import { FIREBASE_CHANNELS } from './constants/social-sign-in';
import {
  HOST_NAME_MAX_LENGTH,
  PAGE_URL_MAX_LENGTH,
  REGISTRATION_CODE_MAX_LENGTH,
  TRACKING_VALUE_MAX_LENGTH,
} from './constants/registration';
import {
  languageSchema,
  publicSettingsSchema,
  customerServiceEntrySchema,
  downloadLinkSchema,
  launchSettingsSchema,
} from './settings';
import {
  depositRecordSchema,
  depositSubmitRequestSchema,
  payoutAccountAddRequestSchema,
  payoutAccountSchema,
  withdrawalRecordSchema,
  withdrawPasswordSetRequestSchema,
  withdrawSubmitRequestSchema,
} from './wallet';
import { FEEDBACK_BODY_LIMIT_BYTES } from './constants/feedback';
import { feedbackItemSchema, feedbackSubmitRequestSchema } from './feedback';

/**
 * Every call of section 7 of both specs: method, path, whether the body is encrypted, whether the path
 * is public (no Authorization / ModuleId), and the request and response schemas. Where the spec says
 * "path not shown", the path here is the contract's choice (marked `chosen`).
 */
export interface CallDef<Req extends z.ZodType, Res extends z.ZodType> extends Endpoint {
  request: Req;
  response: Res;
  /** The server's body limit in bytes when not its 1 MB (a call that carries files). Not the browser's concern. */
  bodyLimit?: number;
}

const def = <Req extends z.ZodType, Res extends z.ZodType>(c: CallDef<Req, Res>) => c;
const none = z.object({}).strict();
const nothing = z.null();

// ---------- entities ----------
export const deviceKindSchema = z.enum(['IPAD', 'PWA', 'WEBCLIP']);
export const registerMethodSchema = z.enum(['APP', 'H5', 'WEBCLIP', 'PWA']);

export const keyResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  rsaKey: z.string(),
  RSA: z.string(),
  DES: z.boolean(),
});
export type KeyResponse = z.infer<typeof keyResponseSchema>;

/**
 * The captcha fields of login, registration and SMS send (see contract/src/captcha.ts for when each is needed).
 * `captchaKey` is the contract's addition: which plain captcha image the `captcha` text answers. The spec's
 * registration request has no `geetestChallenge`; the contract adds it because Geetest v3 validates the seccode
 * with its challenge.
 */
const captchaFieldsShape = {
  captcha: z.string().max(64).optional(),
  captchaKey: z.string().max(64).optional(),
  geetestChallenge: z.string().max(256).optional(),
  geetestSeccode: z.string().max(256).optional(),
  geetestValidateV4: z.string().max(4096).optional(),
};

export const loginRequestSchema = z.object({
  username: z.string().max(64),
  password: z.string().max(128),
  type: z.enum(['sms', 'firebase', 'username']),
  /**
   * Type firebase: the channel and the Firebase id token of the sign-in. Type username: an identity the server
   * answered bind_customer_required for, bound to the account once the password login succeeds.
   */
  firebaseChannel: z.enum(FIREBASE_CHANNELS).optional(),
  firebaseIdToken: z.string().max(4096).optional(),
  ...captchaFieldsShape,
  loginDeviceId: z.string().max(128).optional(),
  isOfficialAppLogin: z.boolean().optional(),
  device: deviceKindSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginValueSchema = z.object({
  id: z.number(),
  token: z.string(),
  userName: z.string(),
  customerType: z.number(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /**
   * Beyond the spec's fields: the password is the merchant's default one, so the player must change it. The
   * server says so because the client must not know the default password.
   */
  passwordIsDefault: z.boolean(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** value of errorCode login_verify_required: the methods the server needs. */
export const loginVerifyRequiredSchema = z.object({
  email: z.boolean(),
  ga: z.boolean(),
  sms: z.boolean(),
  payeeName: z.boolean(),
  /**
   * Beyond the spec: a social, phone or SMS sign-in (no password to send again) that needs the verification.
   * The verification names it instead of the password and answers the session (`pendingSignIn` of the
   * two-factor request). Single use, bound to the client IP, valid 5 minutes (server: PENDING_SIGN_IN_MS).
   */
  pendingSignIn: z.string().max(64).optional(),
});
export type LoginVerifyRequired = z.infer<typeof loginVerifyRequiredSchema>;

export const twoFactorRequestSchema = z.object({
  username: z.string().max(64),
  password: z.string().max(128),
  method: z.enum(['E', 'P', 'G', 'S']),
  email: z.string().max(254).optional(),
  payeeName: z.string().max(128).optional(),
  authCode: z.string().max(16).optional(),
  mobileNum: z.string().max(32).optional(),
  verificationCode: z.string().max(16).optional(),
  firebaseIdToken: z.string().max(4096).optional(),
  /**
   * Beyond the spec's payload: the pending sign-in of a login_verify_required answer to a social, phone or SMS
   * sign-in. With it username and password are not checked (send them empty) and no captcha is asked: the
   * sign-in's own proof was checked before the handle was given, and a pass answers that sign-in's session.
   */
  pendingSignIn: z.string().max(64).optional(),
  /**
   * Beyond the spec's payload: the login captcha, required when it is on, unless the server answered
   * login_verify_required to this IP for this member within TWO_FACTOR_CAPTCHA_GRACE_MS.
   */
  ...captchaFieldsShape,
});

export const smsSendRequestSchema = z.object({
  countryDialingCode: z.string().max(8),
  mobileNum: z.string().min(1).max(32),
  /** Beyond the spec's payload: the captcha of the SMS send, when its show-captcha setting is on. */
  ...captchaFieldsShape,
});

/** The pixel tracking object: only the contract's keys, each value within the tracking value bound. */
export const pixelTrackSchema = z.partialRecord(
  z.enum(PIXEL_TRACK_KEYS),
  z.string().min(1).max(TRACKING_VALUE_MAX_LENGTH),
);
/** The stored ad attribution info, sent with the registration (beyond the spec's request fields). */
export const adAttributionSchema = z.partialRecord(
  z.enum(AD_ATTRIBUTION_KEYS),
  z.string().min(1).max(TRACKING_VALUE_MAX_LENGTH),
);

export const registerRequestSchema = z.object({
  registerMethod: registerMethodSchema,
  registerUrl: z.string().max(PAGE_URL_MAX_LENGTH).optional(),
  loginDeviceId: z.string().max(128).optional(),
  isOfficialAppLogin: z.boolean().optional(),
  domain: z.string().max(253).optional(),
  referralCode: z.string().max(REGISTRATION_CODE_MAX_LENGTH).optional(),
  affiliateCode: z.string().max(REGISTRATION_CODE_MAX_LENGTH).optional(),
  /** Beyond the spec's request fields: the stored registration info's originalDomain, kept with the codes. */
  originalDomain: z.string().max(HOST_NAME_MAX_LENGTH).optional(),
  pixelTrack: pixelTrackSchema.optional(),
  adAttribution: adAttributionSchema.optional(),
  login: z.boolean(),
  /** Left out in mobile registration without the mobile-password option: the server sets the default one. */
  password: z.string().max(128).optional(),
  username: z.string().max(64).optional(),
  mobileNum: z.string().max(32).optional(),
  /**
   * Beyond the spec's request fields: mobile registration proves the number with the SMS code sent to it
   * (sms/noLogin), so no one registers, and later receives the sign-ins of, a number that is not theirs.
   */
  verificationCode: z.string().max(16).optional(),
  ...captchaFieldsShape,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The spec's answer: id or customerId (platforms name it either way), userName, token (null without login). */
export const registerValueSchema = z
  .object({
    id: z.number().optional(),
    customerId: z.number().optional(),
    userName: z.string(),
    token: z.string().nullable(),
  })
  .refine((v) => v.id !== undefined || v.customerId !== undefined, { message: 'id or customerId: Required' });
export type RegisterValue = z.infer<typeof registerValueSchema>;

export const clubLabelSchema = z.object({
  labelName: z.string(),
  labelId: z.string(),
  type: z.string(),
  rankLevel: z.number(),
});

export const memberInfoSchema = z.object({
  id: z.number(),
  account: z.string(),
  type: z.number(),
  regDate: z.number(),
  language: z.string(),
  clubLabel: clubLabelSchema.nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const systemStatusQuerySchema = z.object({
  device: z.string().max(16).optional(),
  /**
   * Not defined by the spec; the contract chose: the tracking query parameters of signed-in §2 (affiliateCode,
   * referralCode, r, the click ids…) that the page carries or kept from its landing URL in this session, as a
   * query string without '?' ('affiliateCode=A1&fbclid=x'); left out when there are none. As long as a URL.
   */
  track: z.string().max(PAGE_URL_MAX_LENGTH).optional(),
  originalDomain: z.string().max(HOST_NAME_MAX_LENGTH).optional(),
  url: z.string().max(PAGE_URL_MAX_LENGTH).optional(),
});

export const systemStatusSchema = z.object({
  maintenance: z.boolean(),
  maintenanceEnd: z.number().nullable(),
  maintenanceDescription: z.string(),
  maintenanceDescriptionLanguage: z.string(),
  regionRestriction: z.boolean(),
  /** Beyond the spec: what the restriction blocks, for the notice's title (null when not restricted). */
  restrictedBy: z.enum(['REGION', 'IP']).nullable(),
  /** Beyond the spec: when the restriction ends (ms), for the notice's end-time label; null: not said. */
  regionRestrictionEnd: z.number().nullable(),
  ip: z.string(),
  test: z.boolean(),
  settings: publicSettingsSchema,
  /**
   * Beyond the spec: where the web loads Geetest's v3 and v4 scripts from. Geetest's own URLs in production
   * (GEETEST_VENDOR_SCRIPTS); in test and demo mode the server's local stand-ins, which have the same
   * callback API and are validated by the server's stand-in validator.
   */
  geetestScripts: z.object({ v3: z.string(), v4: z.string() }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const countryEntrySchema = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
export const countryInfoSchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  countries: z.array(countryEntrySchema),
  /** The currency and how amounts show it: read by the money pages (deposit, withdrawal). */
  currency: z.string(),
  currencySymbol: z.string(),
  currencyPosition: z.enum(['prefix', 'suffix']),
});
export type CountryInfo = z.infer<typeof countryInfoSchema>;

export const changePasswordRequestSchema = z.object({
  /**
   * Required, except on a session opened with the default password (password.change.required): its owner
   * proved the number by SMS and does not need to type the shared default.
   */
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().max(128),
});

export const manifestSchema = z.object({
  name: z.string(),
  short_name: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string() })),
  display: z.string(),
  orientation: z.string(),
  scope: z.string(),
  start_url: z.string(),
  theme_color: z.string(),
  background_color: z.string(),
});

export const trackingEventSchema = z.object({
  domain: z.string().max(253),
  affiliateCode: z.string().max(64).optional(),
  eventName: z.enum([
    'firstOpen',
    'registerSubmit',
    'register',
    'depositSubmit',
    'firstDeposit',
    'withdraw',
    'deposit',
    'redeposit',
    'firstDepositArrival',
    'startTrial',
    'login',
    'viewContent',
    'downloadApp',
    'gameLaunch',
    'a2hsInstalled',
  ]),
  eventValue: z.record(z.string().max(64), z.union([z.string().max(512), z.number(), z.boolean()])),
  eventID: z.string().max(128),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** The relay names of relay.ts, as a schema of the :name path parameter. */
export const relayNameSchema = z.enum(Object.keys(relayCalls) as [RelayCallName, ...RelayCallName[]]);
export type RelayName = z.infer<typeof relayNameSchema>;

/** A launch's game URL wait (signed-in §7: timeout 10000), in ms. */
const launchTimeoutSchema = z.number().int().min(1).max(60_000);

/**
 * Lottery launch (POST /wps/game/launchGame; signed-in §7 "Launch game (Vietnam lottery)": prizeMode, gameCode,
 * hasLobby, timeout, backUrl, labelName): the Vietnam lottery, or the SEA variant with lottoMode
 * SEA_Tradition_Mobile. Language defaults to VI.
 */
export const lotteryLaunchRequestSchema = z.object({
  launchMode: z.literal('LOTT'),
  lottoArea: z.literal('VN'),
  lottoPrizeMode: z.string().max(32),
  lottoGameCode: z.string().max(64),
  lottoView: z.enum(['betting', 'lobby']),
  lottoMode: z.literal('SEA_Tradition_Mobile').optional(),
  device: z.literal('MOBILE'),
  backUrl: z.string().max(2048),
  hasLobby: z.boolean(),
  timeout: launchTimeoutSchema,
  language: z.string().max(8).default('VI'),
  title: z.string().max(128).optional(),
  labelName: z.string().max(64).optional(),
});

/** A third-party game's launch (signed-in §7 "Launch game (SEA)"): gameCode, hasLobby, timeout 10000, backUrl. */
export const gameLaunchRequestSchema = z.object({
  gameCode: z.string().min(1).max(64),
  hasLobby: z.boolean(),
  timeout: launchTimeoutSchema,
  backUrl: z.string().max(2048),
  /** The interface language through the launch code map (default VI, fallback EN). */
  language: z.string().max(8).default('VI'),
});

/** POST /wps/game/launchGame: a lottery or a third-party game. */
export const launchGameRequestSchema = z.union([lotteryLaunchRequestSchema, gameLaunchRequestSchema]);
export type LaunchGameRequest = z.input<typeof launchGameRequestSchema>;

/**
 * Beyond the spec: a Web Vitals measure of a real player, sent with the tracking batch (`vitals`,
 * serialised). The admin view gives percentiles per route.
 */
export const webVitalSchema = z.object({
  name: z.enum(['LCP', 'INP', 'CLS']),
  /** Milliseconds for LCP and INP; the unitless layout-shift score for CLS. */
  value: z.number().min(0).max(600_000),
  /** The app path the page was on (/home, /game…), without its query. */
  route: z.string().max(128),
});
export type WebVital = z.infer<typeof webVitalSchema>;

// ---------- calls ----------
export const calls = {
  // entry §7
  rsaKey: def({ ...endpoints.rsaKey, request: none, response: keyResponseSchema }),
  login: def({ ...endpoints.login, request: loginRequestSchema, response: loginValueSchema }),
  loginVerification: def({
    ...endpoints.loginVerification,
    request: twoFactorRequestSchema,
    /** null (the password login continues); with pendingSignIn, the session of the sign-in it completes. */
    response: loginValueSchema.nullable(),
  }),
  /** Social login post: the login call with type firebase. */
  socialLogin: def({ ...endpoints.socialLogin, request: loginRequestSchema, response: loginValueSchema }),
  socialRegister: def({
    ...endpoints.socialRegister,
    request: z.object({
      firebaseChannel: z.enum(FIREBASE_CHANNELS),
      firebaseIdToken: z.string().max(4096),
      login: z.literal(true),
      smsTemplate: z.string().max(64).optional(),
    }),
    /** The spec's id, userName and token, as the login answer: the new member is signed in. */
    response: loginValueSchema,
  }),
  register: def({ ...endpoints.register, request: registerRequestSchema, response: registerValueSchema }),
  registerMobile: def({
    ...endpoints.registerMobile,
    request: registerRequestSchema,
    response: registerValueSchema,
  }),
  /** Payload and answer not shown: the contract answers a free username that passes the username rule. */
  autoUsername: def({
    ...endpoints.autoUsername,
    request: none,
    response: z.object({ username: z.string() }),
  }),
  smsSend: def({
    ...endpoints.smsSend,
    request: smsSendRequestSchema,
    response: z.object({ expirationTime: z.number() }),
  }),
  systemStatus: def({
    ...endpoints.systemStatus,
    request: systemStatusQuerySchema,
    response: systemStatusSchema,
  }),
  country: def({ ...endpoints.country, request: none, response: countryInfoSchema }),
  /** Answer not shown: the contract answers the merchant's domain list. */
  domainRoute: def({
    ...endpoints.domainRoute,
    request: none,
    response: z.object({ domainList: z.array(z.object({ domainName: z.string() })) }),
  }),
  /**
   * Geetest v3 setup (v4 needs none: its captcha id is gw.GEETEST_ID): `gt` the captcha id, a fresh
   * `challenge`, `success` 1. When Geetest's register API fails the server answers the failure
   * captcha.geetest.unavailable (no failback mode: a captcha that any answer passes guards nothing).
   */
  geetest: def({
    ...endpoints.geetest,
    request: z.object({ t: z.string().max(32).optional() }),
    response: z.object({
      gt: z.string(),
      challenge: z.string(),
      newCaptcha: z.boolean(),
      success: z.number(),
    }),
  }),
  /**
   * The plain captcha: a new server-generated image (a PNG data URL, a distorted raster twice the shown
   * 132 x 48 size, whose source holds no glyph geometry) and the key its answer is sent with. Each image
   * answers once, before `expiresAt` (epoch ms); answers are case-insensitive.
   */
  captchaImage: def({
    ...endpoints.captchaImage,
    request: z.object({ t: z.string().max(32).optional() }),
    response: z.object({ key: z.string(), image: z.string(), expiresAt: z.number() }),
  }),
  /**
   * The plain ping (Merchant header) and the fastest-domain race's ping of another domain, which the browser sends
   * without custom headers (no CORS preflight): it names the merchant in `merchantCode`.
   */
  ping: def({
    ...endpoints.ping,
    request: z.object({ speed: z.string().max(32).optional(), merchantCode: z.string().max(32).optional() }),
    response: z.object({ time: z.number() }),
  }),
  /** The call returning customerService and domainList. */
  support: def({
    ...endpoints.support,
    request: none,
    response: z.object({
      customerService: z.array(customerServiceEntrySchema),
      domainList: z.array(z.object({ domainName: z.string() })),
    }),
  }),
  memberInfo: def({ ...endpoints.memberInfo, request: none, response: memberInfoSchema }),
  memberLanguage: def({
    ...endpoints.memberLanguage,
    request: z.object({ language: languageSchema, merchantCode: z.string().max(32).optional() }),
    response: nothing,
  }),
  manifest: def({
    ...endpoints.manifest,
    request: z.object({ merchantCode: z.string().max(32) }),
    response: manifestSchema,
  }),
  /** Relay calls: the body carries the relay's own parameters. */
  relay: def({ ...endpoints.relay, request: z.record(z.string(), z.unknown()), response: z.unknown() }),
  launchGame: def({
    ...endpoints.launchGame,
    request: launchGameRequestSchema,
    response: z.object({ gameUrl: z.string() }),
  }),
  launchSettings: def({ ...endpoints.launchSettings, request: none, response: launchSettingsSchema }),
  downloadLinks: def({ ...endpoints.downloadLinks, request: none, response: z.array(downloadLinkSchema) }),
  trackEvents: def({
    ...endpoints.trackEvents,
    // `vitals` (chosen): a serialised array of webVitalSchema, beside the events of the same batch.
    request: z.object({ events: z.string().max(16_384), vitals: z.string().max(4_096).optional() }),
    response: nothing,
  }),
  errorReport: def({
    ...endpoints.errorReport,
    request: z.object({ message: z.string().max(2_000), error: z.string().max(16_384) }),
    response: nothing,
  }),

  // Not in the spec's tables, needed by its screens
  /** Change password (the /m/changePsw screen). */
  changePassword: def({
    ...endpoints.changePassword,
    request: changePasswordRequestSchema,
    response: nothing,
  }),
  logout: def({ ...endpoints.logout, request: none, response: nothing }),
  // The money pages (contract/src/wallet.ts).
  depositSubmit: def({
    ...endpoints.depositSubmit,
    request: depositSubmitRequestSchema,
    response: depositRecordSchema,
  }),
  feedbackSubmit: def({
    ...endpoints.feedbackSubmit,
    bodyLimit: FEEDBACK_BODY_LIMIT_BYTES,
    request: feedbackSubmitRequestSchema,
    response: feedbackItemSchema,
  }),
  withdrawSubmit: def({
    ...endpoints.withdrawSubmit,
    request: withdrawSubmitRequestSchema,
    response: withdrawalRecordSchema,
  }),
  /** Sets the withdrawal password once (the login password first); staff reset it (admin API). */
  withdrawPasswordSet: def({
    ...endpoints.withdrawPasswordSet,
    request: withdrawPasswordSetRequestSchema,
    response: nothing,
  }),
  payoutAccountAdd: def({
    ...endpoints.payoutAccountAdd,
    request: payoutAccountAddRequestSchema,
    response: payoutAccountSchema,
  }),
} as const;

export type CallName = keyof typeof calls;
export type CallRequest<N extends CallName> = z.input<(typeof calls)[N]['request']>;
export type CallResponse<N extends CallName> = z.infer<(typeof calls)[N]['response']>;
