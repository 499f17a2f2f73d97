import type { AppNavigate } from './route-table';

/** A game or lottery to launch, as a banner (signed-in §3: linkage, gameType, vendor, nodeId, roomId…) names it. */
export interface GameTarget {
  gameCode: string;
  gameType?: string;
  vendor?: string;
  nodeId?: string;
  roomId?: string;
  groupName?: string;
}

/** A lottery (signed-in §4 "Lottery variants need login"): the game type LOTT. */
export const isLottery = (target: Pick<GameTarget, 'gameType'>): boolean =>
  target.gameType?.toUpperCase() === 'LOTT';

type GameLauncher = (target: GameTarget, navigate: AppNavigate) => void;

/** Until the games feature sets its launcher, a launch opens the game page with the game's code. */
const openGamePage: GameLauncher = (target, navigate) => {
  const query = new URLSearchParams({ code: target.gameCode });
  if (target.gameType) query.set('playType', target.gameType);
  navigate(`/launchGame?${query.toString()}`);
};
let launcher: GameLauncher = openGamePage;

/**
 * Launches a game (banners, lanes): the seam between the code that offers games and the games feature, which
 * sets the launcher (the launch call, its rules, the game page). The caller has already sent a guest who wants
 * a lottery to /m/login.
 */
export const launchGame = (target: GameTarget, navigate: AppNavigate): void => launcher(target, navigate);

export const setGameLauncher = (next: GameLauncher): void => {
  launcher = next;
};
