import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { t } from '../i18n/translate';
import { apiEvents } from '../api/events';
import { Toast } from '../components/Toast';
import { whenIdle } from '../lib/when-idle';
import { useAppStore } from '../stores/app-store';
import { firstScreenShown } from './ScreenReady';
import { shownOverlay, useOverlays, type OverlayKind, type OverlayOf } from '../stores/overlays';

/** The view of one overlay kind: it gets its overlay and closes it with `dismiss` (or leaves the screen). */
export type OverlayView<K extends OverlayKind> = ComponentType<{ overlay: OverlayOf<K>; dismiss(): void }>;

/** Loads until it succeeds: a fetch that failed (offline) is tried again when the connection comes back. */
const untilLoaded = <T,>(load: () => Promise<T>): Promise<T> =>
  load().catch(() =>
    new Promise<void>((resume) => window.addEventListener('online', () => resume(), { once: true })).then(
      () => untilLoaded(load),
    ),
  );

/** The dialogs, in a chunk of their own. */
const importDialogs = () => import('./overlay-dialogs');

let dialogs: Promise<typeof import('./overlay-dialogs')> | undefined;
/**
 * The app's dialogs (and the Modal under them) are not part of the first load: they are fetched when the browser
 * is idle after the first screen is shown, so that a later failure's notice finds them, or when an overlay shows
 * before that. An overlay opened meanwhile waits in the queue and shows when they arrive.
 */
const loadDialogs = () => (dialogs ??= untilLoaded(importDialogs));
/**
 * The dialogs' prefetch, when the browser is idle after the first screen. One that fails is dropped: the first
 * overlay fetches them again. What starts with the dialogs (the update check) waits for it.
 */
export const prefetchedDialogs: Promise<typeof import('./overlay-dialogs')> = firstScreenShown.then(
  () => new Promise((resolve, reject) => whenIdle(() => importDialogs().then(resolve, reject))),
);
prefetchedDialogs.catch(() => undefined);
// What starts after the first screen (after-first-screen.ts) comes with them.
prefetchedDialogs.then(
  (m) => m.startAfterFirstScreen(),
  () => undefined,
);

/**
 * The registry: the view of each kind, in the priority order of stores/overlays.ts, each loaded lazily (React.lazy),
 * so its code stays out of the first load.
 */
type Dialogs = typeof import('./overlay-dialogs');
/** A view from the dialogs' module (the later kinds' views load from there, each a chunk of its own). */
const dialogView = <K extends OverlayKind>(view: (m: Dialogs) => OverlayView<K> | Promise<OverlayView<K>>) =>
  lazy(async () => ({ default: await view(await loadDialogs()) }));

const OVERLAY_VIEWS: { [K in OverlayKind]: OverlayView<K> | null } = {
  sessionExpired: dialogView((m) => m.SessionExpiredView),
  alert: dialogView((m) => m.AlertView),
  notice: dialogView((m) => m.NoticeView),
  update: dialogView((m) => m.UpdatePromptView),
  upgrade: dialogView((m) => m.loadUpgradeView()),
  announcement: dialogView((m) => m.loadAnnouncementView()),
  download: dialogView((m) => m.loadDownloadView()),
  image: dialogView((m) => m.loadImagePopupView()),
  push: dialogView((m) => m.loadPushOptInView()),
};

/** The view of the overlay on screen, with the overlay it shows (one generic step the mapped table cannot take). */
const viewOf = <K extends OverlayKind>(overlay: OverlayOf<K>) =>
  OVERLAY_VIEWS[overlay.kind] as OverlayView<K> | null;

/**
 * The request layer's events reach the overlays' store from the moment this module is loaded, before the app's
 * first render: a call made while the first screen renders can fail before any effect has run, and its notice
 * (a dead session's above all) must not be lost.
 */
const overlays = useOverlays.getState();
apiEvents.on('alert', (e) => overlays.alert(e.message ?? t(e.messageKey ?? 'unknown_error')));
apiEvents.on('toast', (e) => overlays.showToast(t(e.messageKey), e.durationMs));
apiEvents.on('hideLoading', (e) => overlays.hideLoading(e.durationMs));
apiEvents.on('sessionExpired', () => {
  useAppStore.getState().signOut();
  overlays.showSessionExpired();
});

/** Renders the overlay on screen, and the toast. */
export function Overlays() {
  const { overlays, toast, dismiss } = useOverlays();

  // What shows beside the overlays once the dialogs are loaded (the download bar).
  const [later, setLater] = useState<typeof import('./overlay-dialogs') | null>(null);
  useEffect(() => {
    prefetchedDialogs.then(setLater, () => undefined);
  }, []);

  const shown = shownOverlay(overlays);
  const View = shown ? viewOf(shown) : null;
  return (
    <>
      {shown && View && (
        <Suspense fallback={null}>
          <View key={shown.id} overlay={shown} dismiss={() => dismiss(shown.id)} />
        </Suspense>
      )}
      {toast && <Toast key={toast.id} message={toast.message} />}
      {later && <later.DownloadBarSlot />}
      {later && <later.MiniGameSlot />}
    </>
  );
}
