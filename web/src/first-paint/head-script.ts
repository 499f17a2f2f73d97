import { DEFAULT_INTERFACE_LANGUAGE } from '@app/contract/constants/language';
import { isRtl, resolveLanguage } from '../i18n/resolve-language';
import { readStoredLanguage } from '../lib/language-storage';
import { readSessionInfo } from '../lib/session-info';
import { contrastText } from '@app/contract/theme';
import {
  AFTER_PAINT_META,
  FIRST_SCREEN_PARSING_CLASS,
  SHELL_TEXT_HIDDEN_CLASS,
  MERCHANT_COLOR_ATTRIBUTE,
} from './markers';

/**
 * The page's inline head script, run before the first paint (web/build/prerender.ts bundles this module into
 * every page the build writes; the server's CSP runs it by the page's nonce):
 * - keeps the browser's install event for the app's install prompt, without cancelling the browser's own banner
 *   (the app cancels it only once it has a prompt of its own);
 * - keeps the page's first errors (at most EARLY_ERRORS_MAX) until the error reporter starts, idle after the first
 *   screen (features/tracking/error-reporter.ts takes them and sets window.__earlyErrors to null);
 * - paints the merchant's colour: the one the server names for this host, else the one stored at the last visit;
 * - hides the splash at once when it has been shown in this session already (entry §4: "hidden once per session");
 * - when the player's language is not the one the page was prerendered in, or the player is signed in (the
 *   screens are prerendered for a guest), hides the prerendered screen's text (its layout stays), and sets the
 *   page's direction: no English, and no guest's text, flashes before the app renders;
 * - on a prerendered page, loads the app once the page has painted: the screen is already there, and the app's
 *   code should not hold up its first paint (nor count in it).
 */

/** Errors kept before the error reporter starts, at most (a page in an error loop keeps no more). */
export const EARLY_ERRORS_MAX = 10;

/** The language the build prerenders the public screens in. */
export const PRERENDER_LANGUAGE = DEFAULT_INTERFACE_LANGUAGE;
const HEX = /^#[0-9a-fA-F]{6}$/;

declare global {
  interface Window {
    /** The browser's install event (beforeinstallprompt), kept for the app's install prompt. */
    __deferredInstallPrompt?: Event | null;
    /** Errors thrown before the error reporter starts; null once it has taken them. */
    __earlyErrors?: { thrown: unknown; message: string }[] | null;
  }
}

const stored = (area: 'localStorage' | 'sessionStorage', key: string): string | null => {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
};

/** The prerendered page's modules (AFTER_PAINT_META, the entry first), loaded after the first paint. */
export function loadAppAfterPaint(): void {
  const metas = [...document.querySelectorAll<HTMLMetaElement>(`meta[name="${AFTER_PAINT_META}"]`)];
  const [entry, ...imports] = metas.map((m) => m.content);
  if (!entry) return;
  for (const href of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.head.appendChild(script);
}

/** After the first frame with the parsed page in it: the next animation frame, then the task after it. */
const afterFirstPaint = (run: () => void) =>
  document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => setTimeout(run, 0)));

export function runHeadScript(): void {
  window.__deferredInstallPrompt = null;
  window.addEventListener('beforeinstallprompt', (event) => {
    window.__deferredInstallPrompt = event;
  });
  window.__earlyErrors = [];
  const keep = (thrown: unknown, message: string) => {
    const early = window.__earlyErrors;
    if (early && early.length < EARLY_ERRORS_MAX) early.push({ thrown, message });
  };
  window.addEventListener('error', (e) => keep(e.error, e.message));
  window.addEventListener('unhandledrejection', (e) => keep(e.reason, ''));

  const root = document.documentElement;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const color = meta?.hasAttribute(MERCHANT_COLOR_ATTRIBUTE)
    ? meta.content
    : stored('localStorage', 'themeColor');
  if (color && HEX.test(color)) {
    root.style.setProperty('--brand', color);
    root.style.setProperty('--brand-contrast', contrastText(color));
  }
  if (stored('sessionStorage', 'splashHidden') === '1') root.classList.add('splash-done');

  const language = resolveLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language]);
  if (language !== PRERENDER_LANGUAGE || readSessionInfo()?.token)
    root.classList.add(SHELL_TEXT_HIDDEN_CLASS);
  root.dir = isRtl(language) ? 'rtl' : 'ltr';

  // A slow phone may paint before the parser has read the whole screen, and what it read so far then moves as
  // the rest comes (an icon centred above a label not yet read): a layout shift. The screen shows once it is whole.
  if (document.readyState === 'loading') {
    root.classList.add(FIRST_SCREEN_PARSING_CLASS);
    document.addEventListener('readystatechange', () => root.classList.remove(FIRST_SCREEN_PARSING_CLASS), {
      once: true,
    });
  }

  afterFirstPaint(loadAppAfterPaint);
}
