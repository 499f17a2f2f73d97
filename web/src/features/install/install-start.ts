import type { SystemStatus } from '@app/contract/calls';
import { deviceKind, isAndroid, isIos, readDeviceFacts } from '../../lib/device';
import { inAppBrowser } from '../../lib/in-app-browser';
import { currentAppPath } from '../../lib/app-path';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { fetchCall } from '../../api/call-cache';
import { hasAppLink, loadDownloadLinks } from './download-links';
import { installCounter } from './install-counter';
import { followInstalls, keepInstallEvents, waitForInstallEvent } from './install-event';
import {
  hasOwnInstallPrompt,
  INSTALL_PROMPT_PATHS,
  installPromptRule,
  type InstallPromptOffer,
} from './install-prompt-rule';
import { launchSettingsQuery } from './launch-settings';

/** The system status, once the app has it. */
const statusLoaded = (): Promise<SystemStatus> =>
  new Promise((resolve) => {
    const now = useAppStore.getState().status;
    if (now) return resolve(now);
    const stop = useAppStore.subscribe(({ status }) => {
      if (!status) return;
      stop();
      resolve(status);
    });
  });

let offered: InstallPromptOffer | null = null;

/** The install prompt this page offers (its view reads its buttons), or null. */
export const offeredInstallPrompt = (): InstallPromptOffer | null => offered;

/**
 * Said on the page, like `interactive` (app/ScreenReady.tsx): after 'none' this page never offers the prompt, which
 * a test reads instead of waiting for the prompt's moments to pass.
 */
const sayDecision = (decision: 'offer' | 'none'): void => {
  document.documentElement.dataset.installPrompt = decision;
};

/** Decides with installPromptRule, once the facts are in, and queues the prompt. */
async function considerInstallPrompt(): Promise<void> {
  const facts = readDeviceFacts();
  const ios = isIos(facts);
  const inApp = inAppBrowser(facts.userAgent);
  const [status, launch, installEvent, links] = await Promise.all([
    statusLoaded(),
    fetchCall(launchSettingsQuery),
    // Only a browser that can install sends the event: iOS and in-app browsers are not waited for.
    ios || inApp ? null : waitForInstallEvent(),
    loadDownloadLinks().catch(() => ({})),
  ]);
  const offer = installPromptRule({
    // The path now: a player who has left home meanwhile is not interrupted.
    path: currentAppPath(),
    allowed: status.settings.mobileTemplate.pwa,
    maintenance: status.maintenance,
    regionRestriction: status.regionRestriction,
    device: deviceKind(facts),
    ios,
    android: isAndroid(facts.userAgent),
    inApp,
    counter: installCounter(),
    installEvent: installEvent !== null,
    appLink: hasAppLink(links, { ios }),
    // The launch settings as loaded (entry §7), else as the status carries them.
    barMode: (launch ?? status.settings.launchSettings).bottom_app_bar_mode,
  });
  sayDecision(offer ? 'offer' : 'none');
  if (!offer) return;
  offered = offer;
  useOverlays.getState().open('download', { view: 'install', fullScreen: offer.fullScreen });
}

/**
 * The install prompt (entry §2, §4), started once per page when idle after the first screen
 * (start.ts): installs are followed; when the merchant has the app offer its own prompt, the browser's install
 * events are the app's from now on; and on a home path at start the prompt is considered.
 */
export function startInstallPrompt(): void {
  followInstalls();
  void statusLoaded().then((status) => {
    if (hasOwnInstallPrompt(status.settings)) keepInstallEvents();
  });
  if (INSTALL_PROMPT_PATHS.has(currentAppPath())) void considerInstallPrompt();
  else sayDecision('none');
}
