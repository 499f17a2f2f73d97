import { useEffect, useReducer, useRef, useState } from 'react';
import { GAME_LAUNCH_TIMEOUT_MS } from '@app/contract/constants/games';
import { readCall } from '../../api/call-cache';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useTranslation } from '../../i18n/translate';
import { track } from '../../lib/track';
import { useSession } from '../../stores/app-store';
import { gameEnded, gameStarted, startGameInAppRequired } from '../install';
import { memberApi } from '../account';
import { gamesApi } from './api';
import { gameLanes, laneGameName } from './lanes';
import { launchCall, launchGuard, launchTracking, type GamePageQuery } from './launch-rules';
import { LAUNCHING, launchOutcome, launchStep, type LaunchState } from './launch-state';

/** The lanes' name for the game, when they are loaded. */
const cachedName = (code: string, prizeMode: string): string | undefined => {
  const lanes = readCall(gamesApi.lanes);
  return lanes.status === 'ready' ? laneGameName(gameLanes(lanes.data), code, prizeMode) : undefined;
};

/** The member's VIP label, when member info is loaded. */
const cachedLabel = (): string | undefined => {
  const info = readCall(memberApi.info);
  return info.status === 'ready' ? (info.data.clubLabel?.labelName ?? undefined) : undefined;
};

export interface GameLaunch {
  launch: LaunchState;
  /** The lanes' name for the game, when they are loaded: the page's title. */
  name: string | undefined;
  retry: () => void;
  /** The game's frame has loaded. */
  gameLoaded: () => void;
}

/**
 * The game page's launch, in order (signed-in §4 "Game launch"): the launch guard once, then the launch call
 * (again on a retry or for another game), its answer, the 10 s rule, the game's load; and the install feature's
 * in-game prompt told when the game starts and ends. `leave` is the page's way back, for a protected launch
 * refused (STARTGAMEINAPP3).
 */
export function useGameLaunch(query: GamePageQuery, leave: () => void): GameLaunch {
  const { i18n } = useTranslation();
  const session = useSession();
  const appNavigate = useAppNavigate();
  const [launch, dispatch] = useReducer(launchStep, LAUNCHING);
  const [attempt, setAttempt] = useState(0);
  const [allowed, setAllowed] = useState(false);

  // The guard, once per page (a development re-run of the effect included): a guest to /m/login,
  // STARTGAMEINAPP3's notice in place of a protected launch.
  const guarded = useRef(false);
  useEffect(() => {
    if (guarded.current) return;
    guarded.current = true;
    const guard = launchGuard({ signedIn: session !== null, trial: query.trial });
    if (guard === 'login') return appNavigate('/login', { replace: true });
    if (guard === 'protected' && startGameInAppRequired()) return leave();
    setAllowed(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided when the page opens
  }, []);

  const { code, playType, prizeMode, lottoView, trial, gameId, nodeId } = query;
  useEffect(() => {
    if (!allowed) return;
    dispatch({ type: 'launch', code });
    if (!code) return;
    const abort = new AbortController();
    let answered = false;
    const timer = setTimeout(() => {
      // Unanswered at 10 s, the launch is given up: its late answer is not taken.
      if (!answered) abort.abort();
      dispatch({ type: 'noRedirectInTime' });
    }, GAME_LAUNCH_TIMEOUT_MS);

    const call = launchCall(query, {
      origin: window.location.origin,
      interfaceLanguage: i18n.language,
      title: cachedName(code, prizeMode),
      labelName: cachedLabel(),
    });
    const request =
      call.kind === 'trial'
        ? gamesApi.trialLaunch(call.payload, abort.signal)
        : gamesApi.launch(call.payload, abort.signal);
    void request.then((answer) => {
      if (abort.signal.aborted) return;
      answered = true;
      const outcome = launchOutcome(answer, window.location.href);
      if ('game' in outcome) {
        const event = launchTracking(query);
        track(event.eventName, event.eventValue);
      }
      dispatch({ type: 'answer', outcome });
    });
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
    // The launch is sent again only on a retry or another game.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed, attempt, code, playType, prizeMode, lottoView, trial, gameId, nodeId]);

  // The in-game prompt's moment: the game started; it ends when the page leaves it (or launches again).
  const game = launch.phase === 'playing' ? launch.game : null;
  useEffect(() => {
    if (!game) return;
    gameStarted();
    return () => gameEnded();
  }, [game]);

  return {
    launch,
    name: cachedName(code, prizeMode),
    retry: () => setAttempt((n) => n + 1),
    gameLoaded: () => dispatch({ type: 'gameLoaded' }),
  };
}
