import { BASENAME } from '@app/contract/constants/navigation';
import { pushAppPath } from './router';
import { session } from './storage';

/**
 * A session opened with the merchant's default password may only finish the password change: the server
 * refuses its other calls with password.change.required until then, and its change asks for no old password
 * (the default is shared, so typing it proves nothing; the login proved the number by SMS). The app marks
 * such a session by its token, from the login answer's passwordIsDefault or from that refusal, in session
 * storage beside the session (cleared with it on expiry; a stale mark names another token and is ignored).
 */
const KEY = 'passwordChangeRequired';

/** Where such a session is sent (under the /m basename): change password, saying it is the default one. */
export const FORCED_PASSWORD_CHANGE_PATH = '/changePsw?reason=default';

export const markPasswordChangeRequired = (token: string): void => session.set(KEY, token);

export const isPasswordChangeRequired = (token: string | null | undefined): boolean =>
  !!token && session.get(KEY) === token;

export const clearPasswordChangeRequired = (): void => session.remove(KEY);

/** Shows the password change from outside the screens (the request layer); nothing when it already shows. */
export const showForcedPasswordChange = (): void => {
  if (window.location.pathname === `${BASENAME}/changePsw`) return;
  pushAppPath(BASENAME, FORCED_PASSWORD_CHANGE_PATH);
};
