/**
 * What the browser keeps of the session (entry §3, §4): the session info, the remembered login and the auto
 * login flag. Read at start.
 */

/** Session storage key of the session info (spec: "one session key"). */
export const SESSION_STORAGE_KEY = 'sessionInfo';

// --- remembered login and auto login (entry §3, §4) ---
/** Local-storage key of the remembered login (type, username, merchant and the sealed password). */
export const REMEMBERED_LOGIN_STORAGE_KEY = 'rememberedLogin';
/** Local-storage key of the autoLogin flag; AUTO_LOGIN_OFF there turns auto login off. */
export const AUTO_LOGIN_STORAGE_KEY = 'autoLogin';
export const AUTO_LOGIN_OFF = '0';
export const AUTO_LOGIN_ON = '1';
/** Query parameters whose presence at start means the visit has somewhere else to go: no auto login. */
export const AUTO_LOGIN_BLOCKING_PARAMS = ['redirectUrl', 'backUrl'] as const;
