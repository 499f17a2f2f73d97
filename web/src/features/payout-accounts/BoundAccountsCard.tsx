import { useState } from 'react';
import type { PayoutAccount } from '@app/contract/wallet';
import { SUCCESS_MESSAGE_MS } from '@app/contract/constants/sign-in';
import { reportedByLayer } from '../../api/request-errors';
import { Dialog } from '../../components/Dialog';
import { FormFailure } from '../../components/FormFailure';
import { useTranslation } from '../../i18n/translate';
import { useOverlays } from '../../stores/overlays';
import { useMoney, walletFailureText } from '../money';
import { payoutAccountsApi } from './api';
import { PayoutAccountLine } from './PayoutAccountLine';
import { shownNumber } from './account-rules';

/**
 * The member's bound payout accounts, masked, each with a Remove button that asks first (a removed account
 * must be added again, its whole number typed, before money can go to it).
 */
export function BoundAccountsCard({ accounts }: { accounts: readonly PayoutAccount[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [asked, setAsked] = useState<PayoutAccount | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const remove = async (account: PayoutAccount) => {
    setAsked(null);
    setFailure(null);
    setRemoving(account.id);
    const res = await payoutAccountsApi.remove(account.id);
    setRemoving(null);
    if (!res.success) {
      if (!reportedByLayer(res)) setFailure(walletFailureText(t, res, money));
      return;
    }
    useOverlays.getState().showToast(t('payout_removed'), SUCCESS_MESSAGE_MS);
    payoutAccountsApi.refreshAccountInfo();
  };

  return (
    <section className="card payout-bound" aria-labelledby="payout-bound-title">
      <h2 id="payout-bound-title">{t('payout_bound_title')}</h2>
      {accounts.length === 0 ? (
        <p className="payout-none">{t('payout_bound_empty')}</p>
      ) : (
        <ul className="list">
          {accounts.map((account) => (
            <li key={account.id}>
              <PayoutAccountLine account={account} holder />
              <button
                type="button"
                className="btn btn-ghost payout-remove"
                aria-label={t('payout_remove_label', {
                  account: `${account.providerName} ${shownNumber(account.accountNumber)}`,
                })}
                disabled={removing !== null}
                aria-busy={removing === account.id}
                onClick={() => setAsked(account)}
              >
                {t('payout_remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure && <FormFailure>{failure}</FormFailure>}
      {asked && (
        // Keeping it is the first, focused choice: removing is the one that cannot be undone from here.
        <Dialog
          title={t('payout_remove_title')}
          confirmLabel={t('cancel')}
          onConfirm={() => setAsked(null)}
          secondary={{ label: t('payout_remove'), onSelect: () => void remove(asked) }}
        >
          <p>{t('payout_remove_text')}</p>
          <p className="payout-remove-account">
            <PayoutAccountLine account={asked} />
          </p>
        </Dialog>
      )}
    </section>
  );
}
