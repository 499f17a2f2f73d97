/** The mini-game widget (entry §9): its drag margin, click threshold, debounce and bounds polling. */

// --- entry §9 ---
export const MINI_GAME_DRAG_MARGIN_RATIO = 0.02;
export const MINI_GAME_CLICK_THRESHOLD_PX = 2;
export const MINI_GAME_DEBOUNCE_MS = 250;
export const MINI_GAME_BOUNDS_POLL_MS = 250;
