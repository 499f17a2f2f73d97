import { ModeTabs } from '../../components/ModeTabs';
import { Screen } from '../../components/Screen';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useTranslation } from '../../i18n/translate';
import { useSearchParams } from '../../lib/router';
import { Leaderboard } from './Leaderboard';
import { MissionList } from './MissionList';
import { useMissionClaim } from './use-mission-claim';
import { WeekCard } from './WeekCard';
import './missions.css';

type Tab = 'daily' | 'weekly' | 'board';

const TAB_PATH = {
  daily: '/leaderBoard',
  weekly: '/leaderBoard?view=weekly',
  board: '/leaderBoard?view=board',
} as const;

/**
 * Missions (signed-in §2 /m/leaderBoard, "Mission. Needs login."): the member's week on the board, the day's and
 * the week's missions with their progress and claims, and the week's board (`?view=weekly`, `?view=board`).
 */
export function MissionsPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const view = useSearchParams().get('view');
  const tab: Tab = view === 'weekly' || view === 'board' ? view : 'daily';
  const claiming = useMissionClaim();
  return (
    <Screen title={t('page_leaderBoard')}>
      <WeekCard />
      <div className="mission-main">
        <ModeTabs<Tab>
          label={t('page_leaderBoard')}
          tabs={[
            { mode: 'daily', label: t('mission_tab_daily') },
            { mode: 'weekly', label: t('mission_tab_weekly') },
            { mode: 'board', label: t('mission_tab_board') },
          ]}
          value={tab}
          onChange={(mode) => navigate(TAB_PATH[mode], { replace: true })}
        >
          {tab === 'board' ? (
            <Leaderboard />
          ) : (
            <MissionList period={tab === 'weekly' ? 'WEEKLY' : 'DAILY'} claiming={claiming} />
          )}
        </ModeTabs>
      </div>
    </Screen>
  );
}
