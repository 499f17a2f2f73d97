import { useId, useMemo, useState } from 'react';
import { FailedWithRetry } from '../../components/AsyncSection';
import { Screen } from '../../components/Screen';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useTranslation } from '../../i18n/translate';
import { useSearchParams } from '../../lib/router';
import { GameTileList, GameTileSkeleton } from './GameTile';
import { matchesSearch, type GameLane } from './lanes';
import { MatchList } from './MatchList';
import { useGameLanes } from './use-game-lanes';
import './games.css';

const SKELETON_CARDS = 9;

/**
 * The catalogue (entry §2 /m/game): every game by category, a chip per category (the lane's "See
 * all" opens its own: ?category=<ordinal>) and a search box over names, vendors and categories. A category
 * whose games have matches lists them (GCSGAME_getGameMatchV2). The images load lazily; a few dozen cards
 * need no virtualised list.
 */
export function GamesPage() {
  const { t } = useTranslation();
  const params = useSearchParams();
  const navigate = useAppNavigate();
  const state = useGameLanes();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const chosen = Number(params.get('category')) || null;
  const lanes = useMemo(() => (state.status === 'ready' ? state.data : []), [state]);
  const category = lanes.find((lane) => lane.ordinal === chosen) ?? null;

  const choose = (ordinal: number | null) =>
    navigate(ordinal === null ? '/game' : `/game?category=${ordinal}`, { replace: true });

  const shown = useMemo(
    () =>
      (category ? [category] : lanes)
        .map((lane) => ({ ...lane, cards: lane.cards.filter((c) => matchesSearch(c, lane.title, query)) }))
        .filter((lane) => lane.cards.length > 0),
    [category, lanes, query],
  );

  return (
    <Screen title={t('page_game')}>
      <div className="games-tools">
        <label className="visually-hidden" htmlFor={searchId}>
          {t('game_search_label')}
        </label>
        <div className="games-search">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"
            />
          </svg>
          <input
            id={searchId}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={t('game_search_placeholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        {lanes.length > 1 && (
          <div className="games-chips" role="group" aria-label={t('game_categories')}>
            <Chip pressed={category === null} onClick={() => choose(null)}>
              {t('game_all')}
            </Chip>
            {lanes.map((lane) => (
              <Chip key={lane.ordinal} pressed={category === lane} onClick={() => choose(lane.ordinal)}>
                {lane.title}
              </Chip>
            ))}
          </div>
        )}
      </div>

      {state.status === 'loading' ? (
        <div className="games-grid" role="status" aria-label={t('loading')}>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <GameTileSkeleton key={i} />
          ))}
        </div>
      ) : state.status === 'error' ? (
        // The catalogue is no one section (the search stays above it; its skeleton and empty state are its own).
        <FailedWithRetry card text={t('game_list_failed')} retry={state.retry} />
      ) : lanes.length === 0 ? (
        <p className="games-empty">{t('game_list_empty')}</p>
      ) : (
        <>
          {category && !query && category.cards.some((c) => c.hasMatches) && (
            <MatchList gameClassify={category.gameClassify} />
          )}
          {shown.length === 0 ? (
            <div className="games-empty" role="status">
              <p>{t('game_none_found', { query: query.trim() })}</p>
              <button type="button" className="btn btn-ghost" onClick={() => setQuery('')}>
                {t('game_clear_search')}
              </button>
            </div>
          ) : (
            <>
              {query && (
                <p className="visually-hidden" role="status">
                  {t('game_found', { count: shown.reduce((n, lane) => n + lane.cards.length, 0) })}
                </p>
              )}
              {shown.map((lane) => (
                <CatalogueSection key={lane.ordinal} lane={lane} />
              ))}
            </>
          )}
        </>
      )}
    </Screen>
  );
}

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button type="button" className="games-chip" aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}

function CatalogueSection({ lane }: { lane: GameLane }) {
  return (
    <section className="games-section" aria-labelledby={`games-section-${lane.ordinal}`}>
      <h2 id={`games-section-${lane.ordinal}`} className="games-section-title">
        {lane.title}
      </h2>
      <GameTileList cards={lane.cards} className="games-grid" />
    </section>
  );
}
