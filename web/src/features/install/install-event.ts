import { INSTALL_PROMPT_WAIT_INTERVAL_MS, INSTALL_PROMPT_WAIT_TRIES } from '@app/contract/constants/install';
import { track } from '../../lib/track';
import { forgetInstalled, markInstalled } from './install-counter';

/** Chromium's install event (not in the DOM typings): it offers the browser's own install prompt. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

const kept = (): BeforeInstallPromptEvent | null =>
  (window.__deferredInstallPrompt as BeforeInstallPromptEvent | null | undefined) ?? null;

/** Whether the browser offers its install prompt now (an event is kept and not used yet). */
export const hasInstallEvent = (): boolean => kept() !== null;

let keeping = false;
let following = false;

/**
 * From now on the app has an install prompt of its own (entry §4): a later `beforeinstallprompt`
 * is kept for it with the browser's banner cancelled (the head script keeps the first without cancelling it,
 * since the app may never offer a prompt of its own). Once per page.
 */
export function keepInstallEvents(): void {
  if (keeping) return;
  keeping = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    window.__deferredInstallPrompt = event;
  });
}

/**
 * `appinstalled` (whoever asked for it) sets the counter to 99, remembered across visits, and tracks a2hsInstalled;
 * the browser's install event (the one the head script kept, or a later one) says the web app is not installed,
 * and a remembered install is forgotten. Once per page.
 */
export function followInstalls(): void {
  if (following) return;
  following = true;
  if (kept()) forgetInstalled();
  window.addEventListener('beforeinstallprompt', forgetInstalled);
  window.addEventListener('appinstalled', () => {
    window.__deferredInstallPrompt = null;
    markInstalled();
    track('a2hsInstalled');
  });
}

/**
 * The kept install event, waiting for it up to INSTALL_PROMPT_WAIT_TRIES checks INSTALL_PROMPT_WAIT_INTERVAL_MS
 * apart (entry §4, §9: 20 of 150 ms); null when the browser offers none by then.
 */
export function waitForInstallEvent(): Promise<BeforeInstallPromptEvent | null> {
  return new Promise((resolve) => {
    let tries = 0;
    const check = () => {
      const event = kept();
      if (event || ++tries >= INSTALL_PROMPT_WAIT_TRIES) return resolve(event);
      setTimeout(check, INSTALL_PROMPT_WAIT_INTERVAL_MS);
    };
    check();
  });
}

/**
 * Shows the browser's install prompt (it must be called within the player's tap) and answers the player's
 * choice; 'unavailable' without an event. An event prompts once: it is let go.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = kept();
  if (!event) return 'unavailable';
  window.__deferredInstallPrompt = null;
  await event.prompt();
  return (await event.userChoice).outcome;
}
