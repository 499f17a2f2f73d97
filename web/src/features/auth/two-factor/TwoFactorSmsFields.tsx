import { useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { FormFailure } from '../../../components/FormFailure';
import { TextField } from '../../../components/TextField';
import { reportedByLayer } from '../../../api/request-errors';
import { errorText } from '../../../i18n/error-text';
import { SmsCodeFields, useCountries, useSmsCodeSend, type SendFailure } from '../../verification';
import type { PhoneSignIn } from '../phone/phone-auth';
import { usePhoneErrorLines } from '../phone/use-phone-sign-in';

type FieldProps = ComponentProps<typeof TextField>;

interface TwoFactorSmsFieldsProps {
  /** Props of the mobile number input (named mobile) and of the code input (named verificationCode). */
  mobile: Omit<FieldProps, 'label' | 'onChange'> & {
    value: string;
    onChange(e: { target: { value: string } }): void;
  };
  code: Omit<FieldProps, 'label'>;
  /** The dialling code the number goes with (the picker's choice, else the merchant's country). */
  onDialingCode(code: string): void;
  /** Takes the player to the mobile input (entry §5: sending needs the number) or to the code once sent. */
  focus(field: 'mobile' | 'code'): void;
  /** The phone provider, when in use (entry §5): the code goes through it, with its 60 s resend countdown. */
  phone: PhoneSignIn | null;
}

/**
 * The sms tab of the two-factor modal: the number and the code with its send button (features/verification).
 * A send that does not go is said in the modal, not in an alert over it. Its state goes with the tab.
 */
export function TwoFactorSmsFields({ mobile, code, onDialingCode, focus, phone }: TwoFactorSmsFieldsProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const dialingCode = countries.selected?.countryDialingCode ?? '';
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const phoneErrorLines = usePhoneErrorLines();

  /** The failure's line; null when there is none to show (network failures and timeouts are in the Notice alert). */
  const failureText = (failure: SendFailure): string | null =>
    failure.kind === 'phone-provider'
      ? (phoneErrorLines(failure.error)?.join(' ') ?? null)
      : reportedByLayer(failure.answer)
        ? null
        : errorText(t, failure.answer);

  const smsSend = useSmsCodeSend({
    countries,
    phoneProvider: phone,
    focus,
    onFailure: (failure) => setSendFailure(failure && failureText(failure)),
  });

  useEffect(() => onDialingCode(dialingCode), [dialingCode, onDialingCode]);

  return (
    <>
      <SmsCodeFields sender={smsSend} countries={countries} mobile={mobile} code={code} />
      {sendFailure && <FormFailure>{sendFailure}</FormFailure>}
    </>
  );
}
