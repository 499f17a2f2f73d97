import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import type { LoginValue, LoginVerifyRequired } from '@app/contract/calls';
import { SUCCESS_MESSAGE_MS, TWO_FACTOR_CONTINUE_MS } from '@app/contract/constants/sign-in';
import type { Envelope } from '@app/contract/envelope';
import { SPEC_ERROR, SPEC_MESSAGE_KEY } from '@app/contract/first-load-errors';
import { UNKNOWN_FAILURE, useFailureAlert } from '../../../hooks/use-failure-alert';
import { useTranslation } from '../../../i18n/translate';
import { useOverlays } from '../../../stores/overlays';
import { useCompleteSignIn } from '../use-complete-sign-in';
import type { PostLoginFacts } from '../post-login-route';
import type { TwoFactorModalProps } from './TwoFactorModal';

interface Pending {
  Modal: ComponentType<TwoFactorModalProps>;
  pendingSignIn: string;
  required: LoginVerifyRequired;
  loginType: PostLoginFacts['loginType'];
}

/**
 * login_verify_required answered to a social, phone or SMS sign-in (a member who verifies new IPs, from an IP
 * not verified yet): the two-factor modal (§2) for the server's pending sign-in. A pass answers the session:
 * 'login_2fa_pass' shows for 1.5 s and the sign-in completes after 0.5 s, as after a password login (§4).
 * `verifies(res)` opens the modal and answers true when the answer is that one; `modal` is rendered by the host.
 */
export function usePendingVerification() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const showFailure = useFailureAlert();
  const [pending, setPending] = useState<Pending | null>(null);

  const verifies = useCallback(
    async (res: Envelope<unknown>, loginType: PostLoginFacts['loginType']): Promise<boolean> => {
      if (res.errorCode !== SPEC_ERROR.loginVerifyRequired) return false;
      try {
        const [{ TwoFactorModal }, { requiredMethodsOf, pendingSignInOf }] = await Promise.all([
          import('./TwoFactorModal'),
          import('./two-factor-rules'),
        ]);
        const required = requiredMethodsOf(res.value);
        const pendingSignIn = pendingSignInOf(res.value);
        if (required && pendingSignIn) {
          setPending({ Modal: TwoFactorModal, pendingSignIn, required, loginType });
          return true;
        }
      } catch {
        // The modal could not be loaded (offline): said below like any failed sign-in.
      }
      showFailure(UNKNOWN_FAILURE);
      return true;
    },
    [showFailure],
  );

  const onVerified = (session: LoginValue | null, loginType: PostLoginFacts['loginType']) => {
    useOverlays.getState().showToast(t(SPEC_MESSAGE_KEY.login2faPass), SUCCESS_MESSAGE_MS);
    setTimeout(() => {
      setPending(null);
      // A pending sign-in's verification always answers its session; without one there is nothing to store.
      if (session) void completeSignIn(session, loginType);
      else showFailure(UNKNOWN_FAILURE);
    }, TWO_FACTOR_CONTINUE_MS);
  };

  const modal: ReactNode = pending && (
    <pending.Modal
      login={{ pendingSignIn: pending.pendingSignIn }}
      required={pending.required}
      onVerified={(session) => onVerified(session, pending.loginType)}
      onClose={() => setPending(null)}
    />
  );

  return { verifies, modal };
}
