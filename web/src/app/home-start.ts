import { withLaterStrings } from '../i18n/i18n';

/**
 * What starts after the first screen for home and the language (signed-in §4), loaded with the overlay dialogs
 * (overlay-dialogs.tsx) when the browser is idle: the announcement popup, the download image popup and the
 * language sync. None of it is needed for the first paint; each view is a chunk of its own.
 */
export const startHome = (): void => {
  void import('../features/announcements').then(
    (m) => m.startAnnouncements(),
    () => undefined,
  );
  void import('../features/image-popup').then(
    (m) => m.startImagePopup(),
    () => undefined,
  );
  void import('../features/language/start').then(
    (m) => m.startLanguageSync(),
    () => undefined,
  );
};

export const loadAnnouncementView = async () =>
  (await withLaterStrings(import('../features/announcements/AnnouncementView'))).AnnouncementView;

export const loadImagePopupView = async () =>
  (await withLaterStrings(import('../features/image-popup/ImagePopupView'))).ImagePopupView;
