import { useCall } from '../../api/use-call';
import { useTranslation } from '../../i18n/translate';
import { missionsApi } from './api';
import { TrophyIcon } from './mission-icons';

/** The member's week at the top of the page: their rank and points on the board, or how to get on it. */
export function WeekCard() {
  const { t } = useTranslation();
  const board = useCall(missionsApi.leaderboard);
  const me = board.status === 'ready' ? board.data.me : null;
  return (
    <section
      className="mission-week"
      aria-labelledby="mission-week-title"
      aria-busy={board.status === 'loading'}
    >
      <TrophyIcon className="mission-week-icon" size={40} />
      <div className="mission-week-text">
        <h2 id="mission-week-title">{t('mission_hero_title')}</h2>
        <p className="mission-week-rank">
          {me ? (
            me.rank === null ? (
              t('mission_board_unranked')
            ) : (
              <>
                {t('mission_board_rank', { rank: me.rank })}
                <span className="mission-week-points">{t('mission_points', { points: me.points })}</span>
              </>
            )
          ) : board.status === 'error' ? (
            '–'
          ) : (
            <span className="skeleton mission-week-skeleton" />
          )}
        </p>
        <p className="mission-week-hint">
          {me && me.rank === null ? t('mission_board_unranked_hint') : t('mission_intro')}
        </p>
      </div>
    </section>
  );
}
