import type { LoginValue } from '@app/contract/calls';
import { forgetSavedLogin, type SavedLogin } from '../../../lib/saved-login';
import { passwordLoginRequest, sendPasswordLogin } from '../password-login';
import { indexedDbKeyStore, type KeyStore } from './device-key';
import { openSavedLogin } from './remembered-login';

/**
 * Sends the saved login (a password login, type username) and answers its value, or null when it did not
 * sign in. It runs unseen at start, so a failure shows nothing: the login screen stays for the player.
 * login.cred.err and not.exists.user clear the saved login and turn auto login off (§4, §8), and so does a
 * saved login this browser can no longer open (its device key is gone).
 */
export async function autoLogin(
  saved: SavedLogin,
  store: KeyStore = indexedDbKeyStore,
): Promise<LoginValue | null> {
  const login = await openSavedLogin(saved, store);
  if (!login) {
    forgetSavedLogin();
    return null;
  }
  const res = await sendPasswordLogin(passwordLoginRequest(login.username, login.password));
  return res.success && res.value ? res.value : null;
}
