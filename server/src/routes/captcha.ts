import {
  captchaFlavour,
  geetestServes,
  type CaptchaAction,
  type CaptchaFields,
  type GeetestV4Result,
} from '@app/contract/captcha';
import { CONTRACT_ERROR } from '@app/contract/errors';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import type { CallHandler } from '../http/call-handler';
import { message } from '../http/messages';
import { GeetestUnavailable, type GeetestAccount } from '../services/geetest';
import type { Merchant } from '../services/merchants';
import { consumePlainCaptcha, issuePlainCaptcha } from '../services/plain-captcha';

const geetestAccount = (merchant: Merchant): GeetestAccount => ({
  captchaId: merchant.settings.public.gw.GEETEST_ID,
  key: merchant.settings.geetestKey,
});

const unavailable = (language: string) =>
  new ApiError(503, CONTRACT_ERROR.geetestUnavailable, message(language, 'geetestUnavailable'));

/** GET /wps/captcha/image: a new plain captcha (image, key, expiry). */
export const captchaImage: CallHandler<'captchaImage'> = async ({ app, merchant }) =>
  issuePlainCaptcha(app.db, merchant.code, app.now());

/** GET /wps/captcha/geetest: Geetest v3 setup through the adapter (vendor, or the stand-in in test and demo mode). */
export const geetest: CallHandler<'geetest'> = async ({ app, merchant, language }) => {
  const account = geetestAccount(merchant);
  try {
    const challenge = await app.geetest.registerV3(account);
    return { gt: account.captchaId, challenge, newCaptcha: true, success: 1 };
  } catch (err) {
    if (!(err instanceof GeetestUnavailable)) throw err;
    app.log.warn({ merchant: merchant.code, err: err.message }, 'Geetest v3 register failed');
    throw unavailable(language);
  }
};

const v4ResultSchema = z.object({
  lot_number: z.string().min(1).max(128),
  captcha_output: z.string().min(1).max(2048),
  pass_token: z.string().min(1).max(256),
  gen_time: z.string().min(1).max(32),
  captcha_id: z.string().max(128).optional(),
});

/** geetestValidateV4 decoded, or null when it is not a v4 result. */
function v4Result(text: string): GeetestV4Result | null {
  try {
    const parsed = v4ResultSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface CaptchaCheck {
  app: AppContext;
  merchant: Merchant;
  language: string;
}

/** Geetest's verdict on the request's result; throws the named refusals. */
async function geetestPasses(
  c: CaptchaCheck,
  action: CaptchaAction,
  fields: CaptchaFields,
): Promise<boolean> {
  const version = c.merchant.settings.public.gw.GEETEST_VERSION;
  if (!geetestServes(action, version)) {
    throw new ApiError(503, CONTRACT_ERROR.geetestUnavailable, message(c.language, 'geetestSmsNeedsV4'));
  }
  const required = new ApiError(200, CONTRACT_ERROR.captchaRequired, message(c.language, 'captchaRequired'));
  const account = geetestAccount(c.merchant);
  try {
    if (version === 'v3') {
      if (!fields.geetestChallenge || !fields.geetestSeccode) throw required;
      return await c.app.geetest.validateV3(account, fields.geetestChallenge, fields.geetestSeccode);
    }
    if (!fields.geetestValidateV4) throw required;
    const result = v4Result(fields.geetestValidateV4);
    return result !== null && (await c.app.geetest.validateV4(account, result));
  } catch (err) {
    if (!(err instanceof GeetestUnavailable)) throw err;
    c.app.log.warn({ merchant: c.merchant.code, err: err.message }, `Geetest ${version} validate failed`);
    throw unavailable(c.language);
  }
}

/**
 * Enforces the action's captcha exactly when the merchant's settings require one (contract/captcha.ts):
 * the plain captcha's text for its key, or Geetest's result validated through the adapter. Throws
 * captcha.required, captcha.invalid, captcha.geetest.invalid or captcha.geetest.unavailable.
 */
export async function requireCaptcha(
  c: CaptchaCheck,
  action: CaptchaAction,
  fields: CaptchaFields,
): Promise<void> {
  const flavour = captchaFlavour(action, c.merchant.settings.public);
  if (flavour === 'none') return;
  if (flavour === 'plain') {
    if (!fields.captcha?.trim() || !fields.captchaKey) {
      throw new ApiError(200, CONTRACT_ERROR.captchaRequired, message(c.language, 'captchaRequired'));
    }
    if (
      !(await consumePlainCaptcha(c.app.db, c.merchant.code, fields.captchaKey, fields.captcha, c.app.now()))
    ) {
      throw new ApiError(200, CONTRACT_ERROR.captchaInvalid, message(c.language, 'captchaInvalid'));
    }
    return;
  }
  if (!(await geetestPasses(c, action, fields))) {
    throw new ApiError(200, CONTRACT_ERROR.geetestInvalid, message(c.language, 'geetestInvalid'));
  }
}
