import { useEffect } from 'react';

const SPLASH_FLAG = 'splashHidden';
let firstScreen = true;
let markFirstScreenShown: () => void = () => undefined;

/** Settles when the first screen is shown and interactive: code wanted soon after (not before) loads then. */
export const firstScreenShown = new Promise<void>((resolve) => {
  markFirstScreenShown = resolve;
});

/**
 * Placed beside a screen inside its Suspense boundary, so it commits when the screen does: hides the splash
 * (once per session, with a session flag) and marks the page interactive for the benchmark and tests. On
 * later screens it moves focus to the screen's title, so a screen reader announces the new screen.
 */
export function ScreenReady() {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('splash-done');
    root.dataset.interactive = 'true';
    try {
      sessionStorage.setItem(SPLASH_FLAG, '1');
    } catch {
      // Storage disabled: the splash fades again next time, no harm.
    }
    if (firstScreen) {
      firstScreen = false;
      markFirstScreenShown();
      return;
    }
    const title = document.querySelector<HTMLElement>('main h1');
    if (title && !document.querySelector('[role="alertdialog"]')) {
      title.tabIndex = -1;
      title.focus({ preventScroll: true });
    }
  }, []);
  return null;
}
