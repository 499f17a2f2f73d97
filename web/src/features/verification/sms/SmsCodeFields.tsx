import type { ComponentProps } from 'react';
import { TextField } from '../../../components/TextField';
import { useTranslation } from '../../../i18n/translate';
import { useSettings } from '../../../stores/app-store';
import { PhoneNumberField } from '../PhoneNumberField';
import { countryPickerVisibility } from '../country/country-picker-rule';
import type { Countries } from '../country/use-countries';
import { SmsCodeRow } from './SmsCodeRow';
import type { SmsCodeSend } from './use-sms-code-send';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'onChange'>;

/**
 * The mobile number (with the country picker where entry §5 shows it), the captcha of the server's send and the
 * code with its send button: what the SMS login, the mobile registration and the two-factor sms tab show.
 */
export function SmsCodeFields({
  sender,
  countries,
  mobile,
  code,
}: {
  sender: SmsCodeSend;
  countries: Countries;
  /** The mobile input's props (its name, value, change and error; a hint). */
  mobile: FieldProps & { value: string; onChange(e: { target: { value: string } }): void };
  code: Omit<ComponentProps<typeof TextField>, 'label'>;
}) {
  const { t } = useTranslation();
  const picker = countryPickerVisibility({ countriesLoaded: countries.loaded, settings: useSettings() });
  return (
    <>
      <PhoneNumberField
        countries={countries}
        picker={picker}
        label={t('mobile_number')}
        {...mobile}
        onChange={(e) => {
          sender.clearMobileProblem();
          mobile.onChange(e);
        }}
        error={sender.mobileProblem ? t(sender.mobileProblem) : mobile.error}
      />
      {sender.captchaElement}
      <SmsCodeRow
        code={code}
        secondsLeft={sender.secondsLeft}
        sending={sender.sending}
        sentTo={sender.sentTo}
        onSend={() => void sender.send(mobile.value)}
      />
    </>
  );
}
