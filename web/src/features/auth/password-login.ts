import type { LoginRequest } from '@app/contract/calls';
import { SPEC_ERROR } from '@app/contract/first-load-errors';
import { isOfficialAppLogin, loginDevice } from '../../lib/device';
import { loginDeviceId } from '../../lib/login-device-id';
import { forgetSavedLogin } from '../../lib/saved-login';
import { useAppStore } from '../../stores/app-store';
import { authApi } from './api';

/** The device facts every login request carries (§3), whatever its type: password, SMS or Firebase. */
export const loginDeviceFields = (): Pick<
  LoginRequest,
  'loginDeviceId' | 'isOfficialAppLogin' | 'device'
> => {
  const kind = useAppStore.getState().device;
  return {
    loginDeviceId: loginDeviceId(),
    isOfficialAppLogin: isOfficialAppLogin(kind),
    device: loginDevice(kind),
  };
};

/** The password login request (type username, §3) with the device facts; captcha results come in `extra`. */
export const passwordLoginRequest = (
  username: string,
  password: string,
  extra: Partial<LoginRequest> = {},
): LoginRequest => ({
  username: username.trim(),
  password,
  type: 'username',
  ...loginDeviceFields(),
  ...extra,
});

/**
 * Sends a password login (the form's and the auto login's), with the Device header. login.cred.err and
 * not.exists.user clear the saved login and turn auto login off (§4, §8), whoever sent it.
 */
export const sendPasswordLogin = async (request: LoginRequest) => {
  const res = await authApi.login(request, request.device);
  if (res.errorCode === SPEC_ERROR.loginCredErr || res.errorCode === SPEC_ERROR.notExistsUser) {
    forgetSavedLogin();
  }
  return res;
};
