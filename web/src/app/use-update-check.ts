import { useEffect } from 'react';
import { whenIdle } from '../lib/when-idle';
import { firstScreenShown } from './ScreenReady';

/**
 * Starts the update check (features/update-check) when the browser is idle after the first screen, with the
 * overlay dialogs that carry it (one chunk that loads then anyway, none in the first load). Stopped when the app
 * unmounts: the build's prerender renders the app and leaves.
 */
export function useUpdateCheck(): void {
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void firstScreenShown.then(() =>
      whenIdle(() => {
        // Not loaded (offline): no check on this visit, the next page load starts it.
        import('./overlay-dialogs').then(
          (m) => {
            if (live) stop = m.startUpdateCheck();
          },
          () => undefined,
        );
      }),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, []);
}
