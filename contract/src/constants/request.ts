/**
 * The request layer and the platform's reachability (entry §7, §9; signed-in §7, §9): the timeouts, the ModuleId
 * header and how long the request layer's notices stay; when the system status fails, the ping that tells a
 * network failure from a platform one and the fastest-domain race; the merchant settings' refresh on return.
 */

// --- entry §9 ---
export const REQUEST_TIMEOUT_MS = 30_000;
export const OFFLINE_MESSAGE_MS = 1_500;
export const PING_ABORT_MS = 20_000;
export const DOMAIN_RACE_MAX_DOMAINS = 10;
export const DOMAIN_RACE_TIMEOUT_MS = 10_000;
export const MERCHANT_SETTINGS_REFRESH_DEBOUNCE_MS = 300;

// --- signed-in §9 ---
export const ERROR_LOADING_HIDDEN_MS = 3_000;

// --- entry §7 ---
/** Module ids sent as the ModuleId header. */
export const MODULE_ID = {
  register: 'REG3',
  registerMobile: 'MOBILENUMREG3',
  /** Not shown in the spec: the module id of every other authenticated call. */
  member: 'MEMBER3',
} as const;
