import { SUCCESS_MESSAGE_MS } from '@app/contract/constants/sign-in';
import { useTranslation } from '../../i18n/translate';
import { useOverlays } from '../../stores/overlays';
import { copyText } from '../../lib/copy-text';
import { CopyIcon } from './deposit-icons';

/** Copies one detail of a payment (an account number, a reference, an address) and says so in a toast. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    const copied = await copyText(text);
    useOverlays
      .getState()
      .showToast(t(copied ? 'deposit_copied' : 'deposit_copy_failed'), SUCCESS_MESSAGE_MS);
  };
  return (
    <button
      type="button"
      className="deposit-copy"
      aria-label={t('deposit_copy_named', { name: label })}
      onClick={() => void copy()}
    >
      <CopyIcon />
      <span aria-hidden="true">{t('deposit_copy')}</span>
    </button>
  );
}
