import { useTranslation } from '../../../i18n/translate';
import { sendButtonState } from './send-code-rules';

/** The send button: while a code is valid it shows the seconds left instead and cannot be tapped. */
export function SendCodeButton({
  secondsLeft,
  sending,
  onSend,
}: {
  secondsLeft: number;
  sending: boolean;
  onSend(): void;
}) {
  const { t } = useTranslation();
  const { counting, enabled } = sendButtonState(secondsLeft, sending);
  return (
    <button
      type="button"
      className="btn btn-ghost send-code"
      disabled={!enabled}
      aria-busy={sending}
      onClick={onSend}
    >
      {counting ? t('resend_in', { seconds: secondsLeft }) : t('send_code')}
    </button>
  );
}
