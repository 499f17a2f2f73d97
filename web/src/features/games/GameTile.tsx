import type { GameCard } from '@app/contract/relay';
import { LazyImage } from '../../components/LazyImage';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useTranslation } from '../../i18n/translate';
import { contentImageUrl } from '../../lib/image-url';
import { useSettings } from '../../stores/app-store';
import { openGame, pageToComeBackTo } from './open-game';

/** The card art's box (square), reserved so that nothing moves when it loads. */
export const CARD_ART = { width: 240, height: 240 } as const;

/**
 * A game's card (lanes and catalogue): its art (lazily, in its reserved box), name and vendor, a button that
 * opens it; with a trial, a "Try" button beside it for free play. The name says what the art shows: the image
 * is decoration.
 */
export function GameTile({ card }: { card: GameCard }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const imageCDNs = useSettings()?.imageCDNs ?? [];
  const game = {
    gameCode: card.gameCode,
    playType: card.accountTypeName,
    prizeMode: card.prizeMode,
  };
  return (
    <div className="game-tile">
      {/* Named by what it shows, the name then the vendor (WCAG 2.5.3: voice control says what it sees). */}
      <button
        type="button"
        className="game-tile-play"
        onClick={() => openGame(game, navigate, pageToComeBackTo())}
      >
        <LazyImage
          className="game-tile-art"
          src={card.imageUrl ? contentImageUrl(card.imageUrl, imageCDNs, window.location.origin) : null}
          alt=""
          width={CARD_ART.width}
          height={CARD_ART.height}
        />
        <span className="game-tile-name">{card.displayName}</span>
        {/* A space between the two, so that they are read as two words; the column's layout ignores it. */}
        {card.vendor && (
          <>
            {' '}
            <span className="game-tile-vendor">{card.vendor}</span>
          </>
        )}
      </button>
      {card.trial && (
        <button
          type="button"
          className="game-tile-try"
          aria-label={t('game_try_named', { name: card.displayName })}
          onClick={() => openGame({ ...game, trial: { gameId: card.gameId, nodeId: card.nodeId } }, navigate)}
        >
          {t('game_try')}
        </button>
      )}
    </div>
  );
}

/** A card's place while the games load: the same box, shimmering. */
/** The cards of a lane or a category, in a list whose class lays them out (a lane's row, the catalogue's grid). */
export function GameTileList({ cards, className }: { cards: readonly GameCard[]; className: string }) {
  return (
    <ul className={className}>
      {cards.map((card, i) => (
        // A code may come twice (a lottery in two prize modes).
        <li key={`${i}:${card.gameCode}`}>
          <GameTile card={card} />
        </li>
      ))}
    </ul>
  );
}

export function GameTileSkeleton() {
  return (
    <div className="game-tile game-tile--loading" aria-hidden="true">
      <span className="game-tile-art skeleton" />
      <span className="game-tile-name skeleton" />
    </div>
  );
}
