import { z } from 'zod';
import { walletSettingsSchema } from './wallet';
import { defaultWalletSettings } from './default-wallet';
import { defaultFeedbackSettings } from './constants/feedback';
import { feedbackSettingsSchema } from './feedback';
import { pointsMallSettingsSchema } from './mall';
import { defaultPointsMallSettings } from './default-mall';
import { rewardSettingsSchema } from './rewards';
import { defaultRewardSettings } from './default-rewards';
import { vipSettingsSchema } from './vip';
import { defaultVipSettings } from './default-vip';
import { DEFAULT_PROFILE_ICON_COUNT } from './constants/member';
import { INTERFACE_LANGUAGES } from './constants/language';

/** Feature switches (whitelabel values) of both specs. */
export const WHITELABEL_SWITCHES = [
  'STARTGAMEINAPP3',
  'MOBILEAUTOLOGIN3',
  'PWDEXPFORCECHANGE3',
  'CBS3',
  'GOOGLELOGIN3',
  'FIREBASECREATEACC3',
  'UPDATEMOBILEICC3',
  /** Not named in the spec ("a disabling whitelabel setting"): locks the country picker. */
  'DISABLEMOBILEICC3',
  'LOTTMINIGAME3',
  'SEALOTTMINIGAME3',
  'GEETEST3',
  'GEETESTTEST3',
  'GEETESTVCODE3',
  /** The reward centre's switch: read by the member's reward centre, which the signed-in pages bring. */
  'REWCEN3',
  'MANDATORYAPPUPDATES3',
] as const;
export type WhitelabelSwitch = (typeof WHITELABEL_SWITCHES)[number];

/** Launch settings (download prompt configuration): each a toggle {enabled, value}. */
export const LAUNCH_SETTING_KEYS = [
  'app_background',
  'app_desc',
  'app_desc_font_color',
  'bottom_app_desc',
  'bottom_app_desc_font_color',
  'download_condition_switch',
  'in_game_popup_interval',
  'login_required',
  'bind_card',
  'bottom_app_bar_mode',
  'deposit_times',
  'deposit_times_forced',
  'first_deposit',
  'first_withdraw',
  'withdrawal_times',
  'withdrawal_times_forced',
  'deposit_least_times',
  'deposit_least_times_forced',
  'withdrawal_least_times',
  'withdrawal_least_times_forced',
  'reg_days',
  'reg_days_forced',
  'domains_switch',
  'domains',
  'theme',
] as const;
export type LaunchSettingKey = (typeof LAUNCH_SETTING_KEYS)[number];

export const toggleSchema = z.object({ enabled: z.boolean(), value: z.string() });
export type Toggle = z.infer<typeof toggleSchema>;

export const launchSettingsSchema = z.record(z.enum(LAUNCH_SETTING_KEYS), toggleSchema);
export type LaunchSettings = z.infer<typeof launchSettingsSchema>;

export const downloadLinkSchema = z.object({ resourceType: z.string(), url: z.string() });
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

export const smsProviderSchema = z.object({
  firebase: z.boolean(),
  vapidKey: z.string(),
  appId: z.string(),
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  messagingSenderId: z.string(),
  facebookAppId: z.string(),
  googleWebClientId: z.string(),
  /**
   * Beyond the spec: the origin of a Firebase Auth emulator (e.g. http://127.0.0.1:9099) the app connects to.
   * The reference server sets it in its answers only in test and demo mode; a stored value is never sent.
   */
  authEmulatorOrigin: z.string().optional(),
});
export type SmsProvider = z.infer<typeof smsProviderSchema>;

export const languageSchema = z.enum(INTERFACE_LANGUAGES);

/** The merchant settings every visitor receives with the system status. Nothing secret in here. */
export const publicSettingsSchema = z.object({
  merchantCode: z.string(),
  name: z.string(),
  theme: z.object({ primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/) }),
  whitelabel: z.record(z.enum(WHITELABEL_SWITCHES), z.boolean()),
  /**
   * Show-captcha settings per action; `login` is also "the login flag" of the Geetest flavour. How these,
   * register.captcha.enabled and the GEETEST switches combine: contract/src/captcha.ts.
   */
  captcha: z.object({ login: z.boolean(), register: z.boolean(), sms: z.boolean() }),
  register: z.object({
    /** The registration's "captcha option" (spec §5), see contract/src/captcha.ts. */
    captcha: z.object({ enabled: z.boolean() }),
    username: z.boolean(),
    mobile: z.boolean(),
    /**
     * The mobile-password option: a mobile registrant chooses a password. Without it the server gives the
     * account the merchant's default password (server-only, see merchantSettingsSchema).
     */
    mobilePassword: z.boolean(),
  }),
  gw: z.object({
    GEETEST_ID: z.string(),
    GEETEST_VERSION: z.enum(['v3', 'v4']),
    /** signed-in §3: defaults to 9 when the merchant's settings leave it out. */
    PROFILE_ICON_COUNT: z.number().int().positive().default(DEFAULT_PROFILE_ICON_COUNT),
  }),
  smsProvider: smsProviderSchema,
  /**
   * Beyond the spec, which names the two answers to bind_customer_required but not the switch: with
   * autoRegister on, a social sign-in whose identity is bound to no account registers a new member at once;
   * off, the player chooses between logging in to an existing account and (with FIREBASECREATEACC3) registering.
   */
  socialSignIn: z.object({ autoRegister: z.boolean() }).default({ autoRegister: false }),
  languages: z.array(languageSchema),
  countryPicker: z.object({ show: z.boolean() }),
  downloadLinks: z.array(downloadLinkSchema),
  /**
   * The mobile site's template (signed-in §3). `pwa`: the merchant offers its site as a web app, so the app
   * offers its install prompt (entry §4 "when allowed"; the bottom bar or its full-screen variant). The spec's
   * desktop_app_feature is the desktop site's: this app has no use for it and leaves it out.
   */
  mobileTemplate: z.object({
    pwa: z.boolean(),
    apple_touch_icon: z.string(),
    image_logo: z.string(),
    app_desc: z.string(),
  }),
  imageCDNs: z.array(z.string()),
  launchSettings: launchSettingsSchema,
  /**
   * The top app-download bar (entry §2, §4). The spec says "a VIP rank minimum may hide it and may require
   * login": below `minVipRank` (the member's clubLabel.rankLevel; 0 = everyone) it is hidden, and with
   * `loginRequired` a guest does not see it.
   */
  downloadBar: z
    .object({
      enabled: z.boolean(),
      minVipRank: z.number().int().min(0).max(100),
      loginRequired: z.boolean(),
    })
    .default({ enabled: true, minVipRank: 0, loginRequired: false }),
  /**
   * Beyond the spec (chosen: a pixel loads only when the merchant configures it): the merchant's
   * Facebook, TikTok and Google pixel ids. An empty id means that pixel's script is never loaded.
   */
  pixels: z
    .object({ facebook: z.string().max(64), tiktok: z.string().max(64), google: z.string().max(64) })
    .default({ facebook: '', tiktok: '', google: '' }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/**
 * A customer-service entry (signed-in §3). The spec's title and csPosition are left out: the app opens customer
 * service from its own buttons, labelled in the player's language (a merchant's title is in one) and placed by
 * the screen, never floating over its controls; the spec says nothing more of either.
 */
export const customerServiceEntrySchema = z.object({
  csType: z.enum(['AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP']),
  /** Obfuscated: the last 8 characters are the key, the rest is ciphertext. */
  path: z.string(),
  labelIds: z.array(z.string()),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceEntrySchema>;

/** Everything the admin API reads and patches: the public settings plus the server-only part. */
export const merchantSettingsSchema = z.object({
  public: publicSettingsSchema,
  domains: z.array(z.object({ domainName: z.string() })),
  customerService: z.array(customerServiceEntrySchema),
  /**
   * The default password of mobile registration without the mobile-password option (the spec's {secret}).
   * Server-only: a client that knew it could sign in to any such account by its phone number.
   */
  defaultMobilePassword: z.string().min(6),
  /**
   * The Geetest captcha key (v3 private key, v4 captcha key) of gw.GEETEST_ID. Server-only: it signs and
   * validates results with Geetest. Empty until the merchant sets Geetest up.
   */
  geetestKey: z.string().max(128).default(''),
  /** Session tokens bound to the IP they were issued to (answers token_ip_different). */
  bindSessionToIp: z.boolean(),
  /** Session lifetime in seconds. */
  sessionTtlSeconds: z.number().int().positive(),
  /** Days before a password counts as expired (0: never). */
  passwordMaxAgeDays: z.number().int().nonnegative(),
  /**
   * Days an IP stays verified after a two-factor pass (members who verify new IPs are asked again after it).
   * Server-only.
   */
  verifiedIpDays: z.number().int().positive().max(3650).default(30),
  maintenance: z.object({
    enabled: z.boolean(),
    endTime: z.number().nullable(),
    description: z.string(),
    descriptionLanguage: z.string(),
  }),
  regionRestriction: z.object({
    enabled: z.boolean(),
    blockedIps: z.array(z.string()),
    /** When the restriction ends (ms), shown on the access-denied notice; it lifts nothing by itself. */
    endTime: z.number().nullable().default(null),
  }),
  /**
   * The origins the merchant's games are framed from ('https://games.example.com'). Server-only: with
   * public.imageCDNs they are the only outside hosts the page's CSP lets frames (frame-src) and images (img-src)
   * come from.
   */
  gameHosts: z.array(z.string().max(256)).max(50).default([]),
  /**
   * The dialling codes SMS codes may be sent to ('+63', or '63'); empty: every code. Server-only: a send to
   * another code answers sms.dialing.code.refused (toll fraud through premium numbers).
   */
  /**
   * The merchant's promotions as MCSFE_getMerchantAvailablePromotions answers them (the download bar's gift
   * icon reads APP_DOWNLOAD). Server-only: the relay is the way to read them.
   */
  promotions: z
    .object({
      APP_DOWNLOAD: z.object({ enabled: z.boolean(), count: z.number().int().min(0) }),
      REFERRAL: z.object({ enabled: z.boolean(), count: z.number().int().min(0) }),
    })
    .default({ APP_DOWNLOAD: { enabled: false, count: 0 }, REFERRAL: { enabled: false, count: 0 } }),
  /**
   * The referral reward per invitee whose deposit was credited (minor units; 0: none), claimed by the inviter on
   * /m/inviteFriends (contract/src/referrals.ts; chosen). Server-only: MCSFE_getReferralSummary answers it.
   */
  referralRewardMinor: z.number().int().min(0).max(100_000_000).default(0),
  /**
   * Download links of one of the merchant's domains (WPSCORE_getDownloadSetting with that domain), when they
   * differ from public.downloadLinks (an affiliate's own app build). Server-only.
   */
  domainDownloadLinks: z
    .array(z.object({ domain: z.string().max(253), links: z.array(downloadLinkSchema).max(20) }))
    .max(100)
    .default([]),
  smsAllowedDialingCodes: z
    .array(z.string().regex(/^\+?\d{1,4}$/))
    .max(300)
    .default([]),
  /**
   * The partner hosts ('rewards.partner.example', exact host names) whose https banner links get a member's
   * hand-over code (signed-in §4 "Banner click": `token` and `username`), besides the merchant's own `domains`.
   * Server-only: WPSCORE_bannerHandover decides, so the page never holds the list nor the session token for it.
   */
  /** The money pages' channels, limits and payout options (contract/src/wallet.ts). Server-only. */
  wallet: walletSettingsSchema.default(defaultWalletSettings),
  /** The feedback page's daily limit per member (contract/src/feedback.ts). Server-only. */
  feedback: feedbackSettingsSchema.default(defaultFeedbackSettings),
  /** The point mall's earning rates (contract/src/mall.ts). Server-only: the mall's relay answers them. */
  pointsMall: pointsMallSettingsSchema.default(defaultPointsMallSettings),
  /** The reward centre's check-in, rebates and turnover requirements (contract/src/rewards.ts). Server-only. */
  rewards: rewardSettingsSchema.default(defaultRewardSettings),
  /** The VIP levels: what reaching each takes and what it gives (contract/src/vip.ts). Server-only. */
  vip: vipSettingsSchema.default(defaultVipSettings),
  bannerTokenHosts: z
    .array(
      z
        .string()
        .max(253)
        .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/i, 'a host name: letters, digits, - and dots'),
    )
    .max(50)
    .default([]),
});
export type MerchantSettings = z.infer<typeof merchantSettingsSchema>;
