import { useState, type ReactNode } from 'react';
import type { PayoutKind, WithdrawAccountInfo } from '@app/contract/wallet';
import { CONTRACT_ERROR } from '@app/contract/errors';
import { SUCCESS_MESSAGE_MS } from '@app/contract/constants/sign-in';
import type { CallState } from '../../api/call-cache';
import { useCall } from '../../api/use-call';
import { AsyncSection } from '../../components/AsyncSection';
import { Skeleton } from '../../components/Skeleton';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useTranslation } from '../../i18n/translate';
import { useSearchParams } from '../../lib/router';
import { useOverlays } from '../../stores/overlays';
import { moneyApi, useMoney, walletFailureText } from '../money';
import { afterAdding, boundAccounts, kindFull } from './account-rules';
import { AccountForm } from './AccountForm';
import { BoundAccountsCard } from './BoundAccountsCard';

/**
 * The body of both add pages: the account info loading (a skeleton of the cards to come, so nothing moves), its
 * failure with Retry, or the page's cards.
 */
export function PayoutPageBody({
  state,
  children,
}: {
  state: CallState<WithdrawAccountInfo>;
  children(info: WithdrawAccountInfo): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AsyncSection
      state={state}
      card={false}
      className="payout-page"
      errorText={t('payout_info_failed')}
      placeholder={
        <>
          <div className="card">
            <Skeleton lines={3} />
          </div>
          <div className="card">
            <Skeleton lines={6} />
          </div>
        </>
      }
    >
      {children}
    </AsyncSection>
  );
}

/** The bound accounts, then the card that adds one of `kind` (a Pix key with `pix`). */
export function PayoutCards({
  info,
  title,
  children,
}: {
  info: WithdrawAccountInfo;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <BoundAccountsCard accounts={boundAccounts(info)} />
      <section className="card payout-add" aria-labelledby="payout-add-title">
        <h2 id="payout-add-title">{title}</h2>
        {children}
      </section>
    </>
  );
}

/**
 * The form of one kind, or why none can be added: the merchant's maximum of that kind is bound. After adding,
 * back to the withdrawal when the player came from there (`?from=withdraw`), else a new empty form here.
 */
export function KindPanel({
  info,
  kind,
  pix,
}: {
  info: WithdrawAccountInfo;
  kind: PayoutKind;
  pix: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useAppNavigate();
  const from = useSearchParams().get('from');
  const country = useCall(moneyApi.country);
  const [round, setRound] = useState(0);
  if (kindFull(info, kind)) {
    return (
      <p className="payout-full" role="status">
        {walletFailureText(
          t,
          { errorCode: CONTRACT_ERROR.walletAccountLimit, message: null, value: null },
          money,
        )}
      </p>
    );
  }
  const added = () => {
    const back = afterAdding(from);
    if (back) return navigate(back, { replace: true });
    useOverlays.getState().showToast(t('payout_added'), SUCCESS_MESSAGE_MS);
    setRound((r) => r + 1);
  };
  return (
    <AccountForm
      key={round}
      kind={kind}
      pix={pix}
      info={info}
      countryCode={country.status === 'ready' ? country.data.countryCode : ''}
      onAdded={added}
    />
  );
}
