/**
 * Captcha (entry §5, §9): the script timeout and its error codes, which the spec gives, and the contract's own
 * choices for the plain captcha and Geetest. Which captcha an action runs is contract/src/captcha.ts.
 */

// --- entry §9 ---
export const CAPTCHA_SCRIPT_TIMEOUT_MS = 3_000;
export const CAPTCHA_SCRIPT_TIMEOUT_JS = 60204;
export const CAPTCHA_SCRIPT_TIMEOUT_GCT = 60205;
/** Captcha setup (script, Geetest register, init) is tried again once before the widget shows its error. */
export const CAPTCHA_SETUP_TRIES = 2;

// --- signed-in §9 ---
export const DEFAULT_GEETEST_VERSION = 'v3';

// --- the contract's choices (§9 gives only the script timeout) ---
/** A plain captcha image answers once, within this time. */
export const PLAIN_CAPTCHA_TTL_MS = 5 * 60_000;
/** Characters in a plain captcha's answer. */
export const PLAIN_CAPTCHA_LENGTH = 4;
/** The plain captcha's characters: no 0/O, 1/I/L, 2/Z or 5/S to confuse; answers are case-insensitive. */
export const PLAIN_CAPTCHA_ALPHABET = '346789ACDEFGHJKMNPRTUVWXY';
/** How long the server waits for Geetest's register and validate APIs. */
export const GEETEST_API_TIMEOUT_MS = 5_000;
/** Geetest's own scripts, loaded by the web in production (the server names the scripts in the status). */
export const GEETEST_VENDOR_SCRIPTS = {
  v3: 'https://static.geetest.com/static/tools/gt.js',
  v4: 'https://static.geetest.com/v4/gt4.js',
} as const;
/** A result of the test and demo Geetest stand-in can be validated once, within this time. */
export const GEETEST_STANDIN_PASS_TTL_MS = 2 * 60_000;
