import type { LoginRequest } from '@app/contract/calls';
import { merchantCode } from '../../../lib/merchant';
import { writeSavedLogin, type SavedLogin } from '../../../lib/saved-login';
import { deviceKey, indexedDbKeyStore, type KeyStore } from './device-key';

/** A login as it is remembered, before its password is sealed. */
export interface RememberedLogin {
  type: SavedLogin['type'];
  username: string;
  password: string;
  merchant: string;
}

/**
 * §3 Remembered login: type (username or sms), username, password, merchant; social and captcha fields are
 * removed before saving. A social login (type firebase) has no password to remember.
 */
export const rememberedLoginOf = (request: LoginRequest, merchant: string): RememberedLogin | null =>
  request.type === 'firebase'
    ? null
    : { type: request.type, username: request.username, password: request.password, merchant };

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** The record's other fields are authenticated with the password: a sealed password moved to another record fails. */
const boundFields = (l: Pick<SavedLogin, 'type' | 'username' | 'merchant'>): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(JSON.stringify([l.merchant, l.type, l.username]));

/**
 * Saves the login with its password sealed by the device key. Answers false, saving nothing, where the
 * browser cannot keep a key (no IndexedDB or Web Crypto, as in some private modes): a password is never
 * stored readable.
 */
export async function rememberLogin(
  request: LoginRequest,
  store: KeyStore = indexedDbKeyStore,
): Promise<boolean> {
  const login = rememberedLoginOf(request, merchantCode);
  if (!login) return false;
  try {
    const key = await deviceKey(store);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: boundFields(login) },
      key,
      new TextEncoder().encode(login.password),
    );
    const { type, username, merchant } = login;
    writeSavedLogin({
      type,
      username,
      merchant,
      password: { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) },
    });
    return true;
  } catch {
    return false;
  }
}

/** The saved login with its password, or null when it cannot be opened (the device key is gone or differs). */
export async function openSavedLogin(
  saved: SavedLogin,
  store: KeyStore = indexedDbKeyStore,
): Promise<RememberedLogin | null> {
  try {
    const key = await store.get();
    if (!key) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(saved.password.iv), additionalData: boundFields(saved) },
      key,
      fromBase64(saved.password.data),
    );
    const { type, username, merchant } = saved;
    return { type, username, merchant, password: new TextDecoder().decode(plain) };
  } catch {
    return null;
  }
}
