import { local, session } from '../../lib/storage';

/**
 * What the download image popup keeps, per place (banner 1, banner 2; signed-in §4):
 * - in local storage, the file name of the banner that showed there, so that the same banner does not show on a
 *   later visit (a new banner, with another file name, does);
 * - in session storage, the flag of a banner the player closed or saved: it does not show again this session
 *   (the flag goes with the tab, or with the rest of session storage at session expiry).
 */
export const IMAGE_POPUP_FILE_KEY = 'imagePopupBanner';
export const IMAGE_POPUP_CLOSED_KEY = 'imagePopupClosed';

export const storedFileName = (slot: number): string | null => local.get(`${IMAGE_POPUP_FILE_KEY}${slot}`);

export const closedThisSession = (slot: number): boolean =>
  session.get(`${IMAGE_POPUP_CLOSED_KEY}${slot}`) === '1';

/** The banner showed: its file name is stored for its place. */
export const imagePopupShown = (slot: number, fileName: string): void =>
  local.set(`${IMAGE_POPUP_FILE_KEY}${slot}`, fileName);

/** The player closed or saved the banner: its place's session flag. */
export const imagePopupClosed = (slot: number): void => session.set(`${IMAGE_POPUP_CLOSED_KEY}${slot}`, '1');
