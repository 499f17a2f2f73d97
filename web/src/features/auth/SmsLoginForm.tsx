import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import { formatPhone } from '@app/contract/credentials';
import { FormFailure } from '../../components/FormFailure';
import { SubmitButton } from '../../components/SubmitButton';
import { UNKNOWN_FAILURE, useFailureAlert } from '../../hooks/use-failure-alert';
import { focusField, useForm } from '../../hooks/use-form';
import { loginDevice } from '../../lib/device';
import { useAppStore, useSettings } from '../../stores/app-store';
import { SmsCodeFields, useCountries, useSmsCodeSend } from '../verification';
import { authApi } from './api';
import { loginDeviceFields } from './password-login';
import { LoginChoiceDialog } from './firebase/LoginChoiceDialog';
import { useFirebaseExchange } from './firebase/use-firebase-exchange';
import { usePhoneErrorLines, usePhoneSignIn } from './phone/use-phone-sign-in';
import { smsLoginProblems } from './sms/sms-problems';
import { useCompleteSignIn } from './use-complete-sign-in';
import { usePendingVerification } from './two-factor/use-pending-verification';
import './sms/sms-login.css';

/**
 * The SMS mode of the login screen. With the phone provider in use the code goes through Firebase phone
 * sign-in (60 s resend countdown) and the id token signs in (type firebase, channel phone); otherwise the
 * server sends the code (countdown to its expirationTime) and the login is type sms.
 */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const settings = useSettings();
  const completeSignIn = useCompleteSignIn();
  const showFailure = useFailureAlert();
  const countries = useCountries();
  const recaptchaRef = useRef<HTMLDivElement>(null);
  const phone = usePhoneSignIn(settings?.smsProvider, recaptchaRef);
  const firebaseExchange = useFirebaseExchange(settings);
  // A member who verifies new IPs, from an IP not verified yet: the two-factor modal completes the SMS login.
  const twoFactor = usePendingVerification();
  const { field, busy, onSubmit } = useForm({ mobile: '', code: '' });
  const formRef = useRef<HTMLFormElement>(null);
  const [phoneError, setPhoneError] = useState<string[] | null>(null);
  const phoneErrorLines = usePhoneErrorLines();
  const showPhoneError = (error: unknown) => setPhoneError(phoneErrorLines(error));
  // The server's refusals in the Notice alert, like the login's; the phone provider's errors in the form.
  const smsSend = useSmsCodeSend({
    countries,
    phoneProvider: phone,
    focus: (name) => focusField(formRef.current, name),
    onFailure: (failure) => {
      if (!failure) setPhoneError(null);
      else if (failure.kind === 'phone-provider') showPhoneError(failure.error);
      else showFailure(failure.answer);
    },
  });

  const logIn = async ({ mobile, code }: { mobile: string; code: string }) => {
    setPhoneError(null);
    const kind = loginDevice(useAppStore.getState().device);
    if (phone) {
      let firebaseIdToken: string;
      try {
        firebaseIdToken = await phone.confirmCode(code);
      } catch (error) {
        showPhoneError(error);
        return;
      }
      await firebaseExchange.exchange('phone', firebaseIdToken);
      return;
    }
    const country = await countries.ensureSelected();
    if (!country) {
      // Without the country list there is no dialling code to send.
      showFailure(UNKNOWN_FAILURE);
      return;
    }
    const res = await authApi.login(
      {
        username: formatPhone(country.countryDialingCode, mobile),
        password: code.trim(),
        type: 'sms',
        ...loginDeviceFields(),
      },
      kind,
    );
    if (res.success && res.value) await completeSignIn(res.value, 'sms');
    else if (!(await twoFactor.verifies(res, 'sms'))) showFailure(res);
  };

  return (
    <>
      <form ref={formRef} className="form" onSubmit={onSubmit(smsLoginProblems, logIn)} noValidate>
        <SmsCodeFields sender={smsSend} countries={countries} mobile={field('mobile')} code={field('code')} />
        {phoneError && (
          <FormFailure className="phone-error">
            {phoneError.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </FormFailure>
        )}
        <div ref={recaptchaRef} />
        <SubmitButton busy={busy}>{t('login')}</SubmitButton>
        {firebaseExchange.choice && (
          <LoginChoiceDialog
            choice={firebaseExchange.choice}
            onLogInToExisting={firebaseExchange.logInToExisting}
            onRegisterNew={() => {
              firebaseExchange.closeChoice();
              void firebaseExchange.registerNew();
            }}
          />
        )}
      </form>
      {/* Outside the form: the modal has a form of its own, whose submit must not reach this one. */}
      {firebaseExchange.twoFactorModal}
      {twoFactor.modal}
    </>
  );
}
