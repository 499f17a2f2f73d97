import type { PublicSettings } from '@app/contract/settings';
import { merchantCode } from '../../../lib/merchant';
import { readAutoLoginFlag, readSavedLogin } from '../../../lib/saved-login';
import { useAppStore } from '../../../stores/app-store';
import { autoLoginDecision, type AutoLoginDecision } from './auto-login-decision';

/**
 * The auto-login rule applied to the facts of this moment; settings null while they are not known. Its own
 * module: the start (auto-login-start.ts) and the run it loads later (auto-login-run.ts) both apply it, and
 * neither imports the other.
 */
export const decideAutoLogin = (settings: PublicSettings | null): AutoLoginDecision =>
  autoLoginDecision({
    signedIn: Boolean(useAppStore.getState().session?.token),
    search: window.location.search,
    autoLoginFlag: readAutoLoginFlag(),
    saved: readSavedLogin(),
    merchant: merchantCode,
    settings: settings && {
      autoLoginSwitch: settings.whitelabel.MOBILEAUTOLOGIN3,
      loginCaptcha: settings.captcha.login,
    },
  });
