import { SESSION_STORAGE_KEY } from '@app/contract/constants/session';
import { session } from './storage';

/** The signed-in session, kept in session storage under one key (entry §3). */
export interface SessionInfo {
  id: number;
  token: string;
  merchantCode: string;
  userName: string;
  /** The member type (from the login answer's customerType). */
  type: number;
  firstTimeLogin: boolean;
}

const isSessionInfo = (v: unknown): v is SessionInfo => {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.id === 'number' &&
    typeof o.token === 'string' &&
    typeof o.merchantCode === 'string' &&
    typeof o.userName === 'string' &&
    typeof o.type === 'number' &&
    typeof o.firstTimeLogin === 'boolean'
  );
};

/** The stored session, or null when there is none or the stored value is not a whole session. */
// Kept only when storage refused the write (private mode, quota): the session must still last the page's
// life, or the very next call would go out without a token and read as an expired session.
let unstored: SessionInfo | null = null;

export const readSessionInfo = (): SessionInfo | null => {
  const value = session.getJson<unknown>(SESSION_STORAGE_KEY);
  return isSessionInfo(value) ? value : unstored;
};

export const writeSessionInfo = (info: SessionInfo): void => {
  session.setJson(SESSION_STORAGE_KEY, info);
  unstored = session.get(SESSION_STORAGE_KEY) === null ? info : null;
};

/** A logout: the session goes, the rest of session storage stays. */
export const removeSessionInfo = (): void => {
  unstored = null;
  session.remove(SESSION_STORAGE_KEY);
};

/** Session expiry clears all of session storage, not just the session key (signed-in §4, "Session expiry"). */
export const clearSessionStorage = (): void => {
  unstored = null;
  session.clear();
};
