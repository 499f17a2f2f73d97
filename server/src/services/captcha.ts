import {
  captchaFlavour,
  geetestServes,
  type CaptchaAction,
  type CaptchaFields,
  type GeetestV4Result,
} from '@app/contract/captcha';
import { z } from 'zod';
import type { AppContext } from '../context';
import { GeetestUnavailable, type GeetestAccount } from './geetest';
import type { Merchant } from './merchants';
import { consumePlainCaptcha } from './plain-captcha';
import { Refused } from './refused';

/** Why an action's captcha is refused (the answers: routes/refusals.ts). */
export type CaptchaRefusal =
  /** The request carries no answer to the captcha the action needs. */
  | { reason: 'captcha-required' }
  /** The plain captcha's text is wrong, or its key expired or was used. */
  | { reason: 'captcha-invalid' }
  /** Geetest did not pass the result. */
  | { reason: 'geetest-invalid' }
  /** Geetest could not answer. */
  | { reason: 'geetest-unavailable' }
  /** The SMS captcha is Geetest v3, which serves no SMS send (contract/src/captcha.ts). */
  | { reason: 'geetest-sms-needs-v4' };

/** Who asks: the merchant (its captcha settings and Geetest account) and the server's adapters. */
export interface CaptchaCheck {
  app: AppContext;
  merchant: Merchant;
}

const geetestAccount = (merchant: Merchant): GeetestAccount => ({
  captchaId: merchant.settings.public.gw.GEETEST_ID,
  key: merchant.settings.geetestKey,
});

/** Runs a Geetest call; its outage is logged and refused as geetest-unavailable. */
async function askGeetest<T>(c: CaptchaCheck, what: string, run: (account: GeetestAccount) => Promise<T>) {
  try {
    return await run(geetestAccount(c.merchant));
  } catch (err) {
    if (!(err instanceof GeetestUnavailable)) throw err;
    c.app.log.warn({ merchant: c.merchant.code, err: err.message }, `Geetest ${what} failed`);
    throw new Refused({ reason: 'geetest-unavailable' });
  }
}

/** Geetest v3 setup through the adapter (vendor, or the stand-in in test and demo mode). Throws Refused. */
export const geetestV3Setup = (c: CaptchaCheck) =>
  askGeetest(c, 'v3 register', async (account) => ({
    gt: account.captchaId,
    challenge: await c.app.geetest.registerV3(account),
  }));

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

/** Geetest's verdict on the request's result. Throws Refused. */
async function geetestPasses(
  c: CaptchaCheck,
  action: CaptchaAction,
  fields: CaptchaFields,
): Promise<boolean> {
  const version = c.merchant.settings.public.gw.GEETEST_VERSION;
  if (!geetestServes(action, version)) throw new Refused({ reason: 'geetest-sms-needs-v4' });
  if (version === 'v3') {
    const { geetestChallenge: challenge, geetestSeccode: seccode } = fields;
    if (!challenge || !seccode) throw new Refused({ reason: 'captcha-required' });
    return askGeetest(c, 'v3 validate', (account) => c.app.geetest.validateV3(account, challenge, seccode));
  }
  if (!fields.geetestValidateV4) throw new Refused({ reason: 'captcha-required' });
  const result = v4Result(fields.geetestValidateV4);
  return (
    result !== null && askGeetest(c, 'v4 validate', (account) => c.app.geetest.validateV4(account, result))
  );
}

/**
 * Enforces the action's captcha exactly when the merchant's settings require one (contract/src/captcha.ts):
 * the plain captcha's text for its key, or Geetest's result validated through the adapter. Throws Refused
 * (CaptchaRefusal).
 */
export async function requireCaptcha(
  c: CaptchaCheck,
  action: CaptchaAction,
  fields: CaptchaFields,
): Promise<void> {
  const flavour = captchaFlavour(action, c.merchant.settings.public);
  if (flavour === 'none') return;
  if (flavour === 'plain') {
    if (!fields.captcha?.trim() || !fields.captchaKey) throw new Refused({ reason: 'captcha-required' });
    if (
      !(await consumePlainCaptcha(c.app.db, c.merchant.code, fields.captchaKey, fields.captcha, c.app.now()))
    ) {
      throw new Refused({ reason: 'captcha-invalid' });
    }
    return;
  }
  if (!(await geetestPasses(c, action, fields))) throw new Refused({ reason: 'geetest-invalid' });
}
