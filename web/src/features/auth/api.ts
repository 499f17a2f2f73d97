import type { CallRequest } from '@app/contract/calls';
import { callApi } from '../../api/call';

/** The Device header: IPAD, PWA or WEBCLIP; none from a plain browser. */
const deviceHeader = (device: string | undefined): Record<string, string> =>
  device ? { Device: device } : {};

/** Sign-in and account calls. Login and registration show their own errors (the two-factor answer is no error). */
export const authApi = {
  login: (payload: CallRequest<'login'>, device: string | undefined) =>
    callApi('login', payload, { alert: false, headers: deviceHeader(device) }),
  register: (payload: CallRequest<'register'>, device: string | undefined) =>
    callApi('register', payload, { alert: false, headers: deviceHeader(device) }),
  changePassword: (payload: CallRequest<'changePassword'>) =>
    callApi('changePassword', payload, { alert: false }),
};
