import { useEffect } from 'react';

const SPLASH_FLAG = 'splashHidden';

/**
 * Placed beside a screen inside its Suspense boundary, so it commits when the screen does: hides the splash
 * (once per session, with a session flag) and marks the page interactive for the benchmark and tests.
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
  }, []);
  return null;
}
