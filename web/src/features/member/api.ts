import { callApi } from '../../api/call';

export const memberApi = {
  info: () => callApi('memberInfo'),
  /** The server revokes the token; the caller logs out locally whatever it answers. */
  logout: () => callApi('logout', {}, { alert: false }),
};
