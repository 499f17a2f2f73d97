import { setGameLauncher } from '../lib/game-launch';

/**
 * Sets the game launcher (banners of type G call lib/game-launch.ts): the games feature's guard and game page.
 * Nothing loads until a launch: the games' chunk comes with the first one (home's lanes have usually brought
 * it already). By its path, not the feature's index, which home's first-load chunk holds.
 */
export const startGames = (): void =>
  setGameLauncher((target, navigate) => {
    void import('../features/games/screens').then(
      ({ gameLauncher }) => gameLauncher(target, navigate),
      () => navigate(`/launchGame?${new URLSearchParams({ code: target.gameCode }).toString()}`),
    );
  });
