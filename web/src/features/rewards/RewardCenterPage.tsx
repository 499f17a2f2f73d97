import { ModeTabs } from '../../components/ModeTabs';
import { Screen } from '../../components/Screen';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useTranslation } from '../../i18n/translate';
import { useSearchParams } from '../../lib/router';
import { useSettings } from '../../stores/app-store';
import { RewardHistory } from './RewardHistory';
import { RewardOverview } from './RewardOverview';
import { RewardsClosed } from './RewardsClosed';
import './rewards.css';

type Tab = 'rewards' | 'history';

/**
 * The reward centre (signed-in §2 /m/rewardCenter, members only, behind whitelabel REWCEN3): the rewards to claim
 * now and later, the bonus locks, and the member's claims (`?view=history`). With REWCEN3 off the page says it
 * is not available, with a way home (the server refuses its calls too).
 */
export function RewardCenterPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const params = useSearchParams();
  const open = useSettings()?.whitelabel.REWCEN3 ?? true;
  const tab: Tab = params.get('view') === 'history' ? 'history' : 'rewards';
  return (
    <Screen title={t('page_rewardCenter')}>
      {open ? (
        <div className="reward-main">
          <ModeTabs<Tab>
            label={t('page_rewardCenter')}
            tabs={[
              { mode: 'rewards', label: t('reward_tab_rewards') },
              { mode: 'history', label: t('reward_tab_history') },
            ]}
            value={tab}
            onChange={(mode) =>
              navigate(mode === 'history' ? '/rewardCenter?view=history' : '/rewardCenter', { replace: true })
            }
          >
            {tab === 'history' ? <RewardHistory /> : <RewardOverview />}
          </ModeTabs>
        </div>
      ) : (
        <RewardsClosed />
      )}
    </Screen>
  );
}
