import type { Envelope } from '@app/contract/envelope';
import { followableUrl } from '../../lib/safe-url';
import { launchTimeoutRule, type LaunchNotice } from './launch-rules';

/** A game a launch brought: its URL, and its origin, the only one GO_BACK is heard from (signed-in §4). */
export interface LaunchedGame {
  url: string;
  origin: string;
}

/**
 * The game page's launch (signed-in §4 "Game launch", §8): launching; failed, with its notice; or playing, the
 * game's frame loading, loaded, or still loading after 10 s (the fallback warning over it).
 */
export type LaunchState =
  | { phase: 'launching' }
  | { phase: 'failed'; notice: LaunchNotice }
  | { phase: 'playing'; game: LaunchedGame; frame: 'loading' | 'loaded' | 'fallbackWarning' };

/** What a launch's answer brings: a game, or the notice in its place. */
export type LaunchOutcome = { game: LaunchedGame } | { notice: LaunchNotice };

export type LaunchEvent =
  /** A launch sent (a retry, another game included), for the page's code. */
  | { type: 'launch'; code: string }
  | { type: 'answer'; outcome: LaunchOutcome }
  /** 10 s after the launch was sent (signed-in §9 "game URL fetch timeout 10000 ms"). */
  | { type: 'noRedirectInTime' }
  | { type: 'gameLoaded' };

export const LAUNCHING: LaunchState = { phase: 'launching' };

/**
 * The launch's answer (signed-in §8 "Game launch"): a game at an http(s) URL (a javascript: or data: gameUrl is
 * nonsense from the server); a failure through the timeout rule; an answer without a followable URL,
 * 'unavailable'.
 */
export const launchOutcome = (answer: Envelope<{ gameUrl: string }>, pageUrl: string): LaunchOutcome => {
  if (!answer.success) return { notice: launchTimeoutRule(answer) };
  const url = followableUrl(answer.value?.gameUrl ?? '', pageUrl);
  return url ? { game: { url, origin: new URL(url).origin } } : { notice: { kind: 'unavailable' } };
};

/**
 * The launch's next state. A page without a code launches nothing. No redirect within 10 s (signed-in §8): a
 * launch still unanswered is given up with timeout_retry_please; a frame still loading gets the fallback
 * warning over it; a game that has loaded is being played, not taking too long, and its load clears the warning.
 */
export const launchStep = (state: LaunchState, event: LaunchEvent): LaunchState => {
  switch (event.type) {
    case 'launch':
      return event.code ? LAUNCHING : { phase: 'failed', notice: { kind: 'unavailable' } };
    case 'answer':
      return 'game' in event.outcome
        ? { phase: 'playing', game: event.outcome.game, frame: 'loading' }
        : { phase: 'failed', notice: event.outcome.notice };
    case 'noRedirectInTime':
      if (state.phase === 'launching') {
        return { phase: 'failed', notice: launchTimeoutRule({ noGameInTime: true }) };
      }
      return state.phase === 'playing' && state.frame === 'loading'
        ? { ...state, frame: 'fallbackWarning' }
        : state;
    case 'gameLoaded':
      return state.phase === 'playing' && state.frame !== 'loaded' ? { ...state, frame: 'loaded' } : state;
  }
};

/** What the game's stage shows: the opening indicator, and the notice (over the game for the fallback warning). */
export interface LaunchScreen {
  opening: boolean;
  notice: LaunchNotice | null;
  over: boolean;
}

export const launchScreen = (state: LaunchState): LaunchScreen => {
  if (state.phase === 'launching') return { opening: true, notice: null, over: false };
  if (state.phase === 'failed') return { opening: false, notice: state.notice, over: false };
  if (state.frame === 'fallbackWarning') {
    return { opening: false, notice: launchTimeoutRule({ noGameInTime: true }), over: true };
  }
  return { opening: state.frame === 'loading', notice: null, over: false };
};
