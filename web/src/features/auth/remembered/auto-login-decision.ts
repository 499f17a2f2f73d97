import { AUTO_LOGIN_BLOCKING_PARAMS, AUTO_LOGIN_OFF } from '@app/contract/constants/session';
import type { SavedLogin } from '../../../lib/saved-login';

/** What the auto-login rule looks at, at start. */
export interface AutoLoginFacts {
  /** A token or a session exists. */
  signedIn: boolean;
  /** The URL's query string. */
  search: string;
  /** The autoLogin flag in storage (null: never set). */
  autoLoginFlag: string | null;
  saved: Pick<SavedLogin, 'type' | 'merchant'> | null;
  /** The merchant this app serves. */
  merchant: string;
  /** The merchant settings the rule needs; null while they are not known. */
  settings: {
    /** MOBILEAUTOLOGIN3. */
    autoLoginSwitch: boolean;
    /** The login show-captcha flag. */
    loginCaptcha: boolean;
  } | null;
}

export type AutoLoginSkip =
  | 'signedIn'
  | 'redirect'
  | 'turnedOff'
  | 'nothingSaved'
  | 'otherMerchant'
  | 'smsLogin'
  | 'switchOff'
  | 'captcha';

export type AutoLoginDecision =
  | { kind: 'try' }
  /** Every rule that can be checked passes; the merchant settings decide. */
  | { kind: 'waitForSettings' }
  | { kind: 'skip'; reason: AutoLoginSkip };

/**
 * §4 Auto login: tried at start when there is no token or session, the URL has no redirectUrl or backUrl,
 * the autoLogin flag is not '0', MOBILEAUTOLOGIN3 is on and the saved merchant matches. Saved SMS logins
 * are skipped. Beyond the spec: with the login captcha on, auto login cannot pass the captcha, so it is not
 * tried.
 */
export const autoLoginDecision = (f: AutoLoginFacts): AutoLoginDecision => {
  const skip = (reason: AutoLoginSkip): AutoLoginDecision => ({ kind: 'skip', reason });
  if (f.signedIn) return skip('signedIn');
  const query = new URLSearchParams(f.search);
  if (AUTO_LOGIN_BLOCKING_PARAMS.some((p) => query.has(p))) return skip('redirect');
  if (f.autoLoginFlag === AUTO_LOGIN_OFF) return skip('turnedOff');
  if (!f.saved) return skip('nothingSaved');
  if (f.saved.merchant !== f.merchant) return skip('otherMerchant');
  if (f.saved.type === 'sms') return skip('smsLogin');
  if (!f.settings) return { kind: 'waitForSettings' };
  if (!f.settings.autoLoginSwitch) return skip('switchOff');
  if (f.settings.loginCaptcha) return skip('captcha');
  return { kind: 'try' };
};
