import { useRef, useState } from 'react';
import type { MessageKey } from '../../i18n/keys';
import { useTranslation } from '../../i18n/translate';
import { PHONE_SMS_RESEND_SECONDS } from '@app/contract/constants';
import { formatPhone } from '@app/contract/credentials';
import { FormFailure } from '../../components/FormFailure';
import { SubmitButton } from '../../components/SubmitButton';
import { UNKNOWN_FAILURE, useFailureAlert } from '../../hooks/use-failure-alert';
import { useForm } from '../../hooks/use-form';
import { loginDevice } from '../../lib/device';
import { useAppStore, useSettings } from '../../stores/app-store';
import { countryPickerVisibility, PhoneNumberField, SmsCodeRow } from '../verification';
import { authApi } from './api';
import { loginDeviceFields } from './password-login';
import { useCountries } from './country/use-countries';
import { LoginChoiceDialog } from './firebase/LoginChoiceDialog';
import { useFirebaseExchange } from './firebase/use-firebase-exchange';
import { usePhoneErrorLines, usePhoneSignIn } from './phone/use-phone-sign-in';
import { smsLoginProblems, smsSendProblems } from './sms/sms-problems';
import { useCompleteSignIn } from './use-complete-sign-in';
import { usePendingVerification } from './two-factor/use-pending-verification';
import { useSmsCodeSend } from './use-sms-code-send';
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
  const picker = countryPickerVisibility({ countriesLoaded: countries.loaded, settings });
  const recaptchaRef = useRef<HTMLDivElement>(null);
  const phone = usePhoneSignIn(settings?.smsProvider, recaptchaRef);
  // The server's SMS send runs the captcha its show-captcha setting asks for; the phone provider's send is
  // guarded by its own invisible reCAPTCHA.
  const smsSend = useSmsCodeSend();
  const firebaseExchange = useFirebaseExchange(settings);
  // A member who verifies new IPs, from an IP not verified yet: the two-factor modal completes the SMS login.
  const twoFactor = usePendingVerification();
  const { form, field, busy, onSubmit } = useForm({ mobile: '', code: '' });
  const [sendProblem, setSendProblem] = useState<MessageKey | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string[] | null>(null);
  const { secondsLeft } = smsSend;
  const formRef = useRef<HTMLFormElement>(null);

  const focusField = (name: 'mobile' | 'code') => {
    const input = formRef.current?.elements.namedItem(name);
    if (input instanceof HTMLElement) input.focus();
  };
  const phoneErrorLines = usePhoneErrorLines();
  const showPhoneError = (error: unknown) => setPhoneError(phoneErrorLines(error));

  const send = async () => {
    const problem = smsSendProblems(form).mobile ?? null;
    setSendProblem(problem);
    setPhoneError(null);
    if (problem) {
      focusField('mobile');
      return;
    }
    setSending(true);
    try {
      const country = await countries.ensureSelected();
      if (!country) {
        // Without the country list there is no dialling code to send.
        showFailure(UNKNOWN_FAILURE);
        return;
      }
      const dialingCode = country.countryDialingCode;
      const number = formatPhone(dialingCode, form.mobile);
      if (phone) {
        await phone.sendCode(number);
        smsSend.countDownTo(Date.now() + PHONE_SMS_RESEND_SECONDS * 1000);
      } else {
        const res = await smsSend.send(dialingCode, form.mobile.trim());
        if (!res) return;
        if (!res.success) {
          showFailure(res);
          return;
        }
      }
      setSentTo(number);
      focusField('code');
    } catch (error) {
      showPhoneError(error);
    } finally {
      setSending(false);
    }
  };

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

  const mobileField = field('mobile');
  return (
    <>
      <form ref={formRef} className="form" onSubmit={onSubmit(smsLoginProblems, logIn)} noValidate>
        <PhoneNumberField
          countries={countries}
          picker={picker}
          label={t('mobile_number')}
          {...mobileField}
          onChange={(e) => {
            setSendProblem(null);
            mobileField.onChange(e);
          }}
          error={sendProblem ? t(sendProblem) : mobileField.error}
        />
        {!phone && smsSend.captchaElement}
        <SmsCodeRow
          code={field('code')}
          secondsLeft={secondsLeft}
          sending={sending}
          sentTo={sentTo}
          onSend={() => void send()}
        />
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
