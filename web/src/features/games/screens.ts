// Everything of the games that is not home's first screen, as one chunk: the two screens (app/routes.tsx),
// home's lanes (GameLanes) and the launcher (app/after-first-screen.ts). One loader and one preload entry in the
// start chunk, which /m/login loads too, instead of a name for every piece they share.
export { GamesPage } from './GamesPage';
export { LaunchGamePage } from './LaunchGamePage';
export { LanesSection } from './LanesSection';
export { gameLauncher } from './game-launcher';
