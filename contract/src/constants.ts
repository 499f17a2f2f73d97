/**
 * Every timing, count and fixed value of the two specs' constants sections, named once.
 * Both web/ and server/ read them from here.
 */

// --- entry §9 ---
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;
export const UPDATE_CHECK_FIRST_DELAY_MS = 1_500;
export const MERCHANT_SETTINGS_REFRESH_DEBOUNCE_MS = 300;
export const CHAT_SCRIPT_DELAY_MS = 500;
export const CHAT_SCRIPT_RETRY_DELAYS_MS = [1_000, 3_000] as const;
export const PING_ABORT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const GAME_LAUNCH_TIMEOUT_MS = 10_000;
export const GAME_LAUNCH_WARNING_AFTER_MS = 10_000;
export const INSTALL_PROMPT_WAIT_TRIES = 20;
export const INSTALL_PROMPT_WAIT_INTERVAL_MS = 150;
export const INSTALL_PROMPT_TRANSITION_MS = 250;
export const INSTALL_PROMPT_INSTALLED_COUNT = 99;
export const SUBMIT_LOCK_RELEASE_MS = 500;
export const TWO_FACTOR_CONTINUE_MS = 500;
/**
 * Not in the spec: the login that continues a two-factor pass needs no second captcha when it comes from the IP
 * verified within this time (the player has just proved the password and a second factor).
 */
export const TWO_FACTOR_CAPTCHA_GRACE_MS = 120_000;
export const SUCCESS_MESSAGE_MS = 1_500;
export const PHONE_SMS_RESEND_SECONDS = 60;
export const SMS_COUNTDOWN_REFRESH_MS = 500;
export const BALANCE_POLL_INTERVAL_MS = 30_000;
export const PROMPT_CHECK_AFTER_DEPOSIT_MS = 2_500;
export const LOGIN_REQUIRED_PROMPT_DELAY_MS = 2_000;
export const DOMAIN_RACE_MAX_DOMAINS = 10;
export const DOMAIN_RACE_TIMEOUT_MS = 10_000;
export const MINI_GAME_DRAG_MARGIN_RATIO = 0.02;
export const MINI_GAME_CLICK_THRESHOLD_PX = 2;
export const MINI_GAME_DEBOUNCE_MS = 250;
export const MINI_GAME_BOUNDS_POLL_MS = 250;
export const CAPTCHA_SCRIPT_TIMEOUT_MS = 3_000;
export const CAPTCHA_SCRIPT_TIMEOUT_JS = 60204;
export const CAPTCHA_SCRIPT_TIMEOUT_GCT = 60205;
/** Captcha setup (script, Geetest register, init) is tried again once before the widget shows its error. */
export const CAPTCHA_SETUP_TRIES = 2;
export const OFFLINE_MESSAGE_MS = 1_500;
export const INCOGNITO_MESSAGE_MS = 1_500;
export const DOWNLOAD_BAR_STAR_RATING = '5.0';
export const LAZY_IMAGE_THRESHOLD = 100;
export const LAZY_IMAGE_DELAY_MS = 150;
export const SPLASH_HELPER_SESSION_TIME = 5;
export const EXTERNAL_AUTH_MIN_PASSWORD_LENGTH = 6;
export const AD_COOKIE_DAYS = 90;
export const TRACKED_CURRENCY_LENGTH = 3;
export const TIKTOK_PURCHASE_CONTENT_ID = '99';

// --- signed-in §9 ---
export const ERROR_LOADING_HIDDEN_MS = 3_000;
export const DOWNLOAD_IMAGE_POPUP_WAIT_MS = 20_000;
export const POPUP_SLIDE_AUTOPLAY_MS = 5_000;
export const POPUP_LOOKUP_DELAY_MS = 500;
export const LEGACY_POPUP_LOOKUP_DELAY_MS = 1_000;
export const PWA_ICON_SIZES = [192, 256, 384, 512] as const;
export const PWA_DISPLAY = 'standalone';
export const PWA_ORIENTATION = 'portrait';
export const PWA_SCOPE = '/m/';
export const PWA_THEME_COLOR = '#ffffff';
export const DEFAULT_PROFILE_ICON_COUNT = 9;
export const DEFAULT_GEETEST_VERSION = 'v3';
export const GAME_CATEGORY_ORDINAL_START = 100;
export const GAME_CATEGORY_ORDINAL_STEP = 100;
export const LOTTERY_ORDINAL_OFFSETS = [5, 1] as const;
export const APP_DIRECT_DOWNLOAD_MIN_VERSION = '2.4.39';

// --- languages ---
/** Interface languages, in the spec's order. */
export const INTERFACE_LANGUAGES = [
  'CN',
  'EN',
  'ES',
  'HI',
  'ID',
  'JA',
  'KM',
  'KO',
  'MY',
  'TA',
  'TH',
  'TW',
  'VI',
  'TY',
  'UR',
  'PT',
  'PT-BR',
  'MS',
  'BN',
  'TR',
  'FR',
  'NE',
  'UR-LA',
] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
/** The interface falls back to English; the request header defaults to CN. */
export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'EN';
export const DEFAULT_HEADER_LANGUAGE = 'CN';
export const DEFAULT_GAME_LAUNCH_LANGUAGE = 'VI';
export const GAME_LAUNCH_FALLBACK_LANGUAGE = 'EN';
export const CHAT_FALLBACK_LANGUAGE = 'CN';
/** Interface code to locale code, as the spec lists it. */
export const LANGUAGE_CODE_MAP: Readonly<Record<string, string>> = {
  EN: 'en-US',
  CN: 'zh-CN',
  TW: 'zh-HK',
  RU: 'ru-RU',
  TH: 'th-TH',
  VI: 'vi-VN',
  JA: 'ja-JP',
  PT: 'pt',
  ES: 'es',
  AR: 'ar',
};
/** Languages written right to left. */
export const RTL_LANGUAGES: readonly InterfaceLanguage[] = ['UR'];

// --- member types ---
export const MEMBER_TYPE_SIGNED_OUT = -1;
export const VALID_MEMBER_TYPES = [0, 1, 2] as const;
export const AGENT_MEMBER_TYPES = [1, 2] as const;
export const RESTRICTED_MEMBER_TYPE = 4;

// --- routes and navigation ---
export const BASENAME = '/m';
/** Query parameters that navigation keeps across route changes (with stored campaign values). */
export const TRACKING_QUERY_PARAMS = [
  'affiliateCode',
  'referralCode',
  'r',
  'inApp',
  'fbclid',
  'gclid',
  'ttclid',
  'kwaiclid',
  'bbg',
  'isBgeTest',
  'cid',
] as const;
export type TrackingQueryParam = (typeof TRACKING_QUERY_PARAMS)[number];

/** Default app resource keys of download links. */
export const APP_RESOURCE_KEYS = ['Android', 'IOS', 'MOBILECONFIG', 'AppDownloadIcon'] as const;

/** Module ids sent as the ModuleId header. */
export const MODULE_ID = {
  register: 'REG3',
  registerMobile: 'MOBILENUMREG3',
  /** Not shown in the spec: the module id of every other authenticated call. */
  member: 'MEMBER3',
} as const;

/** Session storage key of the session info (spec: "one session key"). */
export const SESSION_STORAGE_KEY = 'sessionInfo';
/** A player who registers is a normal member. */
export const REGISTERED_MEMBER_TYPE = 0;

// --- registration attribution (entry §3) ---
/** Longest affiliate or referral code the registration request takes; a longer query value is ignored. */
export const REGISTRATION_CODE_MAX_LENGTH = 64;
/**
 * Longest page address a request takes (the registration's registerUrl, the status's url and track); the app
 * leaves a longer one out rather than have the request refused.
 */
export const PAGE_URL_MAX_LENGTH = 2048;
/** Longest host name (DNS): domain and originalDomain of the registration request. */
export const HOST_NAME_MAX_LENGTH = 253;
/** Longest value of the pixel tracking object and of the ad attribution info; longer ones are left out. */
export const TRACKING_VALUE_MAX_LENGTH = 512;
/** Local-storage key of the landings not yet read for attribution (see web/src/lib/landing-queue.ts). */
export const LANDING_QUEUE_STORAGE_KEY = 'landingQueue';
/** Landings kept in that queue at most; the oldest go first. */
export const LANDING_QUEUE_MAX = 20;
/** Local-storage key of the device id sent as loginDeviceId (made once per browser). */
export const LOGIN_DEVICE_ID_STORAGE_KEY = 'loginDeviceId';

// --- captcha (the contract's choices: §9 gives only the script timeout) ---
/** A plain captcha image answers once, within this time. */
export const PLAIN_CAPTCHA_TTL_MS = 5 * 60_000;
/** Characters in a plain captcha's answer. */
export const PLAIN_CAPTCHA_LENGTH = 4;
/** The plain captcha's characters: no 0/O, 1/I/L, 2/Z or 5/S to confuse; answers are case-insensitive. */
export const PLAIN_CAPTCHA_ALPHABET = '346789ACDEFGHJKMNPRTUVWXY';
/** How long the server waits for Geetest's register and validate APIs. */
export const GEETEST_API_TIMEOUT_MS = 5_000;
/** Geetest's own scripts, loaded by the web in production (the server names the scripts in the status). */
export const GEETEST_VENDOR_SCRIPTS = {
  v3: 'https://static.geetest.com/static/tools/gt.js',
  v4: 'https://static.geetest.com/v4/gt4.js',
} as const;
/** A result of the test and demo Geetest stand-in can be validated once, within this time. */
export const GEETEST_STANDIN_PASS_TTL_MS = 2 * 60_000;

// --- social and phone sign-in with Firebase (entry §3, §4, §5) ---
/** firebaseChannel of the social login and register posts: the four social buttons and the phone-code sign-in. */
export const FIREBASE_CHANNELS = ['google', 'facebook', 'twitter', 'line', 'phone'] as const;
export type FirebaseChannel = (typeof FIREBASE_CHANNELS)[number];
/** The social buttons of the login screen, in the spec's order. */
export const SOCIAL_CHANNELS = ['google', 'facebook', 'twitter', 'line'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];
/** The iOS Safari popup is used only when the iOS version is above this one (else the redirect). */
export const IOS_SAFARI_POPUP_ABOVE_VERSION = 12;
/** Session storage key of the redirect sign-in's marker: the channel whose redirect is under way. */
export const SOCIAL_REDIRECT_MARKER_KEY = 'socialRedirect';
/** How long the 'coming_soon' notice of a channel without its native bridge stays (not in the spec: like its other short notices). */
export const COMING_SOON_MESSAGE_MS = 1_500;
/** Google Identity Services, the script behind one-tap Google sign-in (GOOGLELOGIN3). */
export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

// --- remembered login and auto login (entry §3, §4) ---
/** Local-storage key of the remembered login (type, username, merchant and the sealed password). */
export const REMEMBERED_LOGIN_STORAGE_KEY = 'rememberedLogin';
/** Local-storage key of the autoLogin flag; AUTO_LOGIN_OFF there turns auto login off. */
export const AUTO_LOGIN_STORAGE_KEY = 'autoLogin';
export const AUTO_LOGIN_OFF = '0';
export const AUTO_LOGIN_ON = '1';
/** Query parameters whose presence at start means the visit has somewhere else to go: no auto login. */
export const AUTO_LOGIN_BLOCKING_PARAMS = ['redirectUrl', 'backUrl'] as const;

// --- push opt-in (entry §4) ---
/** Push topic every registered token is subscribed to. */
export const PUSH_TOPIC_ALL = 'ALL';

// --- install and download (entry §2, §4, §5, §9; signed-in §4, §5, §9; the timings are in §9 above) ---
/** The download link keys beyond APP_RESOURCE_KEYS the spec names without spelling: the iOS lite app, the apk file. */
export const IOS_LITE_RESOURCE_KEY = 'IOSLite';
export const APK_RESOURCE_KEY = 'APK';
/** Not in the spec ("scroll locked about 0.5 s after showing"): the download popup's scroll-lock delay. */
export const DOWNLOAD_POPUP_SCROLL_LOCK_DELAY_MS = 500;
/** STARTGAMEINAPP3's notice, as the spec words it (the app shows it translated: start_game_in_app). */
export const START_GAME_IN_APP_NOTICE = 'Download the app for a fuller game experience, then reopen and play';
