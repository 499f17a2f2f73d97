import { AppLink } from '../../components/AppLink';
import { useTranslation } from '../../i18n/translate';
import { GameTileList, GameTileSkeleton } from './GameTile';
import { useGameLanes } from './use-game-lanes';
import './games.css';

/** The lanes shown while the games load: their room, so that what comes moves as little as it can. */
const SKELETON_LANES = 2;
const SKELETON_CARDS = 4;

/**
 * Home's game lanes (GameLanes loads it): a lane per category, its cards scrolling sideways, each lane's "See
 * all" leading to its part of the catalogue (/m/game). A skeleton while they load; nothing when they fail or
 * there are none (home goes on: the catalogue tile is there).
 */
export function LanesSection() {
  const { t } = useTranslation();
  const state = useGameLanes();
  if (state.status === 'error' || (state.status === 'ready' && state.data.length === 0)) return null;
  if (state.status === 'loading') {
    return (
      <div className="game-lanes" role="status" aria-label={t('loading')}>
        {Array.from({ length: SKELETON_LANES }, (_, lane) => (
          <section key={lane} className="game-lane" aria-hidden="true">
            <div className="game-lane-head">
              <span className="game-lane-title skeleton" />
            </div>
            <div className="game-lane-cards">
              {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                <GameTileSkeleton key={i} />
              ))}
            </div>
          </section>
        ))}
      </div>
    );
  }
  return (
    <div className="game-lanes">
      {state.data.map((lane) => (
        <section key={lane.ordinal} className="game-lane" aria-labelledby={`game-lane-${lane.ordinal}`}>
          <div className="game-lane-head">
            <h2 id={`game-lane-${lane.ordinal}`} className="game-lane-title">
              {lane.title}
            </h2>
            <AppLink
              className="game-lane-all"
              to={`/game?category=${lane.ordinal}`}
              aria-label={t('game_see_all_named', { name: lane.title })}
            >
              {t('game_see_all')}
            </AppLink>
          </div>
          <GameTileList cards={lane.cards} className="game-lane-cards" />
        </section>
      ))}
    </div>
  );
}
