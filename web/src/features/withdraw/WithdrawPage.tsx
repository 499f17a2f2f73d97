import { useState } from 'react';
import type { WithdrawAccountInfo, WithdrawalRecord } from '@app/contract/wallet';
import { useCall } from '../../api/use-call';
import { AppLink } from '../../components/AppLink';
import { AsyncSection } from '../../components/AsyncSection';
import { ModeTabs } from '../../components/ModeTabs';
import { Screen } from '../../components/Screen';
import { Skeleton } from '../../components/Skeleton';
import { useTranslation } from '../../i18n/translate';
import { useSettings } from '../../stores/app-store';
import { useMoney } from '../money';
import { payoutAccountsApi } from '../payout-accounts';
import { PasswordSetupForm } from './PasswordSetupForm';
import { WithdrawDone } from './WithdrawDone';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawRecords } from './WithdrawRecords';
import { todayLeft } from './withdraw-rules';
import './withdraw.css';

type Tab = 'withdraw' | 'records';

/**
 * /m/withdraw (signed-in §2 "Withdrawal."): the balance and what may be withdrawn, the form (after a withdrawal
 * password is set), and the member's withdrawals in a Records tab. The amount is held when submitted and paid
 * or released by the merchant's staff.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('withdraw');
  return (
    <Screen title={t('page_withdraw')}>
      <div className="withdraw-page">
        <ModeTabs<Tab>
          label={t('page_withdraw')}
          tabs={[
            { mode: 'withdraw', label: t('withdraw_tab') },
            { mode: 'records', label: t('withdraw_records_tab') },
          ]}
          value={tab}
          onChange={setTab}
        >
          <div className="withdraw-panel">
            {tab === 'withdraw' ? <WithdrawTab onRecords={() => setTab('records')} /> : <WithdrawRecords />}
          </div>
        </ModeTabs>
      </div>
    </Screen>
  );
}

function WithdrawTab({ onRecords }: { onRecords(): void }) {
  const { t } = useTranslation();
  const info = useCall(payoutAccountsApi.accountInfo);
  const [done, setDone] = useState<WithdrawalRecord | null>(null);
  if (done) return <WithdrawDone record={done} onAgain={() => setDone(null)} onRecords={onRecords} />;
  return (
    <AsyncSection
      state={info}
      card={false}
      className="withdraw-main"
      errorText={t('withdraw_info_failed')}
      placeholder={
        <>
          <div className="withdraw-balance withdraw-balance--loading">
            <Skeleton lines={3} />
          </div>
          <div className="card">
            <Skeleton lines={8} />
          </div>
        </>
      }
    >
      {(data) => (
        <>
          <BalanceCard info={data} />
          {data.hasWithdrawPassword ? <WithdrawForm info={data} onDone={setDone} /> : <PasswordSetupForm />}
        </>
      )}
    </AsyncSection>
  );
}

/** The balance, what may be withdrawn now, what pending withdrawals hold, and what is left of today's limits. */
function BalanceCard({ info }: { info: WithdrawAccountInfo }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const left = todayLeft(info);
  const rewardCentre = useSettings()?.whitelabel.REWCEN3 ?? false;
  return (
    <section className="withdraw-balance" aria-labelledby="withdraw-balance-title">
      <h2 id="withdraw-balance-title">{t('withdraw_balance')}</h2>
      <p className="withdraw-balance-amount">{format(info.balance)}</p>
      <dl className="withdraw-facts">
        <div>
          <dt>{t('withdraw_withdrawable')}</dt>
          <dd>{format(info.withdrawable)}</dd>
        </div>
        <div>
          <dt>{t('withdraw_held')}</dt>
          <dd>{format(info.held)}</dd>
        </div>
        <div>
          <dt>{t('withdraw_today_left')}</dt>
          <dd>
            {t('withdraw_today_left_value', {
              count: left.count,
              limit: info.dailyCountLimit,
              amount: format(left.amount),
            })}
          </dd>
        </div>
      </dl>
      {info.bonusLocked > 0 && (
        // Why less may be withdrawn than the balance: bonuses whose turnover is still to play (rewards.ts).
        <p className="withdraw-bonus-locked" data-testid="withdraw-bonus-locked">
          {t('withdraw_bonus_locked', {
            locked: format(info.bonusLocked),
            toPlay: format(info.turnoverToPlay),
          })}{' '}
          {rewardCentre && <AppLink to="/rewardCenter">{t('withdraw_bonus_locked_link')}</AppLink>}
        </p>
      )}
    </section>
  );
}
