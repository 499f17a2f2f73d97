/** The download image popup (signed-in §4, §9). */

// --- signed-in §9 ---
/** The popup shows this long after the page opened at the earliest. */
export const DOWNLOAD_IMAGE_POPUP_WAIT_MS = 20_000;
