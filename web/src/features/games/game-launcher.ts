import { fetchCall } from '../../api/call-cache';
import { isLottery, type GameTarget } from '../../lib/game-launch';
import type { AppNavigate } from '../../lib/route-table';
import { gamesApi } from './api';
import { gameLanes, type GameLane } from './lanes';
import { openGame, type GameToOpen } from './open-game';

const sameText = (card: string, named: string | undefined): boolean =>
  !named?.trim() || card.trim().toUpperCase() === named.trim().toUpperCase();

/**
 * A banner's game as the game page opens it: its code and account type (playType), and a lottery's prize mode,
 * which a banner does not carry (signed-in §3), from the catalogue's card of that code, account type and, where
 * the banner names them, vendor and node. Without such a card the prize mode stays empty: the launch answers.
 */
export const bannerGame = (target: GameTarget, lanes: readonly GameLane[]): GameToOpen => {
  const game: GameToOpen = {
    gameCode: target.gameCode,
    ...(target.gameType && { playType: target.gameType }),
  };
  if (!isLottery(target)) return game;
  const card = lanes
    .flatMap((lane) => lane.cards)
    .find(
      (c) =>
        c.gameCode === target.gameCode &&
        sameText(c.accountTypeName, target.gameType) &&
        sameText(c.vendor, target.vendor) &&
        sameText(c.nodeId, target.nodeId),
    );
  return card?.prizeMode ? { ...game, prizeMode: card.prizeMode } : game;
};

/**
 * The launcher of lib/game-launch.ts: a banner's game opened as a card's is; the game returns to the previous
 * page (the banners' home). A lottery's card comes from the lanes, which home has usually loaded already under
 * its banners; else they are asked for once (a failure leaves the prize mode empty).
 */
export const gameLauncher = (target: GameTarget, navigate: AppNavigate): void => {
  if (!isLottery(target)) return openGame(bannerGame(target, []), navigate);
  void fetchCall(gamesApi.lanes).then((answer) => openGame(bannerGame(target, gameLanes(answer)), navigate));
};
