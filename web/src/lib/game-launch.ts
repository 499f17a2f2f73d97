import type { AppNavigate } from './route-table';

/**
 * A game or lottery to launch, as a banner names it (signed-in §3: linkage, gameType, vendor, nodeId): the code
 * and the account type, and the vendor and node that tell the catalogue's card of that code (the card gives the
 * prize mode a banner lacks). The banner's roomId and groupName are not carried: no launch call and no card
 * takes them (signed-in §7).
 */
export interface GameTarget {
  gameCode: string;
  gameType?: string;
  vendor?: string;
  nodeId?: string;
}

/** The lottery variants by account type (the contract's card comment: LOTT and SEA_LOTT). */
export type LotteryVariant = 'VN' | 'SEA';
export const lotteryVariant = (accountTypeName: string | null | undefined): LotteryVariant | null => {
  const type = accountTypeName?.trim().toUpperCase();
  return type === 'LOTT' ? 'VN' : type === 'SEA_LOTT' ? 'SEA' : null;
};

/** A lottery (signed-in §4 "Lottery variants need login"): either variant, LOTT or SEA_LOTT. */
export const isLottery = (target: Pick<GameTarget, 'gameType'>): boolean =>
  lotteryVariant(target.gameType) !== null;

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
