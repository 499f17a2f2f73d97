import { lazy, Suspense } from 'react';

// The top app-download bar (features/install): fixed over the top of the page, so it shifts nothing when it
// comes in after the first screen. It decides on every route whether it shows.
const DownloadBar = lazy(async () => ({
  default: (await import('../features/install/DownloadBar')).DownloadBar,
}));

/** Rendered by app/Overlays.tsx once the overlay dialogs are loaded, when idle after the first screen. */
export function DownloadBarSlot() {
  return (
    <Suspense fallback={null}>
      <DownloadBar />
    </Suspense>
  );
}
