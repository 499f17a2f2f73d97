import { AsyncSection } from '../../components/AsyncSection';
import { useCall } from '../../api/use-call';
import { useTranslation } from '../../i18n/translate';
import { missionsApi } from './api';
import { timeLeft } from './mission-rules';
import { useMinuteClock } from './use-minute-clock';

/** The week's top players: rank, masked name and points, the member's own row marked; when the week resets. */
export function Leaderboard() {
  const { t } = useTranslation();
  const state = useCall(missionsApi.leaderboard);
  const now = useMinuteClock();
  return (
    <AsyncSection
      state={state}
      card={false}
      className="mission-board"
      title={t('mission_board_title')}
      titleId="mission-board-title"
      titleClassName="mission-board-title"
      errorText={t('mission_board_failed')}
      empty={{ when: (b) => b.rows.length === 0, text: t('mission_board_empty') }}
      skeletonLines={8}
    >
      {(board) => {
        const resets = timeLeft(board.endsAt, now);
        // Beyond the top 50, the member's own row follows the list (their name is theirs to know).
        const { rank: myRank, points: myPoints } = board.me;
        const outside = myRank !== null && !board.rows.some((r) => r.me) ? myRank : null;
        return (
          <>
            <p className="mission-resets">{t(resets.key, resets.params)}</p>
            <ol className="mission-rows">
              {board.rows.map((row) => (
                <li
                  key={row.rank}
                  className="mission-row"
                  data-top={row.rank <= 3 ? row.rank : undefined}
                  aria-current={row.me ? 'true' : undefined}
                >
                  <span className="mission-rank">{t('mission_board_rank', { rank: row.rank })}</span>
                  <span className="mission-name">
                    {row.name}
                    {row.me && <span className="mission-you">{t('mission_board_you')}</span>}
                  </span>
                  <span className="mission-score">{t('mission_points', { points: row.points })}</span>
                </li>
              ))}
              {outside !== null && (
                <li className="mission-row mission-row-outside" aria-current="true">
                  <span className="mission-rank">{t('mission_board_rank', { rank: outside })}</span>
                  <span className="mission-name">
                    <span className="mission-you">{t('mission_board_you')}</span>
                  </span>
                  <span className="mission-score">{t('mission_points', { points: myPoints })}</span>
                </li>
              )}
            </ol>
          </>
        );
      }}
    </AsyncSection>
  );
}
