import { callApi } from '../../api/call';

/** The captcha calls. The widget shows their failures itself; `t` keeps each request distinct. */
export const captchaApi = {
  /** A new plain captcha: image, key, expiry. */
  image: () => callApi('captchaImage', { t: String(Date.now()) }, { alert: false }),
  /** Geetest v3 setup: a fresh challenge. */
  geetestSetup: () => callApi('geetest', { t: String(Date.now()) }, { alert: false }),
};
