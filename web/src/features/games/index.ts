// Games: home's lanes. The catalogue and the game page are screens of app/routes.tsx, and
// app/after-first-screen.ts loads the launcher (game-launcher.ts) by its own path: through this index it would
// join home's first-load chunk, which holds whatever the home screen's imports reach.
export { GameLanes } from './GameLanes';
