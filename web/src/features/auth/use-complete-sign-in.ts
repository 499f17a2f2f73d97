import { useCallback } from 'react';
import type { LoginValue } from '@app/contract/calls';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { merchantCode } from '../../lib/merchant';
import { track } from '../../lib/track';
import { clearPasswordChangeRequired, markPasswordChangeRequired } from '../../lib/password-change-required';
import { useAppStore } from '../../stores/app-store';
import { ensureSystemStatus } from '../../stores/system-status';
import { resetSocialArgs } from './firebase/social-args';
import { changePasswordReason, postLoginRoute, type PostLoginFacts } from './post-login-route';
import { sessionInfoFrom } from './session-info-from';
import type { AppNavigate } from '../../lib/route-table';

/**
 * The end of every sign-in (password, SMS, social, phone, auto login): store the session from the login answer
 * and go where the routing rules send the player (change password after some password logins, else home).
 */
export async function completeSignIn(
  value: LoginValue,
  loginType: PostLoginFacts['loginType'],
  navigate: AppNavigate,
): Promise<void> {
  resetSocialArgs();
  useAppStore.getState().signIn(sessionInfoFrom(value, merchantCode));
  track('login', { method: loginType });
  // The forced-change switch is a merchant setting: wait for it rather than guess it is off.
  const settings = (await ensureSystemStatus())?.settings;
  const facts: PostLoginFacts = {
    loginType,
    passwordIsDefault: value.passwordIsDefault,
    passwordExpired: value.passwordExpired,
    forceChangeWhenExpired: settings?.whitelabel.PWDEXPFORCECHANGE3 ?? false,
    firstTimeLogin: value.firstTimeLogin,
  };
  // A password login with the default password opens a session the server restricts to the change.
  if (changePasswordReason(facts) === 'default') markPasswordChangeRequired(value.token);
  else clearPasswordChangeRequired();
  navigate(postLoginRoute(facts), { replace: true });
}

/** completeSignIn with the screen's navigation. */
export function useCompleteSignIn() {
  const navigate = useAppNavigate();
  return useCallback(
    (value: LoginValue, loginType: PostLoginFacts['loginType']) => completeSignIn(value, loginType, navigate),
    [navigate],
  );
}
