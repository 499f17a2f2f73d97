import {
  AUTO_LOGIN_OFF,
  AUTO_LOGIN_ON,
  AUTO_LOGIN_STORAGE_KEY,
  REMEMBERED_LOGIN_STORAGE_KEY,
} from '@app/contract/constants/session';
import { local } from './storage';

/**
 * The remembered login as kept in local storage (entry §3: type, username, password,
 * merchant). The password is sealed: AES-GCM under a device key that never leaves the browser (see
 * features/auth/remembered), so this record alone cannot give it back.
 */
export interface SavedLogin {
  type: 'username' | 'sms';
  username: string;
  merchant: string;
  password: SealedSecret;
}

/** AES-GCM output, base64: the 12-byte IV and the ciphertext with its tag. */
export interface SealedSecret {
  iv: string;
  data: string;
}

const isSealed = (v: unknown): v is SealedSecret =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SealedSecret).iv === 'string' &&
  typeof (v as SealedSecret).data === 'string';

const isSavedLogin = (v: unknown): v is SavedLogin => {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    (o.type === 'username' || o.type === 'sms') &&
    typeof o.username === 'string' &&
    typeof o.merchant === 'string' &&
    isSealed(o.password)
  );
};

/** The remembered login, or null when there is none or the stored value is not a whole record. */
export const readSavedLogin = (): SavedLogin | null => {
  const value = local.getJson<unknown>(REMEMBERED_LOGIN_STORAGE_KEY);
  return isSavedLogin(value) ? value : null;
};

/** Keeps the login and turns auto login on: the player chose to be remembered. */
export const writeSavedLogin = (saved: SavedLogin): void => {
  local.setJson(REMEMBERED_LOGIN_STORAGE_KEY, saved);
  local.set(AUTO_LOGIN_STORAGE_KEY, AUTO_LOGIN_ON);
};

/** The autoLogin flag: AUTO_LOGIN_OFF ('0') turns auto login off; anything else leaves it to the other rules. */
export const readAutoLoginFlag = (): string | null => local.get(AUTO_LOGIN_STORAGE_KEY);

/** token_ip_different, logout: the login stays remembered (the username is offered again) but is not sent by itself. */
export const turnAutoLoginOff = (): void => local.set(AUTO_LOGIN_STORAGE_KEY, AUTO_LOGIN_OFF);

/** login.cred.err, not.exists.user, or the player no longer wants to be remembered: the saved login goes. */
export const forgetSavedLogin = (): void => {
  local.remove(REMEMBERED_LOGIN_STORAGE_KEY);
  turnAutoLoginOff();
};
