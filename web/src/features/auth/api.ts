import type { CallRequest } from '@app/contract/calls';
import { callApi } from '../../api/call';
import { FIRST_LOAD_ERROR } from '@app/contract/first-load-errors';
import { resetSocialArgs, withStoredSocialArgs } from './firebase/social-args';

/** The refusals of a stored identity (its token no longer verifies, or it belongs to another account). */
const IDENTITY_REFUSALS: readonly (string | null)[] = [
  FIRST_LOAD_ERROR.firebaseTokenInvalid,
  FIRST_LOAD_ERROR.firebaseIdentityBound,
  FIRST_LOAD_ERROR.firebaseUnavailable,
];

/** The Device header: IPAD, PWA or WEBCLIP; none from a plain browser. */
const deviceHeader = (device: string | undefined): Record<string, string> =>
  device ? { Device: device } : {};

/** Sign-in and account calls. Login and registration show their own errors (the two-factor answer is no error). */
export const authApi = {
  /**
   * A password login carries the stored social arguments (bind_customer_required, then 'log in to existing
   * account'): the server binds that identity once the login succeeds. When the identity is refused, the
   * arguments are dropped so that the next attempt is a plain login.
   */
  login: async (payload: CallRequest<'login'>, device: string | undefined) => {
    const res = await callApi('login', withStoredSocialArgs(payload), {
      alert: false,
      headers: deviceHeader(device),
    });
    if (IDENTITY_REFUSALS.includes(res.errorCode)) resetSocialArgs();
    return res;
  },
  /** Social and phone sign-in (login type firebase); bind_customer_required is answered by the caller. */
  socialLogin: (payload: CallRequest<'socialLogin'>, device: string | undefined) =>
    callApi('socialLogin', payload, { alert: false, headers: deviceHeader(device) }),
  socialRegister: (payload: CallRequest<'socialRegister'>, device: string | undefined) =>
    callApi('socialRegister', payload, { alert: false, headers: deviceHeader(device) }),
  register: (payload: CallRequest<'register'>, device: string | undefined) =>
    callApi('register', payload, { alert: false, headers: deviceHeader(device) }),
  registerMobile: (payload: CallRequest<'registerMobile'>, device: string | undefined) =>
    callApi('registerMobile', payload, { alert: false, headers: deviceHeader(device) }),
  /** A free username passing the username rule (the registration form's suggestion). */
  autoUsername: () => callApi('autoUsername', undefined, { alert: false }),
  changePassword: (payload: CallRequest<'changePassword'>) =>
    callApi('changePassword', payload, { alert: false }),
  /** Two-factor verification; the modal shows the failure itself. */
  verifyLogin: (payload: CallRequest<'loginVerification'>) =>
    callApi('loginVerification', payload, { alert: false }),
};
