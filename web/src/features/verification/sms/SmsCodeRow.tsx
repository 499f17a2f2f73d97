import type { ComponentProps } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { TextField } from '../../../components/TextField';
import { SendCodeButton } from './SendCodeButton';
import './sms-code-row.css';

/**
 * The code input with its send button (a countdown once a code is on its way) and the line saying where the
 * code went: the SMS login's and the two-factor sms tab's.
 */
export function SmsCodeRow({
  code,
  secondsLeft,
  sending,
  sentTo,
  onSend,
}: {
  code: Omit<ComponentProps<typeof TextField>, 'label'>;
  secondsLeft: number;
  sending: boolean;
  /** The number the last code went to, shown while it is valid. */
  sentTo: string | null;
  onSend(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="field-row">
        <TextField
          label={t('sms_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={16}
          {...code}
        />
        <SendCodeButton secondsLeft={secondsLeft} sending={sending} onSend={onSend} />
      </div>
      <p className="code-status" role="status">
        {sentTo && secondsLeft > 0 ? t('code_sent', { phone: sentTo }) : ''}
      </p>
    </>
  );
}
