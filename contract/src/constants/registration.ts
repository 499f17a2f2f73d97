/**
 * Registration attribution (entry §3): the bounds of what the registration and the status take from the page,
 * and the queue of landings not yet read for attribution. The attribution rules and their key lists are in
 * contract/src/attribution.ts.
 */

/** Longest affiliate or referral code the registration request takes; a longer query value is ignored. */
export const REGISTRATION_CODE_MAX_LENGTH = 64;
/**
 * Longest page address a request takes (the registration's registerUrl, the status's url and track); the app
 * leaves a longer one out rather than have the request refused.
 */
export const PAGE_URL_MAX_LENGTH = 2048;
/** Longest host name (DNS): domain and originalDomain of the registration request. */
export const HOST_NAME_MAX_LENGTH = 253;
/** Longest value of the pixel tracking object and of the ad attribution info; longer ones are left out. */
export const TRACKING_VALUE_MAX_LENGTH = 512;
/** Local-storage key of the landings not yet read for attribution (see web/src/lib/landing-queue.ts). */
export const LANDING_QUEUE_STORAGE_KEY = 'landingQueue';
/** Landings kept in that queue at most; the oldest go first. */
export const LANDING_QUEUE_MAX = 20;
