import type { AppNavigate, AppTarget } from '../../lib/route-table';
import { currentAppPath } from '../../lib/app-path';
import { useAppStore } from '../../stores/app-store';
import { startGameInAppRequired } from '../install';
import { launchGuard } from './launch-rules';

/** A game to open, as a card or a banner names it. */
export interface GameToOpen {
  gameCode: string;
  /** The account type (LOTT, SEA_LOTT, RNG…): the game page's playType. */
  playType?: string;
  prizeMode?: string;
  lottoView?: 'betting' | 'lobby';
  /** A free-play launch (GCS_gameTrialLaunch) with the card's ids. */
  trial?: { gameId: string; nodeId: string };
}

/**
 * The game page's address (signed-in §2: prizeMode upper-case, code, playType, backUrl, lottoView), plus, for a
 * trial (chosen), the ids its launch sends.
 */
export const gamePageTarget = (game: GameToOpen, backUrl?: string): AppTarget => {
  const query = new URLSearchParams({ code: game.gameCode });
  if (game.playType) query.set('playType', game.playType);
  if (game.prizeMode) query.set('prizeMode', game.prizeMode.toUpperCase());
  if (game.lottoView) query.set('lottoView', game.lottoView);
  if (game.trial) {
    query.set('trial', '1');
    query.set('gameId', game.trial.gameId);
    query.set('nodeId', game.trial.nodeId);
  }
  if (backUrl) query.set('backUrl', backUrl);
  return `/launchGame?${query.toString()}`;
};

/** The app page the player is on, with its query, as the way back from the game. */
export const pageToComeBackTo = (): string => currentAppPath() + window.location.search;

/**
 * Opens a game from a card, a banner or the catalogue: the launch guard first (a guest to /m/login; a member's
 * launch stops at STARTGAMEINAPP3's notice outside the app), then the game page, which launches it. Without
 * `backUrl` the game returns to the previous page.
 */
export function openGame(game: GameToOpen, navigate: AppNavigate, backUrl?: string): void {
  const guard = launchGuard({
    signedIn: useAppStore.getState().session !== null,
    trial: game.trial !== undefined,
  });
  if (guard === 'login') return navigate('/login');
  if (guard === 'protected' && startGameInAppRequired()) return;
  navigate(gamePageTarget(game, backUrl));
}
