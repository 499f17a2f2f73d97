import { DOWNLOAD_IMAGE_POPUP_WAIT_MS } from '@app/contract/constants/image-popup';
import { fetchCall } from '../../api/call-cache';
import { isHomeRoute } from '../../lib/route-table';
import { currentAppPath } from '../../lib/app-path';
import { onAppPathChange } from '../../lib/router';
import { useAppStore } from '../../stores/app-store';
import { useOverlays, type ImagePopupData } from '../../stores/overlays';
import { ensureSystemStatus } from '../../stores/system-status';
import { imagePopupApi } from './api';
import { imagePopupBanners, imagePopupPlace, imagePopupRule, type ImagePopupPlace } from './image-popup-rule';
import { closedThisSession, storedFileName } from './image-popup-storage';

const placeNow = (): ImagePopupPlace => {
  const { device, status } = useAppStore.getState();
  return {
    path: currentAppPath(),
    device,
    blocked: status !== null && (status.maintenance || status.regionRestriction),
  };
};

/** The next banner after place `after` that the rule lets show now; null for none (or no banners). */
async function nextBanner(after: number): Promise<ImagePopupData | null> {
  // Nothing is fetched where the popup cannot show (in the app, off home).
  if (!imagePopupPlace(placeNow())) return null;
  const status = await ensureSystemStatus();
  const items = await fetchCall(imagePopupApi.banners);
  if (!status || !items) return null;
  const place = placeNow();
  return (
    imagePopupBanners(items, status.settings.imageCDNs, window.location.origin).find(
      (b) =>
        b.slot > after &&
        imagePopupRule({
          ...place,
          fileName: b.fileName,
          storedFileName: storedFileName(b.slot),
          closedThisSession: closedThisSession(b.slot),
        }),
    ) ?? null
  );
}

/**
 * The download image popup at work (signed-in §4): 20 s after the page opened (DOWNLOAD_IMAGE_POPUP_WAIT_MS), on
 * a home route, the first banner the rule lets show opens as the `image` overlay; when the player has closed or
 * saved it, the next one follows (banner 1, then banner 2). A player who is elsewhere when the time is up (or
 * when banner 1 is closed) sees the banner on their next return home in this page. Answers the stop.
 */
export function createImagePopup(): () => void {
  let due = false;
  let stopped = false;
  /** The place of the last banner opened (0: none yet). */
  let lastSlot = 0;
  let shownId: number | null = null;

  // One decision at a time; a change during one asks once more after it.
  let deciding = false;
  let again = false;
  const next = async (): Promise<void> => {
    if (deciding) {
      again = true;
      return;
    }
    deciding = true;
    try {
      do {
        again = false;
        if (stopped || !due || shownId !== null) return;
        const banner = await nextBanner(lastSlot);
        if (banner && !stopped && shownId === null) {
          lastSlot = banner.slot;
          shownId = useOverlays.getState().open('image', banner);
        }
      } while (again);
    } finally {
      deciding = false;
    }
  };

  // Counted from the page's start, so the player's 20 s do not depend on when the browser was idle. The window's
  // own timer: it ends with its page (the build's prerender renders home in a window it then closes).
  const timer = window.setTimeout(
    () => {
      due = true;
      void next();
    },
    Math.max(0, DOWNLOAD_IMAGE_POPUP_WAIT_MS - performance.now()),
  );
  const stops = [
    onAppPathChange((path) => {
      if (isHomeRoute(path)) void next();
    }),
    useAppStore.subscribe((state, before) => {
      if (state.status !== before.status) void next();
    }),
    useOverlays.subscribe((state) => {
      if (shownId === null || state.overlays.some((o) => o.id === shownId)) return;
      // Closed or saved (its flag is stored), or dropped: the next banner's turn.
      shownId = null;
      void next();
    }),
  ];

  return () => {
    stopped = true;
    window.clearTimeout(timer);
    stops.forEach((stop) => stop());
  };
}

let started = false;

/** Starts the download image popup, once per page (app/after-first-screen.ts, after the first screen). */
export function startImagePopup(): void {
  if (started) return;
  started = true;
  createImagePopup();
}
