/**
 * The merchant settings the reference server seeds (the DEMO merchant), and the public part of any settings
 * as the system status sends it. Plain data and types only (settings.ts is imported for its types), so
 * browser-side code and tests can import it without pulling in zod.
 */
import { DEFAULT_PROFILE_ICON_COUNT } from './constants/member';
import { INTERFACE_LANGUAGES } from './constants/language';
import type { LaunchSettings, MerchantSettings, PublicSettings, WhitelabelSwitch } from './settings';
import { defaultWalletSettings } from './default-wallet';
import { defaultFeedbackSettings } from './constants/feedback';
import { defaultRewardSettings } from './default-rewards';
import { defaultVipSettings } from './default-vip';
import { defaultPointsMallSettings } from './default-mall';

export const DEMO_MERCHANT = 'DEMO';
export const DEMO_DEFAULT_MOBILE_PASSWORD = 'Mobile@123';

/**
 * The DEMO merchant's settings, seeded by the reference server at every start: every field of
 * merchantSettingsSchema, with plausible values. A new copy on each call, so a caller may change it.
 */
export function defaultMerchantSettings(): MerchantSettings {
  const whitelabel: Record<WhitelabelSwitch, boolean> = {
    STARTGAMEINAPP3: false,
    MOBILEAUTOLOGIN3: true,
    PWDEXPFORCECHANGE3: true,
    CBS3: true,
    GOOGLELOGIN3: false,
    FIREBASECREATEACC3: false,
    UPDATEMOBILEICC3: false,
    DISABLEMOBILEICC3: false,
    LOTTMINIGAME3: false,
    SEALOTTMINIGAME3: false,
    GEETEST3: false,
    GEETESTTEST3: false,
    GEETESTVCODE3: false,
    REWCEN3: true,
    MANDATORYAPPUPDATES3: false,
  };

  /**
   * The launch settings (download-prompt rules, entry §4): the demo shows each closable prompt and the bind-card
   * one; the forced variants stay off (a PATCH turns them on), or the demo could not be used without the app.
   */
  const launchSettings: LaunchSettings = {
    app_background: { enabled: true, value: '#d0341f' },
    app_desc: { enabled: true, value: 'Get the app for faster games and instant rewards' },
    app_desc_font_color: { enabled: true, value: '#ffffff' },
    bottom_app_desc: { enabled: true, value: 'Install the app' },
    bottom_app_desc_font_color: { enabled: true, value: '#333333' },
    download_condition_switch: { enabled: true, value: '1' },
    in_game_popup_interval: { enabled: true, value: '60' },
    login_required: { enabled: true, value: '1' },
    bind_card: { enabled: true, value: '1' },
    bottom_app_bar_mode: { enabled: true, value: '1' },
    deposit_times: { enabled: true, value: '3' },
    deposit_times_forced: { enabled: false, value: '5' },
    first_deposit: { enabled: true, value: '1' },
    first_withdraw: { enabled: true, value: '1' },
    withdrawal_times: { enabled: true, value: '3' },
    withdrawal_times_forced: { enabled: false, value: '5' },
    deposit_least_times: { enabled: false, value: '1' },
    deposit_least_times_forced: { enabled: false, value: '1' },
    withdrawal_least_times: { enabled: false, value: '1' },
    withdrawal_least_times_forced: { enabled: false, value: '1' },
    reg_days: { enabled: true, value: '7' },
    reg_days_forced: { enabled: false, value: '30' },
    domains_switch: { enabled: false, value: '2' },
    domains: { enabled: false, value: '' },
    theme: { enabled: true, value: 'light' },
  };

  return {
    public: {
      merchantCode: DEMO_MERCHANT,
      name: 'Demo Casino',
      theme: { primaryColor: '#d0341f' },
      whitelabel,
      captcha: { login: false, register: false, sms: false },
      register: {
        captcha: { enabled: false },
        username: true,
        mobile: true,
        mobilePassword: false,
      },
      gw: { GEETEST_ID: '', GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: DEFAULT_PROFILE_ICON_COUNT },
      smsProvider: {
        firebase: false,
        vapidKey: '',
        appId: '',
        apiKey: '',
        authDomain: '',
        projectId: '',
        messagingSenderId: '',
        facebookAppId: '',
        googleWebClientId: '',
      },
      socialSignIn: { autoRegister: false },
      languages: [...INTERFACE_LANGUAGES],
      countryPicker: { show: true },
      // The profile and the icon are served by the reference server, on the site's own host (relative: the app
      // resolves them against its page): server/src/static/webclip-profile.ts and icons.ts.
      downloadLinks: [
        { resourceType: 'Android', url: 'https://download.demo-casino.example/android/demo-casino.apk' },
        { resourceType: 'IOS', url: 'https://apps.apple.com/app/id0000000000' },
        { resourceType: 'MOBILECONFIG', url: '/wps/system/webclip/DEMO.mobileconfig' },
        { resourceType: 'AppDownloadIcon', url: '/wps/system/icons/DEMO/app-download.png' },
      ],
      mobileTemplate: {
        pwa: true,
        apple_touch_icon: '/wps/system/icons/DEMO/192.png',
        image_logo: '/wps/system/icons/DEMO/512.png',
        app_desc: 'Demo Casino: games, lottery and rewards in your pocket',
      },
      // None: DEMO's content images (banners, activities) are paths of the reference server (/wps/images/home/).
      imageCDNs: [],
      launchSettings,
      downloadBar: { enabled: true, minVipRank: 0, loginRequired: false },
      pixels: { facebook: '', tiktok: '', google: '' },
    },
    domains: [
      { domainName: 'https://www.demo-casino.example' },
      { domainName: 'https://m.demo-casino.example' },
    ],
    // The paths are obfuscated (customerServiceEntrySchema): server/src/crypto/cs-path.ts encodes and
    // decodes them, and its test checks these two against their URLs.
    customerService: [
      {
        csType: 'LIVECHAT',
        // https://secure.livechatinc.com/licence/00000000/v2/open_chat.cgi, key Dm7kQ2xA
        path: 'LBlDGyIIV243CFQeI1dWLS0bUgg5UwwoKg4ZCD5fVy0tDlIFMldXcXRdB1thAkhuMl8YBCFXFh4nBVYff1EfKADm7kQ2xA',
        labelIds: [],
      },
      {
        csType: 'COMM100VIP',
        // https://vip.chat.demo-casino.example/chat?site=demo, key Vp3rT9zL
        path: 'PgRHAicDVWMgGUNcN1EbOHgUVh87FBktJRldHXpcAi07AF8Xe1oSLSJPQBsgXEcoMx1cVp3rT9zL',
        labelIds: ['VIP1', 'VIP2'],
      },
    ],
    defaultMobilePassword: DEMO_DEFAULT_MOBILE_PASSWORD,
    geetestKey: '',
    bindSessionToIp: false,
    sessionTtlSeconds: 86_400,
    passwordMaxAgeDays: 90,
    verifiedIpDays: 30,
    maintenance: { enabled: false, endTime: null, description: '', descriptionLanguage: 'EN' },
    regionRestriction: { enabled: false, blockedIps: [], endTime: null },
    gameHosts: ['https://games.demo-casino.example'],
    promotions: { APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: true, count: 1 } },
    // The demo's referral reward: 20.00 per invitee who deposited (contract/src/referrals.ts).
    referralRewardMinor: 20_00,
    domainDownloadLinks: [],
    smsAllowedDialingCodes: [],
    // The demo's outside banner links to its own https site (domains), which gets the hand-over code already.
    bannerTokenHosts: [],
    wallet: defaultWalletSettings(),
    feedback: defaultFeedbackSettings(),
    rewards: defaultRewardSettings(),
    vip: defaultVipSettings(),
    pointsMall: defaultPointsMallSettings(),
  };
}

/**
 * The public settings as the system status sends them: `public` only (the server-only part, such as
 * defaultMobilePassword and geetestKey, stays out), with a stored authEmulatorOrigin dropped and the server's
 * own Auth emulator origin named instead when it uses one.
 */
export function publicSettingsOf(settings: MerchantSettings, authEmulatorOrigin?: string): PublicSettings {
  const { authEmulatorOrigin: _stored, ...smsProvider } = settings.public.smsProvider;
  return {
    ...settings.public,
    smsProvider: authEmulatorOrigin ? { ...smsProvider, authEmulatorOrigin } : smsProvider,
  };
}

/** The DEMO merchant's public settings as the system status sends them (no Auth emulator). A new copy each call. */
export const defaultPublicSettings = (): PublicSettings => publicSettingsOf(defaultMerchantSettings());
