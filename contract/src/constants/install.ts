/**
 * Install and download (entry §2, §4, §5, §9; signed-in §4, §5, §9): the install prompt, the download prompts,
 * bar and popup, the download links, the start-game-in-app notice and the web app's manifest.
 */

// --- entry §9 ---
export const INSTALL_PROMPT_WAIT_TRIES = 20;
export const INSTALL_PROMPT_WAIT_INTERVAL_MS = 150;
export const INSTALL_PROMPT_TRANSITION_MS = 250;
export const INSTALL_PROMPT_INSTALLED_COUNT = 99;
export const BALANCE_POLL_INTERVAL_MS = 30_000;
export const PROMPT_CHECK_AFTER_DEPOSIT_MS = 2_500;
export const LOGIN_REQUIRED_PROMPT_DELAY_MS = 2_000;
export const DOWNLOAD_BAR_STAR_RATING = '5.0';

// --- signed-in §9 ---
export const APP_DIRECT_DOWNLOAD_MIN_VERSION = '2.4.39';
export const PWA_ICON_SIZES = [192, 256, 384, 512] as const;
export const PWA_DISPLAY = 'standalone';
export const PWA_ORIENTATION = 'portrait';
export const PWA_SCOPE = '/m/';
export const PWA_THEME_COLOR = '#ffffff';

// --- download links (entry §3, §5; signed-in §5) ---
/** Default app resource keys of download links. */
export const APP_RESOURCE_KEYS = ['Android', 'IOS', 'MOBILECONFIG', 'AppDownloadIcon'] as const;
/** The download link keys beyond APP_RESOURCE_KEYS the spec names without spelling: the iOS lite app, the apk file. */
export const IOS_LITE_RESOURCE_KEY = 'IOSLite';
export const APK_RESOURCE_KEY = 'APK';
/**
 * The redirect helper page (entry §2, signed-in §7): an app older than APP_DIRECT_DOWNLOAD_MIN_VERSION is sent
 * its download link through it (the web), which serves it (the server).
 */
export const REDIRECT_HELPER_PATH = '/mobile/mc/redirect.html';

// --- the download popup and the start-game-in-app notice (entry §4, §5) ---
/** Not in the spec ("scroll locked about 0.5 s after showing"): the download popup's scroll-lock delay. */
export const DOWNLOAD_POPUP_SCROLL_LOCK_DELAY_MS = 500;
/** STARTGAMEINAPP3's notice, as the spec words it (the app shows it translated: start_game_in_app). */
export const START_GAME_IN_APP_NOTICE = 'Download the app for a fuller game experience, then reopen and play';
