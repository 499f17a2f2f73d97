import { useEffect } from 'react';
import { prefetchedDialogs } from './Overlays';

/**
 * Starts the update check (features/update-check), and the status refresh on return to the page with the offline
 * message (features/system-notice), with the overlay dialogs that carry them, once they are prefetched (when the
 * browser is idle after the first screen: none in the first load). Not loaded (offline): no check on this visit,
 * the next page load starts it. Stopped when the app unmounts: the build's prerender renders the app and leaves.
 */
export function useUpdateCheck(): void {
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    prefetchedDialogs.then(
      (m) => {
        if (!live) return;
        const stops = [m.startUpdateCheck(), m.startSystemWatch()];
        stop = () => stops.forEach((s) => s());
        // Said on the page, like `interactive` (ScreenReady.tsx): tests that take the network away wait for it.
        document.documentElement.dataset.watching = 'true';
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, []);
}
