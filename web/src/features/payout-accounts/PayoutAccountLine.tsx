import type { PayoutAccount } from '@app/contract/wallet';
import { useTranslation } from '../../i18n/translate';
import { PayoutKindIcon } from './payout-icons';
import { shownNumber } from './account-rules';
import './payout-accounts.css';

/**
 * A payout account as the player recognises it: its kind's mark, the bank's, wallet's or network's name (with
 * a Pix key's type), the number as the server masks it (never whole, its mask cut short) and, when asked, the
 * holder.
 */
export function PayoutAccountLine({
  account,
  holder = false,
}: {
  account: Pick<PayoutAccount, 'kind' | 'providerName' | 'accountNumber'> &
    Partial<Pick<PayoutAccount, 'pixKeyType' | 'holderName'>>;
  holder?: boolean;
}) {
  const { t } = useTranslation();
  const pixKeyType = account.pixKeyType ?? null;
  return (
    <span className="payout-line">
      <PayoutKindIcon kind={account.kind} pix={pixKeyType !== null} />
      <span className="payout-line-text">
        <span className="payout-line-name">
          {pixKeyType
            ? `${account.providerName} · ${t(`payout_pix_type_${pixKeyType}`)}`
            : account.providerName}
        </span>
        {/* Masked digits read left to right in every language, also inside a right-to-left line. */}
        <span className="payout-line-number" dir="ltr">
          {shownNumber(account.accountNumber)}
        </span>
        {holder && account.holderName && <span className="payout-line-holder">{account.holderName}</span>}
      </span>
    </span>
  );
}
