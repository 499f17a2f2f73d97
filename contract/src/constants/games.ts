/**
 * Games (entry §9; signed-in §4, §7, §9): the launch's timeout and the ordinals of the game categories. The
 * launch's languages are in language.ts, the mini-game widget's figures in mini-game.ts.
 */

// --- entry §9 ---
/**
 * The game URL's fetch timeout: sent as the launch's timeout, and the time after which the page gives an
 * unanswered launch up, or shows its fallback warning over a game still loading (one timer for both).
 */
export const GAME_LAUNCH_TIMEOUT_MS = 10_000;

// --- signed-in §4, §9 ---
/** Category ordinals start at 100, in steps of 100. */
export const GAME_CATEGORY_ORDINAL_START = 100;
export const GAME_CATEGORY_ORDINAL_STEP = 100;
/**
 * "Lottery variants get offsets of 5 and 1". Chosen reading: the Vietnam lottery's category (gameClassify LOTT)
 * is +5, the SEA lottery's (SEA_LOTT) +1, so each lottery lane has an ordinal of its own.
 */
export const LOTTERY_ORDINAL_OFFSETS: Readonly<Record<string, number>> = { LOTT: 5, SEA_LOTT: 1 };
