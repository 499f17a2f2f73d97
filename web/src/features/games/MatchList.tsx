import { useCall } from '../../api/use-call';
import { useTranslation } from '../../i18n/translate';
import { localeOf } from '../../i18n/locale-of';
import { gamesApi } from './api';

type Match = { matchId: string; title: string; startTime: number };

/** Only what can be shown: an id, a title and a time (the answer is not trusted). */
const usableMatches = (answer: unknown): Match[] =>
  Array.isArray(answer)
    ? answer.filter(
        (m): m is Match =>
          typeof m === 'object' &&
          m !== null &&
          typeof (m as Match).matchId === 'string' &&
          typeof (m as Match).title === 'string' &&
          Number.isFinite((m as Match).startTime),
      )
    : [];

/**
 * A category's matches (GCSGAME_getGameMatchV2, where the vendor data says it has some): title and start time
 * in the player's language. Nothing while loading, when it fails or when there are none: the games are below.
 */
export function MatchList({ gameClassify }: { gameClassify: string }) {
  const { t, i18n } = useTranslation();
  const state = useCall(gamesApi.matches(gameClassify));
  const matches = state.status === 'ready' ? usableMatches(state.data) : [];
  if (matches.length === 0) return null;
  const time = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="games-matches" aria-labelledby="games-matches-title">
      <h2 id="games-matches-title" className="games-section-title">
        {t('game_matches')}
      </h2>
      <ul>
        {matches.map((match) => (
          <li key={match.matchId} className="games-match">
            <span className="games-match-title">{match.title}</span>
            <time dateTime={new Date(match.startTime).toISOString()}>{time.format(match.startTime)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
