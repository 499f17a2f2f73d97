import type { CallRequest } from '@app/contract/calls';
import { callApi } from '../../api/call';

/** Sign-in and account calls. Login and registration show their own errors (the two-factor answer is no error). */
export const authApi = {
  login: (payload: CallRequest<'login'>, device?: string) =>
    callApi('login', payload, { alert: false, headers: device ? { Device: device } : {} }),
  register: (payload: CallRequest<'register'>, device: string) =>
    callApi('register', payload, { alert: false, headers: { Device: device } }),
  changePassword: (payload: CallRequest<'changePassword'>) =>
    callApi('changePassword', payload, { alert: false }),
};
