import { useOverlays } from '../stores/overlays';

/**
 * Whether a loading indicator shows: while `busy`, except in the 3 s after an error hid every indicator
 * (signed-in §8). It re-renders when that time ends, so a still-busy indicator comes back by itself.
 */
export function useLoadingVisible(busy: boolean): boolean {
  const hidden = useOverlays((s) => s.loadingHidden);
  return busy && !hidden;
}
