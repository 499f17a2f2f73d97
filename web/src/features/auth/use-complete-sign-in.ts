import { useCallback } from 'react';
import type { LoginValue } from '@app/contract/calls';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { merchantCode } from '../../lib/merchant';
import { useAppStore } from '../../stores/app-store';
import { ensureSystemStatus } from '../../stores/system-status';
import { postLoginRoute, type PostLoginFacts } from './post-login-route';

/**
 * The end of every sign-in (password, SMS, social, phone): store the session from the login answer and go
 * where the routing rules send the player (change password after some password logins, else home).
 */
export function useCompleteSignIn() {
  const navigate = useAppNavigate();
  const signIn = useAppStore((s) => s.signIn);
  return useCallback(
    async (value: LoginValue, loginType: PostLoginFacts['loginType']) => {
      signIn({
        id: value.id,
        token: value.token,
        merchantCode,
        userName: value.userName,
        type: value.customerType,
        firstTimeLogin: value.firstTimeLogin,
      });
      // The forced-change switch is a merchant setting: wait for it rather than guess it is off.
      const settings = (await ensureSystemStatus())?.settings;
      const route = postLoginRoute({
        loginType,
        passwordIsDefault: value.passwordIsDefault,
        passwordExpired: value.passwordExpired,
        forceChangeWhenExpired: settings?.whitelabel.PWDEXPFORCECHANGE3 ?? false,
        firstTimeLogin: value.firstTimeLogin,
      });
      navigate(route, { replace: true });
    },
    [navigate, signIn],
  );
}
