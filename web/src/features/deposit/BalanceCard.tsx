import { useCall } from '../../api/use-call';
import { useTranslation } from '../../i18n/translate';
import { useMoney } from '../money';
import { depositApi } from './api';

/** The member's balance at the top of the page, its box held while it loads (MCSFE_getDepositSettings). */
export function BalanceCard() {
  const { t } = useTranslation();
  const money = useMoney();
  const settings = useCall(depositApi.settings);
  const balance = settings.status === 'ready' && money.ready ? money.format(settings.data.balance) : null;
  return (
    <section className="deposit-balance" aria-labelledby="deposit-balance-title" aria-busy={balance === null}>
      <h2 id="deposit-balance-title">{t('deposit_balance')}</h2>
      <p className="deposit-balance-amount">
        {balance ??
          (settings.status === 'error' ? '–' : <span className="skeleton deposit-balance-skeleton" />)}
      </p>
    </section>
  );
}
