import { useEffect } from 'react';
import { prefetchedDialogs } from './Overlays';

/**
 * Starts the update check (features/update-check) with the overlay dialogs that carry it, once they are
 * prefetched (when the browser is idle after the first screen: none in the first load). Not loaded (offline):
 * no check on this visit, the next page load starts it. Stopped when the app unmounts: the build's prerender
 * renders the app and leaves.
 */
export function useUpdateCheck(): void {
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    prefetchedDialogs.then(
      (m) => {
        if (live) stop = m.startUpdateCheck();
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, []);
}
