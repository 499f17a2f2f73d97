import { useState, type ReactNode } from 'react';
import type { PayoutKind } from '@app/contract/wallet';
import { useCall } from '../../api/use-call';
import { ModeTabs } from '../../components/ModeTabs';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n/translate';
import { offeredKinds } from './account-rules';
import { KindPanel, PayoutCards, PayoutPageBody } from './AddAccountCard';
import { payoutAccountsApi } from './api';

/**
 * /m/securityCenter/addBankCard (signed-in §2): the member's payout accounts, and a tab per kind the merchant
 * pays out to (bank account, e-wallet, crypto wallet) to add one. Pix keys have their own page.
 */
export function AddPayoutAccountPage() {
  const { t } = useTranslation();
  const info = useCall(payoutAccountsApi.accountInfo);
  return (
    <Screen title={t('page_addBankCard')}>
      <PayoutPageBody state={info}>
        {(data) => (
          <PayoutCards info={data} title={t('payout_add_title')}>
            <KindTabs kinds={offeredKinds(data.payoutOptions)}>
              {(kind) => <KindPanel info={data} kind={kind} pix={false} />}
            </KindTabs>
          </PayoutCards>
        )}
      </PayoutPageBody>
    </Screen>
  );
}

function KindTabs({
  kinds,
  children,
}: {
  kinds: readonly PayoutKind[];
  children(kind: PayoutKind): ReactNode;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<PayoutKind | null>(null);
  const kind = chosen !== null && kinds.includes(chosen) ? chosen : kinds[0];
  if (!kind) return <p className="payout-none">{t('payout_none_offered')}</p>;
  return (
    <ModeTabs<PayoutKind>
      label={t('payout_kind_label')}
      tabs={kinds.map((k) => ({ mode: k, label: t(`payout_kind_${k}`) }))}
      value={kind}
      onChange={setChosen}
      switchOnlyForMany
    >
      {/* A form per kind: switching starts the other kind's form afresh. */}
      <div key={kind}>{children(kind)}</div>
    </ModeTabs>
  );
}
