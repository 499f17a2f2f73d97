import type { LoginRequest } from '@app/contract/calls';
import { isOfficialAppLogin, loginDevice } from '../../lib/device';
import { loginDeviceId } from '../../lib/login-device-id';
import { useAppStore } from '../../stores/app-store';
import { authApi } from './api';

/** The password login request (type username, §3) with the device facts; captcha results come in `extra`. */
export const passwordLoginRequest = (
  username: string,
  password: string,
  extra: Partial<LoginRequest> = {},
): LoginRequest => {
  const kind = useAppStore.getState().device;
  return {
    username: username.trim(),
    password,
    type: 'username',
    loginDeviceId: loginDeviceId(),
    isOfficialAppLogin: isOfficialAppLogin(kind),
    device: loginDevice(kind),
    ...extra,
  };
};

/** Sends a password login (the form's and the auto login's), with the Device header. */
export const sendPasswordLogin = (request: LoginRequest) => authApi.login(request, request.device);
