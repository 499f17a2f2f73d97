import { useCallback, useState } from 'react';
import type { LoginValue } from '@app/contract/calls';
import type { Envelope } from '@app/contract/envelope';
import type { FirebaseChannel } from '@app/contract/constants/social-sign-in';
import { SPEC_ERROR } from '@app/contract/first-load-errors';
import type { PublicSettings } from '@app/contract/settings';
import { useFailureAlert } from '../../../hooks/use-failure-alert';
import { loginDevice } from '../../../lib/device';
import { useAppStore } from '../../../stores/app-store';
import { authApi } from '../api';
import { loginDeviceFields } from '../password-login';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { usePendingVerification } from '../two-factor/use-pending-verification';
import { chooseExistingAccount, resetSocialArgs, storeSocialArgs, useSocialArgs } from './social-args';
import { bindCustomerRequiredAnswer, SOCIAL_REGISTER_SMS_TEMPLATE, stripBracketedText } from './social-rules';

export interface LoginChoice {
  /** The server's message, bracketed text stripped. */
  message: string;
  /** 'register new' is offered (FIREBASECREATEACC3). */
  registerNew: boolean;
}

/**
 * A Firebase id token (social or phone sign-in) exchanged with the server (§4): signed in, or on
 * bind_customer_required registered automatically or asked in the login-choice dialog; on login_verify_required
 * (a member who verifies new IPs) the two-factor modal completes it (`twoFactorModal`, rendered by the host);
 * other errors reset the stored social arguments and alert.
 */
export function useFirebaseExchange(settings: PublicSettings | null) {
  const completeSignIn = useCompleteSignIn();
  const showFailure = useFailureAlert();
  const device = useAppStore((s) => s.device);
  const [choice, setChoice] = useState<LoginChoice | null>(null);
  const twoFactor = usePendingVerification();
  const { verifies } = twoFactor;

  /** The end of a login or register answer: signed in, or the error shown and the stored arguments reset. */
  const settle = useCallback(
    async (res: Envelope<LoginValue>) => {
      if (res.success && res.value) return completeSignIn(res.value, 'firebase');
      // The stored arguments are not needed past this answer: a pending sign-in is kept by the server.
      resetSocialArgs();
      if (await verifies(res, 'firebase')) return;
      showFailure(res);
    },
    [completeSignIn, showFailure, verifies],
  );

  const registerNew = useCallback(async () => {
    const args = useSocialArgs.getState().args;
    if (!args) return;
    const kind = loginDevice(device);
    await settle(
      await authApi.socialRegister({ ...args, login: true, smsTemplate: SOCIAL_REGISTER_SMS_TEMPLATE }, kind),
    );
  }, [device, settle]);

  /** Exchanges the provider's id token with the server. */
  const exchange = useCallback(
    async (channel: FirebaseChannel, idToken: string) => {
      storeSocialArgs({ firebaseChannel: channel, firebaseIdToken: idToken });
      const kind = loginDevice(device);
      const res = await authApi.socialLogin(
        {
          username: '',
          password: '',
          type: 'firebase',
          firebaseChannel: channel,
          firebaseIdToken: idToken,
          ...loginDeviceFields(),
        },
        kind,
      );
      if (res.errorCode !== SPEC_ERROR.bindCustomerRequired) return settle(res);
      const answer = bindCustomerRequiredAnswer({
        autoRegister: settings?.socialSignIn?.autoRegister ?? false,
        FIREBASECREATEACC3: settings?.whitelabel.FIREBASECREATEACC3 ?? false,
      });
      if (answer.kind === 'register') return registerNew();
      setChoice({ message: stripBracketedText(res.message ?? ''), registerNew: answer.registerNew });
    },
    [device, settings, settle, registerNew],
  );

  return {
    exchange,
    registerNew,
    choice,
    closeChoice: () => setChoice(null),
    /** The two-factor modal of a sign-in that needs the new-IP verification, or nothing. */
    twoFactorModal: twoFactor.modal,
    /** 'log in to existing account': the stored arguments wait for the password login. */
    logInToExisting: () => {
      setChoice(null);
      chooseExistingAccount();
    },
  };
}
