import { useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from '../../i18n/translate';
import { formatPhone } from '@app/contract/credentials';
import { FormFailure } from '../../components/FormFailure';
import { TextField } from '../../components/TextField';
import { reportedByLayer } from '../../api/request-errors';
import { errorText } from '../../i18n/error-text';
import { PHONE_SMS_RESEND_SECONDS } from '@app/contract/constants';
import { useSettings } from '../../stores/app-store';
import { countryPickerVisibility, PhoneNumberField, SmsCodeRow } from '../verification';
import { useCountries } from './country/use-countries';
import type { PhoneSignIn } from './phone/phone-auth';
import { usePhoneErrorLines } from './phone/use-phone-sign-in';
import { smsSendProblems } from './sms/sms-problems';
import { useSmsCodeSend } from './use-sms-code-send';

type FieldProps = ComponentProps<typeof TextField>;

interface TwoFactorSmsFieldsProps {
  /** Props of the mobile number input (named mobile) and of the code input (named verificationCode). */
  mobile: Omit<FieldProps, 'label'> & { value: string };
  code: Omit<FieldProps, 'label'>;
  /** The dialling code the number goes with (the picker's choice, else the merchant's country). */
  onDialingCode(code: string): void;
  /** §5: sending an SMS code needs a non-empty mobile number; the modal highlights and focuses it. */
  onMobileMissing(): void;
  /** Focus the code input once a code is on its way. */
  onSent(): void;
  /** The phone provider, when in use (§5): the code goes through it, with its 60 s resend countdown. */
  phone: PhoneSignIn | null;
}

/**
 * The sms tab of the two-factor modal: the mobile number (with the country picker where §5 shows it), the
 * send button that counts down to the code's expirationTime, refreshed every 0.5 s, and the code. Kept beside
 * the SMS login form's parts, which it shares.
 */
export function TwoFactorSmsFields({
  mobile,
  code,
  onDialingCode,
  onMobileMissing,
  onSent,
  phone,
}: TwoFactorSmsFieldsProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const countries = useCountries();
  const picker = countryPickerVisibility({ countriesLoaded: countries.loaded, settings });
  const dialingCode = countries.selected?.countryDialingCode ?? '';
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const smsSend = useSmsCodeSend();
  const { secondsLeft } = smsSend;
  const phoneErrorLines = usePhoneErrorLines();

  /** Sends through the phone provider; answers whether the code is on its way (else the failure shows). */
  const sendByPhoneProvider = async (provider: PhoneSignIn, number: string): Promise<boolean> => {
    try {
      await provider.sendCode(number);
      smsSend.countDownTo(Date.now() + PHONE_SMS_RESEND_SECONDS * 1000);
      return true;
    } catch (error) {
      const lines = phoneErrorLines(error);
      if (lines) setSendFailure(lines.join(' '));
      return false;
    }
  };

  useEffect(() => onDialingCode(dialingCode), [dialingCode, onDialingCode]);

  const send = async () => {
    setSendFailure(null);
    if (smsSendProblems({ mobile: mobile.value }).mobile) {
      onMobileMissing();
      return;
    }
    setSending(true);
    const country = await countries.ensureSelected();
    if (country && phone) {
      const number = formatPhone(country.countryDialingCode, mobile.value);
      const sent = await sendByPhoneProvider(phone, number);
      setSending(false);
      if (!sent) return;
      setSentTo(number);
      onSent();
      return;
    }
    const res = country && (await smsSend.send(country.countryDialingCode, mobile.value.trim()));
    setSending(false);
    if (!country) setSendFailure(t('unknown_error'));
    if (!res) return;
    if (!res.success) {
      // Network failures and timeouts are already in the Notice alert.
      if (!reportedByLayer(res)) setSendFailure(errorText(t, res));
      return;
    }
    setSentTo(formatPhone(country.countryDialingCode, mobile.value));
    onSent();
  };

  return (
    <>
      <PhoneNumberField countries={countries} picker={picker} label={t('mobile_number')} {...mobile} />
      {!phone && smsSend.captchaElement}
      <SmsCodeRow
        code={code}
        secondsLeft={secondsLeft}
        sending={sending}
        sentTo={sentTo}
        onSend={() => void send()}
      />
      {sendFailure && <FormFailure>{sendFailure}</FormFailure>}
    </>
  );
}
