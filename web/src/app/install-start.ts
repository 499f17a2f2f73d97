import { withLaterStrings } from '../i18n/i18n';

/**
 * Install and download (features/install) load with the overlay dialogs (overlay-dialogs.tsx), when the browser
 * is idle after the first screen: none of it is needed for the first paint. Each view is a chunk of its own,
 * loaded with the later strings it shows when it is about to show.
 */
export const startInstall = (): void =>
  void import('../features/install').then(
    (m) => m.startInstall(),
    () => undefined,
  );

export const loadDownloadView = async () =>
  (await withLaterStrings(import('../features/install/DownloadOverlayView'))).DownloadOverlayView;

export const loadUpgradeView = async () =>
  (await withLaterStrings(import('../features/install/AppUpgradeView'))).AppUpgradeView;
