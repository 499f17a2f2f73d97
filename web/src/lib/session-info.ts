import { SESSION_STORAGE_KEY } from '@app/contract/constants';
import { session } from './storage';

/** The signed-in session, kept in session storage under one key (entry-signin-install §3). */
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
export const readSessionInfo = (): SessionInfo | null => {
  const value = session.getJson<unknown>(SESSION_STORAGE_KEY);
  return isSessionInfo(value) ? value : null;
};

export const writeSessionInfo = (info: SessionInfo): void => {
  session.setJson(SESSION_STORAGE_KEY, info);
};

/** Session expiry clears all of session storage, not just the session key (signed-in-shared, "Session expiry"). */
export const clearSessionStorage = (): void => {
  session.clear();
};
