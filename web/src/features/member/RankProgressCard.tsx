import { useCall } from '../../api/use-call';
import { AsyncSection } from '../../components/AsyncSection';
import { useTranslation } from '../../i18n/translate';
import { useSession } from '../../stores/app-store';
import { memberApi } from '../account';
import { rankShare } from './rank-progress';
import './rank-progress.css';
import { ProgressBar } from '../../components/ProgressBar';

/**
 * The player's rank and the goals met toward the next one (relay MCSFE_getPlayerRankProgress): loaded with the
 * token (entry §4, app/use-session-renewal.ts), nothing without one.
 */
export function RankProgressCard({ labelName }: { labelName: string | null }) {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession()?.token);
  const state = useCall(signedIn ? memberApi.rankProgress : null);
  if (!state) return null;
  return (
    <AsyncSection
      state={state}
      className="rank-progress"
      title={t('rank_progress')}
      errorText={t('rank_progress_failed')}
    >
      {(progress) => (
        <RankProgressBar
          rank={labelName ?? progress.playerRankProgress.labelId}
          done={progress.currentProgress.completedConditions}
          total={progress.currentProgress.totalExpectedConditions}
          share={rankShare(progress)}
        />
      )}
    </AsyncSection>
  );
}

function RankProgressBar({
  rank,
  done,
  total,
  share,
}: {
  rank: string;
  done: number;
  total: number;
  share: number;
}) {
  const { t } = useTranslation();
  const text = total > 0 ? t('rank_progress_goals', { done, total }) : t('rank_progress_top');
  return (
    <>
      <p className="rank-name">{rank}</p>
      <ProgressBar label={t('rank_progress')} share={share} valueText={text} />
      <p className="rank-goals">{text}</p>
    </>
  );
}
