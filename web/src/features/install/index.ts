// Install and download (entry §2, §4, §5, §9; signed-in §4, §5, §9). Not in the first load: the app
// starts it when idle after the first screen (app/after-first-screen.ts) and loads each view when it shows.
export { startInstall } from './start';
// Seams for the games feature: the in-game prompt's start and end, and STARTGAMEINAPP3's check.
export { gameStarted, gameEnded } from './in-game-prompt';
export { startGameInAppRequired } from './start-game-in-app';
// For the deposit screens: a deposit the app saw (the prompt rules look again 2.5 s later).
export { notifyDeposit } from './account-counts';
// For the go-to-activity button's APP_DOWNLOAD (promotions/GoToActivityButton.tsx).
export { openAppDownload } from './open-app-download';
