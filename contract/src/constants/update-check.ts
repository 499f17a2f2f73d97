/** The update check (entry §2, §9): once shortly after start, then every hour (and on return to the page). */

// --- entry §9 ---
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;
export const UPDATE_CHECK_FIRST_DELAY_MS = 1_500;
