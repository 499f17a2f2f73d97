import { createHash, createHmac } from 'node:crypto';
import type { GeetestV4Result } from '@app/contract/captcha';
import { GEETEST_API_TIMEOUT_MS, GEETEST_VENDOR_SCRIPTS } from '@app/contract/constants/captcha';

/** The merchant's Geetest account: gw.GEETEST_ID and the server-only geetestKey. */
export interface GeetestAccount {
  captchaId: string;
  key: string;
}

/**
 * Geetest behind one adapter: the vendor in production, the local stand-in in test and demo mode
 * (geetest-standin.ts). Methods throw GeetestUnavailable when the service cannot answer.
 */
export interface GeetestAdapter {
  /** The scripts the web loads (answered in the system status). */
  readonly scripts: { v3: string; v4: string };
  /** v3 setup: a fresh challenge for the account. */
  registerV3(account: GeetestAccount): Promise<string>;
  /** v3 second validation of a result (the challenge and seccode of getValidate()). */
  validateV3(account: GeetestAccount, challenge: string, seccode: string): Promise<boolean>;
  /** v4 second validation of a result (getValidate()). */
  validateV4(account: GeetestAccount, result: GeetestV4Result): Promise<boolean>;
}

export class GeetestUnavailable extends Error {
  constructor(reason: string) {
    super(`Geetest unavailable: ${reason}`);
    this.name = 'GeetestUnavailable';
  }
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const V3_API = 'https://api.geetest.com';
const V4_API = 'https://gcaptcha4.geetest.com';
const SDK = 'mobile-front-reference-server';

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');
/** v4 sign_token: HMAC-SHA256 of the lot number with the captcha key, hex. */
export const signToken = (lotNumber: string, key: string): string =>
  createHmac('sha256', key).update(lotNumber).digest('hex');

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Geetest's real APIs: v3 register.php and validate.php, v4 gcaptcha4 validate. */
export function geetestVendor(
  fetchFn: FetchLike = fetch,
  timeoutMs = GEETEST_API_TIMEOUT_MS,
): GeetestAdapter {
  const call = async (url: string, init: RequestInit = {}): Promise<unknown> => {
    let res: Response;
    try {
      res = await fetchFn(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new GeetestUnavailable(err instanceof Error ? err.message : String(err));
    }
    if (!res.ok) throw new GeetestUnavailable(`HTTP ${res.status} from ${new URL(url).host}`);
    try {
      return await res.json();
    } catch {
      throw new GeetestUnavailable(`an answer that is not JSON from ${new URL(url).host}`);
    }
  };
  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const configured = (account: GeetestAccount) => {
    if (!account.captchaId || !account.key)
      throw new GeetestUnavailable('the merchant has no Geetest id and key');
  };

  return {
    scripts: { ...GEETEST_VENDOR_SCRIPTS },

    async registerV3(account) {
      configured(account);
      const query = new URLSearchParams({
        gt: account.captchaId,
        json_format: '1',
        digestmod: 'md5',
        client_type: 'h5',
        sdk: SDK,
      });
      const answer = await call(`${V3_API}/register.php?${query.toString()}`);
      const challenge = isRecord(answer) ? answer.challenge : undefined;
      // Geetest answers "0" (or no 32-character challenge) when it cannot serve: no failback mode here.
      if (typeof challenge !== 'string' || challenge.length !== 32) {
        throw new GeetestUnavailable('register.php gave no challenge');
      }
      return md5(challenge + account.key);
    },

    async validateV3(account, challenge, seccode) {
      configured(account);
      const answer = await call(
        `${V3_API}/validate.php`,
        form({ seccode, challenge, json_format: '1', captchaid: account.captchaId, sdk: SDK }),
      );
      const code = isRecord(answer) ? answer.seccode : undefined;
      return typeof code === 'string' && code !== '' && code !== 'false';
    },

    async validateV4(account, result) {
      configured(account);
      const answer = await call(
        `${V4_API}/validate?captcha_id=${encodeURIComponent(account.captchaId)}`,
        form({
          lot_number: result.lot_number,
          captcha_output: result.captcha_output,
          pass_token: result.pass_token,
          gen_time: result.gen_time,
          sign_token: signToken(result.lot_number, account.key),
        }),
      );
      if (!isRecord(answer) || answer.status !== 'success') {
        throw new GeetestUnavailable(`validate answered ${JSON.stringify(answer).slice(0, 200)}`);
      }
      return answer.result === 'success';
    },
  };
}
