import { ModeTabs } from '../../components/ModeTabs';
import { Screen } from '../../components/Screen';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useTranslation } from '../../i18n/translate';
import { useSearchParams } from '../../lib/router';
import { BalanceCard } from './BalanceCard';
import { DepositForm } from './DepositForm';
import { DepositRecords } from './DepositRecords';
import { DepositStatusView } from './DepositStatusView';
import './deposit.css';

type Tab = 'deposit' | 'records';

/**
 * Deposit (signed-in §2, /m/voucherCenter, members only): the balance, the form and the member's deposits.
 * `?deposit=<id>` shows one deposit's state: where a deposit just made goes, and where the payment page sends
 * the player back. `?view=records` opens the records, so the way back from a deposit returns to them.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const params = useSearchParams();
  const depositId = params.get('deposit');
  const tab: Tab = params.get('view') === 'records' ? 'records' : 'deposit';
  return (
    <Screen title={t('page_voucherCenter')}>
      <BalanceCard />
      {depositId ? (
        <DepositStatusView key={depositId} id={depositId} />
      ) : (
        <div className="deposit-main">
          <ModeTabs<Tab>
            label={t('page_voucherCenter')}
            tabs={[
              { mode: 'deposit', label: t('deposit') },
              { mode: 'records', label: t('deposit_records') },
            ]}
            value={tab}
            onChange={(mode) =>
              navigate(mode === 'records' ? '/voucherCenter?view=records' : '/voucherCenter', {
                replace: true,
              })
            }
          >
            {tab === 'records' ? <DepositRecords /> : <DepositForm />}
          </ModeTabs>
        </div>
      )}
    </Screen>
  );
}
