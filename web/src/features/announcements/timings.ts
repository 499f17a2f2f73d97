/**
 * The popup's timings (signed-in §4, §9): the lookup delay, 500 ms for popups and 1 s "for the older popup when
 * logged out", and the slide autoplay, 5 s. Written out, not imported: whatever of contract/src/constants.ts any
 * module uses loads with the first screen; start.test.tsx holds them equal to POPUP_LOOKUP_DELAY_MS,
 * LEGACY_POPUP_LOOKUP_DELAY_MS and POPUP_SLIDE_AUTOPLAY_MS.
 */
export const MEMBER_LOOKUP_DELAY_MS = 500;
export const GUEST_LOOKUP_DELAY_MS = 1_000;
export const SLIDE_AUTOPLAY_MS = 5_000;
