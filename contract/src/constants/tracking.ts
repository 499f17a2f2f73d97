/** Tracking (entry §9; signed-in §9): the ad cookies, the tracked currency and TikTok's purchase content id. */

// --- entry §9 ---
/** "Cookies for Facebook click and browser ids: 90 days" (Meta's _fbc and _fbp). */
export const AD_COOKIE_DAYS = 90;
/** "Tracked currency is the first 3 characters" of the merchant's currency. */
export const TRACKED_CURRENCY_LENGTH = 3;
export const TIKTOK_PURCHASE_CONTENT_ID = '99';
