import type { PublicSettings } from './settings';

/**
 * Which captcha an action runs (entry §5), shared by the web (what it shows) and the server
 * (what it requires), so the two cannot disagree.
 *
 * How this contract reads the spec's switches:
 * - The show-captcha settings are `captcha.login`, `captcha.register` and `captcha.sms`: an action runs a
 *   captcha only when its own setting is on. Login's is "the login flag" ("login uses a separate flag").
 * - The registration additionally has "the captcha option", `register.captcha.enabled` (§5: "after a failed
 *   registration, if the captcha option is on, the captcha input is cleared and a new one fetched"). The
 *   registration captcha runs only when both its show-captcha setting and this option are on, so a
 *   registration that runs a captcha always renews it after a failure.
 * - "The geetest flavour is used when enabled and the login flag is on": enabled is the merchant's Geetest
 *   switch `whitelabel.GEETEST3`, the login flag is `captcha.login`. With both on, every action that runs a
 *   captcha runs Geetest (version `gw.GEETEST_VERSION`, captcha id `gw.GEETEST_ID`); otherwise the plain
 *   captcha (a server-generated image).
 * - `GEETESTTEST3` and `GEETESTVCODE3` (the platform's Geetest test and verification-code switches) are read
 *   by no rule of the spec, so neither side reads them. Whether Geetest is the vendor or the local stand-in
 *   depends on the server's mode (test and demo mode: the stand-in), never on a merchant switch.
 */
export type CaptchaAction = 'login' | 'register' | 'sms';
export type CaptchaFlavour = 'none' | 'plain' | 'geetest';
export type GeetestVersion = PublicSettings['gw']['GEETEST_VERSION'];

type CaptchaSettings = Pick<PublicSettings, 'captcha' | 'register' | 'whitelabel'>;

/** Whether the action runs a captcha: its show-captcha setting (and, for registration, the captcha option). */
export const captchaShown = (action: CaptchaAction, s: CaptchaSettings): boolean =>
  action === 'register' ? s.captcha.register && s.register.captcha.enabled : s.captcha[action];

/** The captcha the action runs: none, the Geetest flavour (enabled and the login flag on) or the plain one. */
export const captchaFlavour = (action: CaptchaAction, s: CaptchaSettings): CaptchaFlavour => {
  if (!captchaShown(action, s)) return 'none';
  return s.whitelabel.GEETEST3 && s.captcha.login ? 'geetest' : 'plain';
};

/** "SMS captcha requires version v4": Geetest v3 cannot guard the SMS send. */
export const geetestServes = (action: CaptchaAction, version: GeetestVersion): boolean =>
  action !== 'sms' || version === 'v4';

/**
 * The v4 result (Geetest's getValidate()), sent JSON-encoded as `geetestValidateV4`; the server forwards it
 * to Geetest's validate API with its sign_token.
 */
export interface GeetestV4Result {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
  captcha_id?: string;
}

/** The captcha fields of the login, registration and SMS-send requests. */
export interface CaptchaFields {
  /** The plain captcha's text, with the key of the image it answers. */
  captcha?: string;
  captchaKey?: string;
  /** Geetest v3. */
  geetestChallenge?: string;
  geetestSeccode?: string;
  /** Geetest v4: GeetestV4Result as JSON. */
  geetestValidateV4?: string;
}
