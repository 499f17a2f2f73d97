import type { PublicSettings, Toggle } from '@app/contract/settings';
import { isAppMode } from '../../lib/app-mode';
import type { DeviceKind } from '../../lib/device';
import type { InAppBrowser } from '../../lib/in-app-browser';

/** Where the install prompt is considered at start (entry §2): '/', '/m/home' and '/m/index.html'. */
export const INSTALL_PROMPT_PATHS: ReadonlySet<string> = new Set(['/', '/home', '/index.html']);

/**
 * bottom_app_bar_mode's value for the full-screen variant; '1' (and any other value, or the toggle off) is the
 * bottom bar. The spec names the setting but not its values.
 */
export const FULL_SCREEN_BAR_MODE = '2';

export interface InstallPromptFacts {
  /** The path inside /m/ ('/home'). */
  path: string;
  /** mobileTemplate.pwa: the merchant offers its site as a web app. */
  allowed: boolean;
  maintenance: boolean;
  regionRestriction: boolean;
  device: DeviceKind;
  ios: boolean;
  android: boolean;
  inApp: InAppBrowser | null;
  /** The session's install counter (install-counter.ts): declines, or 99 once installed. */
  counter: number;
  /** The browser offers its install prompt (a kept beforeinstallprompt). */
  installEvent: boolean;
  /** The merchant has an app link for this device's platform. */
  appLink: boolean;
  /** The launch setting bottom_app_bar_mode. */
  barMode: Toggle | undefined;
}

/** The prompt's buttons besides continue-in-browser and close, which it always has. */
export interface InstallPromptButtons {
  app: boolean;
  webApp: boolean;
  openInChrome: boolean;
  openInSafari: boolean;
}

export interface InstallPromptOffer {
  fullScreen: boolean;
  buttons: InstallPromptButtons;
}

/**
 * The install prompt's buttons (entry §2, §5): the app when it has a link for this platform;
 * the web app only when the browser offers an install prompt, or on iOS, and never in an in-app browser (it
 * cannot install); there the way out instead: open in Chrome on Android, open in Safari on iOS.
 */
export const installPromptButtons = (
  f: Pick<InstallPromptFacts, 'appLink' | 'installEvent' | 'ios' | 'android' | 'inApp'>,
): InstallPromptButtons => ({
  app: f.appLink,
  webApp: f.inApp === null && (f.ios || f.installEvent),
  openInChrome: f.inApp !== null && f.android,
  openInSafari: f.inApp !== null && f.ios,
});

/**
 * Whether the install prompt shows at start, and how (entry §2, §4): only on the home paths, only
 * when allowed, not under maintenance or region restriction, only in a browser (not installed already), not once
 * installed (the counter at 99) nor after a decline in this session, and only with something to offer.
 */
export function installPromptRule(f: InstallPromptFacts): InstallPromptOffer | null {
  if (!INSTALL_PROMPT_PATHS.has(f.path)) return null;
  if (!f.allowed || f.maintenance || f.regionRestriction) return null;
  // Offered in a plain browser or an iPad's, not where it is installed already.
  if (isAppMode(f.device)) return null;
  // Installed (INSTALL_PROMPT_INSTALLED_COUNT) or declined in this session (1 and up): not again.
  if (f.counter > 0) return null;
  const buttons = installPromptButtons(f);
  if (!buttons.app && !buttons.webApp && !buttons.openInChrome && !buttons.openInSafari) return null;
  const fullScreen = f.barMode?.enabled === true && f.barMode.value.trim() === FULL_SCREEN_BAR_MODE;
  return { fullScreen, buttons };
}

/**
 * Whether the app offers an install prompt of its own, and so cancels the browser's banner: the
 * install prompt is allowed, or the download prompts are on (their popup has a web-app button). Otherwise the
 * browser's banner is the player's only way to install, and stays.
 */
export const hasOwnInstallPrompt = (s: Pick<PublicSettings, 'mobileTemplate' | 'launchSettings'>): boolean =>
  s.mobileTemplate.pwa || s.launchSettings.download_condition_switch?.enabled === true;
