import type { RewardCenter } from '@app/contract/rewards';
import { useCall } from '../../api/use-call';
import { AsyncSection } from '../../components/AsyncSection';
import { Skeleton } from '../../components/Skeleton';
import { useTranslation } from '../../i18n/translate';
import { useMoney } from '../money';
import { rewardsApi } from './api';
import { BonusLocks } from './BonusLocks';
import { CheckInCard } from './CheckInCard';
import { DepositOffers } from './DepositOffers';
import { RebateCard } from './RebateCard';
import { RewardsClosed } from './RewardsClosed';
import { centreClosed } from './reward-rules';
import { useClaim } from './use-claim';

/** The rewards tab: the balance and what bonuses lock, the check-in, the rebates, the locks, the deposit offers. */
export function RewardOverview() {
  const { t } = useTranslation();
  const money = useMoney();
  const center = useCall(rewardsApi.center);
  const claiming = useClaim();
  if (center.status === 'error' && centreClosed(center.error.errorCode)) return <RewardsClosed />;
  return (
    <AsyncSection
      card={false}
      className="reward-overview"
      state={center.status === 'ready' && !money.ready ? { status: 'loading' } : center}
      errorText={t('reward_load_failed')}
      placeholder={<OverviewPlaceholder />}
    >
      {(c) => (
        <>
          <BalanceSummary center={c} />
          <CheckInCard center={c} claiming={claiming} />
          <RebateCard center={c} claiming={claiming} />
          <BonusLocks locks={c.locks} />
          <DepositOffers offers={c.depositOffers} />
        </>
      )}
    </AsyncSection>
  );
}

/** The shapes of what comes, at about their height, so nothing moves when it arrives. */
function OverviewPlaceholder() {
  return (
    <>
      <div className="reward-summary reward-summary-placeholder" />
      <div className="card">
        <Skeleton lines={5} />
      </div>
      <div className="card">
        <Skeleton lines={3} />
      </div>
    </>
  );
}

/** The balance, and what bonus locks hold back of it until their turnover is played. */
function BalanceSummary({ center }: { center: RewardCenter }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  return (
    <section className="reward-summary" aria-labelledby="reward-balance-title">
      <h2 id="reward-balance-title">{t('reward_balance')}</h2>
      <p className="reward-summary-amount" data-testid="reward-balance">
        {format(center.balance)}
      </p>
      <p className="reward-summary-note">
        {center.locked > 0
          ? t('reward_locked_summary', {
              locked: format(center.locked),
              toPlay: format(center.turnoverToPlay),
            })
          : t('reward_unlocked_summary')}
      </p>
    </section>
  );
}
