import type { CallHandler } from '../http/call-handler';
import { geetestV3Setup } from '../services/captcha';
import { issuePlainCaptcha } from '../services/plain-captcha';

/** GET /wps/captcha/image: a new plain captcha (image, key, expiry). */
export const captchaImage: CallHandler<'captchaImage'> = async ({ app, merchant }) =>
  issuePlainCaptcha(app.db, merchant.code, app.now());

/** GET /wps/captcha/geetest: Geetest v3 setup through the adapter (vendor, or the stand-in in test and demo mode). */
export const geetest: CallHandler<'geetest'> = async (ctx) => ({
  ...(await geetestV3Setup(ctx)),
  newCaptcha: true,
  success: 1,
});
