import type { LaunchGameRequest } from '@app/contract/calls';
import { BASENAME } from '@app/contract/constants/navigation';
import {
  DEFAULT_GAME_LAUNCH_LANGUAGE,
  GAME_LAUNCH_FALLBACK_LANGUAGE,
  LANGUAGE_CODE_MAP,
} from '@app/contract/constants/language';
import { GAME_LAUNCH_TIMEOUT_MS } from '@app/contract/constants/games';
import { TIMEOUT_ERROR_CODE } from '@app/contract/errors';
import type { RelayRequest } from '@app/contract/relay';
import { routeOf, type AppTarget } from '../../lib/route-table';
import { normalisePath, stripBasename } from '../../lib/router';
import { lotteryVariant, type LotteryVariant } from '../../lib/game-launch';
import type { TrackedEvent } from '../../lib/track';
import { vendorAccount } from './lanes';

/**
 * The launch language (entry §9 "Default language for game launch: VI; fallback EN", "Language code map"): the
 * interface language through the code map; none known, the default VI's; one the map lacks, EN's.
 */
export const launchLanguage = (interfaceLanguage: string | null | undefined): string => {
  const code = interfaceLanguage?.trim().toUpperCase();
  if (!code) return LANGUAGE_CODE_MAP[DEFAULT_GAME_LAUNCH_LANGUAGE] ?? DEFAULT_GAME_LAUNCH_LANGUAGE;
  return (
    LANGUAGE_CODE_MAP[code] ??
    LANGUAGE_CODE_MAP[GAME_LAUNCH_FALLBACK_LANGUAGE] ??
    GAME_LAUNCH_FALLBACK_LANGUAGE
  );
};

/** The lottery's first view (signed-in §2 query lottoView): the bet slip, or the lottery's lobby. */
export type LottoView = 'betting' | 'lobby';
export const lottoViewOf = (raw: string | null): LottoView => (raw === 'lobby' ? 'lobby' : 'betting');

export interface LotteryLaunch {
  variant: LotteryVariant;
  prizeMode: string;
  gameCode: string;
  lottoView: LottoView;
  /** The absolute URL of the app page the player returns to. */
  backUrl: string;
  language: string;
  title?: string;
  labelName?: string;
}

/**
 * The Vietnam lottery's launch (entry §7 POST /wps/game/launchGame): launchMode LOTT, lottoArea VN, the prize
 * mode upper-case, device MOBILE, the game URL's timeout of 10000 (signed-in §7); the SEA variant adds lottoMode
 * SEA_Tradition_Mobile. hasLobby (chosen): the launch opens the lottery's lobby.
 */
export const lotteryLaunchPayload = (launch: LotteryLaunch): LaunchGameRequest => ({
  launchMode: 'LOTT',
  lottoArea: 'VN',
  lottoPrizeMode: launch.prizeMode.trim().toUpperCase(),
  lottoGameCode: launch.gameCode,
  lottoView: launch.lottoView,
  ...(launch.variant === 'SEA' && { lottoMode: 'SEA_Tradition_Mobile' as const }),
  device: 'MOBILE',
  backUrl: launch.backUrl,
  hasLobby: launch.lottoView === 'lobby',
  timeout: GAME_LAUNCH_TIMEOUT_MS,
  language: launch.language,
  ...(launch.title && { title: launch.title }),
  ...(launch.labelName && { labelName: launch.labelName }),
});

/**
 * A third-party game's launch (signed-in §7 "Launch game (SEA)"): gameCode, hasLobby, timeout 10000, backUrl,
 * and the launch language. hasLobby (chosen): false, the app is the lobby the player returns to.
 */
export const gameLaunchPayload = (launch: {
  gameCode: string;
  backUrl: string;
  language: string;
}): LaunchGameRequest => ({
  gameCode: launch.gameCode,
  hasLobby: false,
  timeout: GAME_LAUNCH_TIMEOUT_MS,
  backUrl: launch.backUrl,
  language: launch.language,
});

/** What the game page shows when a launch did not bring a game (signed-in §8, entry §8 "Game launch"). */
export type LaunchNotice =
  | { kind: 'timeout' }
  | { kind: 'server'; message: string }
  /** No message to show, or an answer without a followable game URL. */
  | { kind: 'unavailable' };

/**
 * The timeout rule: a timeout (ECONNABORTED, the request layer's code when the 10 s passed), or no game within
 * 10 s of the launch (`noGameInTime`: the warning fallback), shows timeout_retry_please; any other failure
 * the server's message.
 */
export const launchTimeoutRule = (failure: {
  errorCode?: string | null;
  message?: string | null;
  noGameInTime?: boolean;
}): LaunchNotice => {
  if (failure.noGameInTime || failure.errorCode === TIMEOUT_ERROR_CODE) return { kind: 'timeout' };
  const message = failure.message?.trim();
  return message ? { kind: 'server', message } : { kind: 'unavailable' };
};

/** Who launches, and what (signed-in §4 "Game launch", §5; entry §4). */
export interface LaunchFacts {
  signedIn: boolean;
  trial: boolean;
}

/**
 * The launch guard (signed-in §4 "Game launch"): a trial is free play, for a guest too, and not a protected
 * launch (chosen: the spec asks a session of the lottery variants only; a trial risks no money). Every real
 * launch needs a session (→ /m/login), a lottery's as the spec says, any other since the launch call plays for
 * the member's account. A member's real launch is protected: with STARTGAMEINAPP3 on, outside the app,
 * startGameInAppRequired() shows the install notice in its place.
 */
export type LaunchGuard = 'login' | 'protected' | 'trial';
export const launchGuard = ({ signedIn, trial }: LaunchFacts): LaunchGuard => {
  if (trial) return 'trial';
  return signedIn ? 'protected' : 'login';
};

/**
 * Where the game's way back leads (signed-in §2 backUrl): an app route, given as a path with or without /m, or
 * as a URL of this origin, its query kept; never the game page itself. Anything else (another site, a
 * javascript: URL, a path the app does not have) is null: the previous page or home instead.
 */
export const gameBackTarget = (backUrl: string | null, origin: string): AppTarget | null => {
  const text = backUrl?.trim();
  if (!text) return null;
  const path = text.startsWith('/') && !text.startsWith('//');
  if (!path && !text.startsWith(`${origin}/`)) return null;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const route = routeOf(normalisePath(stripBasename(url.pathname, BASENAME)));
  if (!route || route.path === '/launchGame') return null;
  return url.search ? `${route.path}?${url.search.slice(1)}` : route.path;
};

/** The GO_BACK message (signed-in §4): accepted only from the game's own origin. */
export const isGoBack = (message: { origin: string; data: unknown }, gameOrigin: string | null): boolean => {
  if (!gameOrigin || message.origin !== gameOrigin) return false;
  const { data } = message;
  if (data === 'GO_BACK') return true;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'GO_BACK';
};

/** The game page's query (signed-in §2), and a trial's (chosen): `trial=1` with the card's gameId and nodeId. */
export interface GamePageQuery {
  code: string;
  playType: string;
  prizeMode: string;
  lottoView: LottoView;
  backUrl: string | null;
  trial: boolean;
  gameId: string;
  nodeId: string;
}

export const gamePageQuery = (params: URLSearchParams): GamePageQuery => ({
  code: params.get('code')?.trim() ?? '',
  playType: params.get('playType') ?? '',
  prizeMode: params.get('prizeMode') ?? '',
  lottoView: lottoViewOf(params.get('lottoView')),
  backUrl: params.get('backUrl'),
  trial: params.get('trial') === '1',
  gameId: params.get('gameId') ?? '',
  nodeId: params.get('nodeId') ?? '',
});

/** The backUrl a launch sends (signed-in §7): the absolute URL of the game's way back, else of home. */
export const launchBackUrl = (backUrl: string | null, origin: string): string =>
  new URL(`${origin}${BASENAME}${gameBackTarget(backUrl, origin) ?? '/home'}`).href;

/** What a launch needs beyond the query: the page's origin, the interface language, the cached names. */
export interface LaunchContext {
  origin: string;
  interfaceLanguage: string;
  /** The lanes' name for the game, when they are loaded (the lottery launch's title). */
  title?: string;
  /** The member's VIP label, when member info is loaded (the lottery launch's labelName). */
  labelName?: string;
}

/** A launch call (signed-in §7 "Launch calls"): a trial's, or launchGame's. */
export type LaunchCall =
  | { kind: 'trial'; payload: RelayRequest<'GCS_gameTrialLaunch'> }
  | { kind: 'game'; payload: LaunchGameRequest };

/**
 * Which launch the game page sends (signed-in §4 "Game launch", §7): a trial GCS_gameTrialLaunch with the card's
 * ids; a lottery (LOTT or SEA_LOTT) the lottery launch; any other game the third-party launch.
 */
export const launchCall = (query: GamePageQuery, context: LaunchContext): LaunchCall => {
  if (query.trial) {
    return { kind: 'trial', payload: { gameId: query.gameId, nodeId: query.nodeId, platform: 'html5' } };
  }
  const backUrl = launchBackUrl(query.backUrl, context.origin);
  const language = launchLanguage(context.interfaceLanguage);
  const variant = lotteryVariant(query.playType);
  return {
    kind: 'game',
    payload: variant
      ? lotteryLaunchPayload({
          variant,
          prizeMode: query.prizeMode,
          gameCode: query.code,
          lottoView: query.lottoView,
          backUrl,
          language,
          title: context.title,
          labelName: context.labelName,
        })
      : gameLaunchPayload({ gameCode: query.code, backUrl, language }),
  };
};

/** The event a launch that brought a game tracks (signed-in §4 "Tracking"): startTrial, else gameLaunch. */
export const launchTracking = (query: GamePageQuery): TrackedEvent =>
  query.trial
    ? { eventName: 'startTrial', eventValue: { gameCode: query.code } }
    : {
        eventName: 'gameLaunch',
        eventValue: {
          gameCode: query.code,
          playType: query.playType,
          account: vendorAccount(query.playType),
        },
      };
