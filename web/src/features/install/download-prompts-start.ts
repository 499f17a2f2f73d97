import {
  INSTALL_PROMPT_INSTALLED_COUNT,
  LOGIN_REQUIRED_PROMPT_DELAY_MS,
} from '@app/contract/constants/install';
import { isValidMember } from '@app/contract/member-type';
import { fetchCall } from '../../api/call-cache';
import { currentAppPath } from '../../lib/app-path';
import { onAppPathChange } from '../../lib/router';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { memberApi, memberReady } from '../account';
import { followAccountCounts } from './account-counts';
import { downloadPromptRule, type AccountCounts, type DownloadPrompt } from './download-prompt-rule';
import { inGameDue, onInGameChange } from './in-game-prompt';
import { installCounter } from './install-counter';
import { launchSettingsQuery } from './launch-settings';
import { markForcedShown, readPromptSession } from './prompt-session';

/** The download overlays queued now (the install prompt, the iOS guide, a popup), by id. */
const downloadOverlayIds = (): number[] =>
  useOverlays
    .getState()
    .overlays.filter((o) => o.kind === 'download')
    .map((o) => o.id);

/**
 * The download-prompt rules at work (entry §4): each change the rules read (the path, the session,
 * the status, the balance counts, a game's moment, the other prompts) asks downloadPromptRule again. The popup
 * it names is opened as the `download` overlay; a shown popup whose rule no longer holds (a card was bound, the
 * player left its route) is closed, and one of another trigger takes its place. login_required is asked again
 * 2 s after each arrival or sign-in. Answers the stop.
 */
export function createDownloadPrompts(): () => void {
  // The page's start: a member who opens the app on /m/home has been there since then.
  let arrivedAt = Date.now() - performance.now();
  let path = currentAppPath();
  let token = useAppStore.getState().session?.token ?? null;
  let counts: AccountCounts | null = null;
  let stopCounts: (() => void) | null = null;
  let shown: (DownloadPrompt & { id: number }) | null = null;
  let loginTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let running: Promise<void> | null = null;

  /**
   * Said on the page, like `interactive` (app/ScreenReady.tsx): 'settled' when no decision is to come until a
   * fact changes (no check runs, login_required's 2 s have passed, a followed member's counts have come), which
   * a test reads instead of waiting for those moments to pass.
   */
  const sayState = () => {
    const pending = running !== null || loginTimer !== undefined || (stopCounts !== null && counts === null);
    document.documentElement.dataset.downloadPrompts = pending ? 'deciding' : 'settled';
  };
  /** login_required waits 2 s on its paths: a check when they have passed. */
  const checkAfter = (ms: number) => {
    clearTimeout(loginTimer);
    loginTimer = setTimeout(() => {
      loginTimer = undefined;
      void check();
    }, ms);
    sayState();
  };

  const followCounts = (valid: boolean) => {
    if (valid && !stopCounts) {
      stopCounts = followAccountCounts((c) => {
        counts = c;
        void check();
      });
    } else if (!valid && stopCounts) {
      stopCounts();
      stopCounts = null;
      counts = null;
    }
  };

  const show = (prompt: DownloadPrompt | null) => {
    if (shown?.trigger === prompt?.trigger && shown?.closable === prompt?.closable) return;
    if (shown) useOverlays.getState().dismiss(shown.id);
    shown = null;
    if (!prompt) return;
    // Once a forced prompt has shown, every later one is shown without its close button (the rule reads it).
    if (!prompt.closable) markForcedShown();
    shown = { ...prompt, id: useOverlays.getState().open('download', { view: 'popup', ...prompt }) };
  };

  /** What the rules say now. */
  const decide = async (): Promise<DownloadPrompt | null> => {
    if (!useAppStore.getState().session) {
      followCounts(false);
      return null;
    }
    await memberReady();
    const { session, status, device } = useAppStore.getState();
    const valid = isValidMember(session?.type);
    followCounts(valid);
    if (!valid) return null;
    const [launch, info] = await Promise.all([fetchCall(launchSettingsQuery), fetchCall(memberApi.info)]);
    if (!launch) return shown;
    const now = Date.now();
    return downloadPromptRule({
      launch,
      device,
      installed: installCounter() === INSTALL_PROMPT_INSTALLED_COUNT,
      blocked: status !== null && (status.maintenance || status.regionRestriction),
      memberType: session?.type ?? null,
      regDate: info?.regDate ?? null,
      counts,
      path,
      host: window.location.hostname,
      now,
      onPathMs: now - arrivedAt,
      inGameDue: inGameDue(),
      session: readPromptSession(),
      otherPromptOpen: downloadOverlayIds().some((id) => id !== shown?.id),
    });
  };

  // One decision at a time; a change during one asks once more after it, with what is then true.
  let again = false;
  const check = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const prompt = await decide();
        if (!stopped) show(prompt);
      } while (again && !stopped);
    })().finally(() => {
      running = null;
      sayState();
    });
    sayState();
    return running;
  };

  const arrived = () => {
    arrivedAt = Date.now();
    checkAfter(LOGIN_REQUIRED_PROMPT_DELAY_MS);
    void check();
  };
  // The page's own start counts as an arrival when its 2 s are still to come.
  checkAfter(Math.max(0, LOGIN_REQUIRED_PROMPT_DELAY_MS - performance.now()));

  let lastIds = downloadOverlayIds().join();
  const stops = [
    onAppPathChange((next) => {
      if (next === path) return;
      path = next;
      arrived();
    }),
    useAppStore.subscribe((state, before) => {
      const nextToken = state.session?.token ?? null;
      if (nextToken !== token) {
        token = nextToken;
        // A sign-in starts the member's time on this path.
        return arrived();
      }
      if (state.session?.type !== before.session?.type || state.status !== before.status) void check();
    }),
    useOverlays.subscribe(() => {
      const ids = downloadOverlayIds();
      if (ids.join() === lastIds) return;
      lastIds = ids.join();
      // The player closed the popup (its skip flag is stored), or another prompt came or went.
      if (shown && !ids.includes(shown.id)) shown = null;
      void check();
    }),
    onInGameChange(() => void check()),
  ];
  void check();

  return () => {
    stopped = true;
    clearTimeout(loginTimer);
    stops.forEach((stop) => stop());
    followCounts(false);
  };
}

let started = false;

/** Starts the download-prompt rules, once per page (features/install/start.ts). */
export function startDownloadPrompts(): void {
  if (started) return;
  started = true;
  createDownloadPrompts();
}
