/** The announcement popup (signed-in §4, §9): when it looks the announcements up, and its slides' autoplay. */

// --- signed-in §9 ---
export const POPUP_SLIDE_AUTOPLAY_MS = 5_000;
/** The lookup delay: 500 ms for popups, 1 s "for the older popup when logged out". */
export const POPUP_LOOKUP_DELAY_MS = 500;
export const LEGACY_POPUP_LOOKUP_DELAY_MS = 1_000;
