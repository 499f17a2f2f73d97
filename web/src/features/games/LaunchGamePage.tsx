import { useCallback, useEffect, useRef, useState } from 'react';
import { GAME_LAUNCH_TIMEOUT_MS } from '@app/contract/constants';
import type { Envelope } from '@app/contract/envelope';
import { readCall } from '../../api/call-cache';
import { callApi, callRelay } from '../../api/call';
import { BackIcon } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useTranslation } from '../../i18n/translate';
import { canGoBackInApp, useNavigate, useSearchParams } from '../../lib/router';
import { lotteryVariant } from '../../lib/game-launch';
import { followableUrl } from '../../lib/safe-url';
import { track } from '../../lib/track';
import { useSession } from '../../stores/app-store';
import { gameEnded, gameStarted, startGameInAppRequired } from '../install';
import { memberApi } from '../account';
import { gamesApi } from './api';
import { gameLanes, vendorAccount } from './lanes';
import {
  gameBackTarget,
  gameLaunchPayload,
  isGoBack,
  launchGuard,
  launchLanguage,
  launchTimeoutRule,
  lotteryLaunchPayload,
  lottoViewOf,
  type LaunchNotice,
} from './launch-rules';
import './games.css';

type Launch =
  | { phase: 'launching' }
  | { phase: 'failed'; notice: LaunchNotice }
  | { phase: 'playing'; url: string; origin: string };

/**
 * The name the lanes give the game (a lottery's by its prize mode too), when they are loaded: the frame's title
 * and the lottery launch's.
 */
const cachedName = (code: string, prizeMode: string): string | undefined => {
  const lanes = readCall(gamesApi.lanes);
  if (lanes.status !== 'ready') return undefined;
  for (const lane of gameLanes(lanes.data)) {
    const card = lane.cards.find(
      (c) => c.gameCode === code && (!prizeMode || c.prizeMode.toUpperCase() === prizeMode.toUpperCase()),
    );
    if (card) return card.displayName;
  }
  return undefined;
};

/** The member's VIP label, when member info is loaded (the lottery launch's labelName). */
const cachedLabel = (): string | undefined => {
  const info = readCall(memberApi.info);
  return info.status === 'ready' ? (info.data.clubLabel?.labelName ?? undefined) : undefined;
};

/**
 * The game page (signed-in §2 /m/launchGame?prizeMode=&code=&playType=&backUrl=&lottoView=): launches the game
 * (the lottery's or a third party's launch, or a trial), shows a loading indicator, then the game full screen in
 * a frame, with a back button and a full-screen (hide-header) toggle. The game's GO_BACK, accepted only from
 * its origin, and the back button return the player to backUrl (an app path) or the previous page. The install
 * feature's in-game prompt hears of the game's start and end.
 */
export function LaunchGamePage() {
  const { t, i18n } = useTranslation();
  const params = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const appNavigate = useAppNavigate();

  const code = params.get('code')?.trim() ?? '';
  const playType = params.get('playType') ?? '';
  const prizeMode = params.get('prizeMode') ?? '';
  const lottoView = lottoViewOf(params.get('lottoView'));
  const backUrl = params.get('backUrl');
  const trial = params.get('trial') === '1';
  const gameId = params.get('gameId') ?? '';
  const nodeId = params.get('nodeId') ?? '';
  const variant = lotteryVariant(playType);
  const guard = launchGuard({ signedIn: session !== null, trial });

  const [launch, setLaunch] = useState<Launch>({ phase: 'launching' });
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [late, setLate] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const [allowed, setAllowed] = useState<boolean | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const title = cachedName(code, prizeMode) ?? t('page_launchGame');

  const leave = useCallback(() => {
    const target = gameBackTarget(backUrl, window.location.origin);
    if (target) appNavigate(target, { replace: true });
    else if (canGoBackInApp()) navigate(-1);
    else appNavigate('/home', { replace: true });
  }, [appNavigate, backUrl, navigate]);

  // The guard, once per page (a development re-run of the effect included): a guest to /m/login,
  // STARTGAMEINAPP3's notice in place of a protected launch.
  const guarded = useRef(false);
  useEffect(() => {
    if (guarded.current) return;
    guarded.current = true;
    if (guard === 'login') return appNavigate('/login', { replace: true });
    if (guard === 'protected' && startGameInAppRequired()) return leave();
    setAllowed(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided when the page opens
  }, []);

  const launchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!allowed) return;
    if (!code) return setLaunch({ phase: 'failed', notice: { kind: 'unavailable' } });
    setLaunch({ phase: 'launching' });
    setLoaded(false);
    setLate(false);
    // No game within 10 s: the launch is given up (the timeout rule's warning); a frame still loading warns.
    // A frame that has loaded clears it (onLoad below): a game being played is not taking too long.
    const abort = new AbortController();
    let answered = false;
    const timer = setTimeout(() => {
      if (answered) return setLate(true);
      abort.abort();
      setLaunch({ phase: 'failed', notice: launchTimeoutRule({ noGameInTime: true }) });
    }, GAME_LAUNCH_TIMEOUT_MS);
    launchTimer.current = timer;

    const back = new URL(
      `${window.location.origin}/m${gameBackTarget(backUrl, window.location.origin) ?? '/home'}`,
    );
    const language = launchLanguage(i18n.language);
    // The page shows the failure itself: no alert of the request layer (session expiry still logs out).
    const options = { alert: false, signal: abort.signal };
    const request: Promise<Envelope<{ gameUrl: string }>> = trial
      ? callRelay('GCS_gameTrialLaunch', { gameId, nodeId, platform: 'html5' }, options)
      : callApi(
          'launchGame',
          variant
            ? lotteryLaunchPayload({
                variant,
                prizeMode,
                gameCode: code,
                lottoView,
                backUrl: back.href,
                language,
                title: cachedName(code, prizeMode),
                labelName: cachedLabel(),
              })
            : gameLaunchPayload({ gameCode: code, backUrl: back.href, language }),
          options,
        );
    void request.then((envelope) => {
      if (abort.signal.aborted) return;
      answered = true;
      const url = envelope.success
        ? followableUrl(envelope.value?.gameUrl ?? '', window.location.href)
        : null;
      if (!url) {
        clearTimeout(timer);
        return setLaunch({
          phase: 'failed',
          notice: envelope.success ? { kind: 'unavailable' } : launchTimeoutRule(envelope),
        });
      }
      if (trial) track('startTrial', { gameCode: code });
      else track('gameLaunch', { gameCode: code, playType, account: vendorAccount(playType) });
      setLaunch({ phase: 'playing', url, origin: new URL(url).origin });
    });
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
    // The launch is sent again only on a retry or another game.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed, attempt, code, playType, prizeMode, lottoView, trial, gameId, nodeId]);

  const playing = launch.phase === 'playing' ? launch : null;
  // The in-game prompt's moment: the game started; it ends when the page leaves it (or launches again).
  useEffect(() => {
    if (!playing) return;
    gameStarted();
    return () => gameEnded();
  }, [playing]);

  // GO_BACK from the game's own frame and origin only.
  useEffect(() => {
    if (!playing) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && isGoBack(event, playing.origin)) leave();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [playing, leave]);

  const retry = () => setAttempt((n) => n + 1);
  const noticeText = (notice: LaunchNotice): string =>
    notice.kind === 'timeout'
      ? t('timeout_retry_please')
      : notice.kind === 'server'
        ? notice.message
        : t('game_unavailable');

  return (
    <main className={fullScreen ? 'game-page game-page--full' : 'game-page'}>
      {fullScreen ? (
        <button
          type="button"
          className="game-page-restore"
          aria-pressed="true"
          aria-label={t('game_full_screen')}
          onClick={() => setFullScreen(false)}
        >
          <FullScreenIcon exit />
        </button>
      ) : (
        <header className="topbar game-bar">
          <button type="button" className="icon-btn" aria-label={t('back')} onClick={leave}>
            <BackIcon className="back-icon" />
          </button>
          <h1>{title}</h1>
          <button
            type="button"
            className="icon-btn"
            aria-pressed="false"
            aria-label={t('game_full_screen')}
            disabled={!playing}
            onClick={() => setFullScreen(true)}
          >
            <FullScreenIcon />
          </button>
        </header>
      )}
      <div className="game-stage">
        {playing && (
          <iframe
            ref={frame}
            className="game-frame"
            src={playing.url}
            title={title}
            // What HTML5 games need: their scripts, their own origin's storage, forms, and popups (a cashier).
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
            allow="autoplay; fullscreen"
            onLoad={() => {
              clearTimeout(launchTimer.current);
              setLoaded(true);
              setLate(false);
            }}
          />
        )}
        {launch.phase === 'launching' || (playing && !loaded && !late) ? (
          <div className="game-loading" role="status">
            <Spinner />
            <p>{t('game_opening')}</p>
          </div>
        ) : null}
        {launch.phase === 'failed' || late ? (
          <div className={late ? 'game-notice game-notice--over' : 'game-notice'} role="alert">
            <p className="game-notice-title">{t('game_not_opened')}</p>
            <p>{noticeText(launch.phase === 'failed' ? launch.notice : { kind: 'timeout' })}</p>
            <div className="game-notice-actions">
              <button type="button" className="btn btn-primary" onClick={retry}>
                {t('retry')}
              </button>
              <button type="button" className="btn btn-ghost" onClick={leave}>
                {t('back')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </main>
  );
}

function FullScreenIcon({ exit = false }: { exit?: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={
          exit
            ? 'M8 3v3a2 2 0 0 1-2 2H3v2h3a4 4 0 0 0 4-4V3H8Zm8 0v3a4 4 0 0 0 4 4h1V8h-1a2 2 0 0 1-2-2V3h-2ZM3 14v2h3a2 2 0 0 1 2 2v3h2v-3a4 4 0 0 0-4-4H3Zm15 0a4 4 0 0 0-4 4v3h2v-3a2 2 0 0 1 2-2h3v-2h-3Z'
            : 'M3 3h6v2H5v4H3V3Zm12 0h6v6h-2V5h-4V3ZM3 15h2v4h4v2H3v-6Zm16 0h2v6h-6v-2h4v-4Z'
        }
      />
    </svg>
  );
}
