// The mini-game widget (entry §2, §4): which script the merchant runs. The widget itself
// (MiniGameWidget.tsx) loads apart, when it shows (app/MiniGameSlot.tsx).
export { miniGameScript, type MiniGameVersion } from './mini-game-script';
