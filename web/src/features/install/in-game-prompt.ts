import { fetchCall } from '../../api/call-cache';
import { toggleNumber } from './download-prompt-rule';
import { launchSettingsQuery } from './launch-settings';

/**
 * in_game_popup_interval (entry §4): the download popup N seconds after a game starts; cancelled when the game
 * ends. The game page (games/LaunchGamePage.tsx) calls gameStarted and gameEnded; the prompt rules read inGameDue.
 */
let due = false;
let timer: ReturnType<typeof setTimeout> | undefined;
/** Counts the games: a start whose settings arrive after its game ended (or after the next start) sets nothing. */
let game = 0;
const listeners = new Set<() => void>();

const setDue = (value: boolean) => {
  if (due === value) return;
  due = value;
  for (const listener of listeners) listener();
};

/** The interval has passed since the game started, and the game has not ended. */
export const inGameDue = (): boolean => due;

/** Called when inGameDue changes; answers the unsubscribe. */
export const onInGameChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A game started: the popup's moment comes in_game_popup_interval seconds later. */
export function gameStarted(): void {
  clearTimeout(timer);
  setDue(false);
  const started = ++game;
  void fetchCall(launchSettingsQuery).then((launch) => {
    const seconds = launch ? toggleNumber(launch.in_game_popup_interval) : null;
    if (started !== game || seconds === null) return;
    timer = setTimeout(() => setDue(true), seconds * 1000);
  });
}

/** The game ended: a moment still to come is cancelled, and one that came is over. */
export function gameEnded(): void {
  game++;
  clearTimeout(timer);
  setDue(false);
}
