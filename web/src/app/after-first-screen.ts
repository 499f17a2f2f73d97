import type { SystemStatus } from '@app/contract/calls';
import { setGameLauncher } from '../lib/game-launch';
import { oneTaskEach } from '../lib/when-idle';
import { useAppStore } from '../stores/app-store';

/*
 * What starts after the first screen: the one list. app/Overlays.tsx loads this module with the overlay dialogs
 * (overlay-dialogs.tsx) when the browser is idle after the first screen has shown, and starts the list once. None
 * of it is needed for the first paint: each feature comes as a chunk of its own, by its path, and one that fails
 * to load is left out (a feature's background work is never worth an error). Besides this list, the update check
 * and the status watch start from the same module, by app/use-update-check.ts, which stops them with the app.
 */

const quietly = <M>(load: Promise<M>, start: (module: M) => void): void =>
  void load.then(start, () => undefined);

const loadPush = () => import('../features/push');
const hasPushKey = (status: SystemStatus | null): boolean => !!status?.settings.smsProvider.vapidKey;

/** Push opt-in (entry §4): loaded only for a merchant with a push key (smsProvider.vapidKey), once it is known. */
function startPushOptIn(): void {
  const start = () => quietly(loadPush(), (m) => m.startPush());
  if (hasPushKey(useAppStore.getState().status)) return start();
  const stop = useAppStore.subscribe(({ status }) => {
    if (!hasPushKey(status)) return;
    stop();
    start();
  });
}

/**
 * The game launcher behind banners of type G (lib/game-launch.ts): nothing loads until a launch, which brings the
 * games' screens chunk (by its path: the feature's index is in home's first-load chunk).
 */
const startGameLauncher = (): void =>
  setGameLauncher((target, navigate) => {
    void import('../features/games/screens').then(
      ({ gameLauncher }) => gameLauncher(target, navigate),
      () => navigate(`/launchGame?${new URLSearchParams({ code: target.gameCode }).toString()}`),
    );
  });

/** In the order they start, each in a task of its own; each runs once per page. */
const AFTER_FIRST_SCREEN: ReadonlyArray<() => void> = [
  startPushOptIn,
  // The install prompt, the download bar, popup and prompts, the upgrade modal (entry §4).
  () => quietly(import('../features/install'), (m) => m.startInstall()),
  // Home's popups (signed-in §4 "Announcement popup", the download image popup).
  () => quietly(import('../features/announcements'), (m) => m.startAnnouncements()),
  () => quietly(import('../features/image-popup'), (m) => m.startImagePopup()),
  // The interface language follows the member's (signed-in §4 "Language selection").
  () => quietly(import('../features/language/start'), (m) => m.startLanguageSync()),
  startGameLauncher,
  // The unread count asked again on return to the page, the customer-service scripts (entry §9 "Chat scripts").
  () => quietly(import('../features/chat/start-chat'), (m) => m.startChatFeature()),
  // Pixels, error reports, Web Vitals (signed-in §3, §4 "Tracking").
  () => quietly(import('../features/tracking'), (m) => m.startTracking()),
];

export const startAfterFirstScreen = (): void => oneTaskEach(AFTER_FIRST_SCREEN);

/** The views of the overlays these features show: each a chunk of its own. */
export const loadPushOptInView = async () => (await loadPush()).PushOptInView;
export const loadDownloadView = async () =>
  (await import('../features/install/DownloadOverlayView')).DownloadOverlayView;
export const loadUpgradeView = async () =>
  (await import('../features/install/AppUpgradeView')).AppUpgradeView;
export const loadAnnouncementView = async () =>
  (await import('../features/announcements/AnnouncementView')).AnnouncementView;
export const loadImagePopupView = async () =>
  (await import('../features/image-popup/ImagePopupView')).ImagePopupView;
