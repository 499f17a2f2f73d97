import type { GameTarget } from '../../lib/game-launch';
import type { AppNavigate } from '../../lib/route-table';
import { openGame } from './open-game';

/**
 * The launcher of lib/game-launch.ts: a banner's game (its code and game type) opened as a card's is; the game
 * returns to the previous page (the banners' home).
 */
export const gameLauncher = (target: GameTarget, navigate: AppNavigate): void =>
  openGame({ gameCode: target.gameCode, ...(target.gameType && { playType: target.gameType }) }, navigate);
