import { useCallback, useEffect, useRef, useState } from 'react';
import { BackIcon } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useTranslation } from '../../i18n/translate';
import { canGoBackInApp, useNavigate, useSearchParams } from '../../lib/router';
import { gameBackTarget, gamePageQuery, isGoBack, type LaunchNotice } from './launch-rules';
import { launchScreen } from './launch-state';
import { useGameLaunch } from './use-game-launch';
import './games.css';

/**
 * The game page (signed-in §2 /m/launchGame?prizeMode=&code=&playType=&backUrl=&lottoView=): launches the game
 * (the lottery's or a third party's launch, or a trial), shows a loading indicator, then the game full screen in
 * a frame, with a back button and a full-screen (hide-header) toggle. The game's GO_BACK, accepted only from
 * its origin, and the back button return the player to backUrl (an app path) or the previous page. The install
 * feature's in-game prompt hears of the game's start and end. The launch itself is use-game-launch.ts's.
 */
export function LaunchGamePage() {
  const { t } = useTranslation();
  const query = gamePageQuery(useSearchParams());
  const navigate = useNavigate();
  const appNavigate = useAppNavigate();
  const [fullScreen, setFullScreen] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  const { backUrl } = query;
  const leave = useCallback(() => {
    const target = gameBackTarget(backUrl, window.location.origin);
    if (target) appNavigate(target, { replace: true });
    else if (canGoBackInApp()) navigate(-1);
    else appNavigate('/home', { replace: true });
  }, [appNavigate, backUrl, navigate]);

  const { launch, name, retry, gameLoaded } = useGameLaunch(query, leave);
  const title = name ?? t('page_launchGame');
  const playing = launch.phase === 'playing' ? launch.game : null;
  const stage = launchScreen(launch);

  // GO_BACK from the game's own frame and origin only.
  useEffect(() => {
    if (!playing) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && isGoBack(event, playing.origin)) leave();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [playing, leave]);

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
            onLoad={gameLoaded}
          />
        )}
        {stage.opening ? (
          <div className="game-loading" role="status">
            <Spinner />
            <p>{t('game_opening')}</p>
          </div>
        ) : null}
        {stage.notice ? (
          <div className={stage.over ? 'game-notice game-notice--over' : 'game-notice'} role="alert">
            <p className="game-notice-title">{t('game_not_opened')}</p>
            <p>{noticeText(stage.notice)}</p>
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
