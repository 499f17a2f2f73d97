import { randomBytes } from 'node:crypto';
import type { GeetestV4Result } from '@app/contract/captcha';
import { GEETEST_STANDIN_PASS_TTL_MS } from '@app/contract/constants/captcha';
import type { GeetestAccount, GeetestAdapter } from './geetest';

/** Where the server serves the stand-in scripts (test and demo mode only, static/geetest-standin.ts). */
export const STANDIN_PATH = '/wps/captcha/standin';
/** Entries kept at most per kind: the stand-in runs in test and demo mode, but must not grow without bound. */
const MAX_ENTRIES = 10_000;

const hex = (bytes: number): string => randomBytes(bytes).toString('hex');

/** A map whose entries expire and which drops its oldest entries beyond MAX_ENTRIES. */
class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  set(key: string, value: V, now: number): void {
    for (const [k, e] of this.entries) {
      if (e.expiresAt > now && this.entries.size < MAX_ENTRIES) break;
      this.entries.delete(k);
    }
    this.entries.set(key, { value, expiresAt: now + GEETEST_STANDIN_PASS_TTL_MS });
  }

  get(key: string, now: number): V | undefined {
    const e = this.entries.get(key);
    return e && e.expiresAt > now ? e.value : undefined;
  }

  /** Takes the entry out (single use); undefined when missing or expired. */
  take(key: string, now: number): V | undefined {
    const e = this.entries.get(key);
    this.entries.delete(key);
    return e && e.expiresAt > now ? e.value : undefined;
  }
}

export type StandInPass =
  | { geetest_challenge: string; geetest_validate: string; geetest_seccode: string }
  | Required<GeetestV4Result>;

/**
 * The Geetest stand-in of test and demo mode: the server issues v3 challenges, hands out a pass when the
 * stand-in script's player chooses success (POST {STANDIN_PATH}/pass), and validates each pass once, within
 * GEETEST_STANDIN_PASS_TTL_MS, like Geetest's own validate APIs. Kept in memory: test and demo servers are
 * single processes.
 */
export class GeetestStandIn implements GeetestAdapter {
  readonly scripts = { v3: `${STANDIN_PATH}/gt.js`, v4: `${STANDIN_PATH}/gt4.js` };
  private readonly challenges = new ExpiringMap<string>();
  private readonly v3Passes = new ExpiringMap<{ challenge: string; captchaId: string }>();
  private readonly v4Passes = new ExpiringMap<Required<GeetestV4Result>>();

  constructor(private readonly now: () => number) {}

  async registerV3(account: GeetestAccount): Promise<string> {
    const challenge = hex(16);
    this.challenges.set(challenge, account.captchaId, this.now());
    return challenge;
  }

  /**
   * A v3 pass for an unexpired challenge this stand-in issued; null otherwise. Like Geetest, a challenge can be
   * tried again after a reset; each pass validates once.
   */
  passV3(challenge: string): StandInPass | null {
    const captchaId = this.challenges.get(challenge, this.now());
    if (captchaId === undefined) return null;
    const validate = hex(16);
    const seccode = `${validate}|jordan`;
    this.v3Passes.set(seccode, { challenge, captchaId }, this.now());
    return { geetest_challenge: challenge, geetest_validate: validate, geetest_seccode: seccode };
  }

  /** A v4 pass for the captcha id the script was set up with. */
  passV4(captchaId: string): StandInPass {
    const pass: Required<GeetestV4Result> = {
      lot_number: hex(16),
      captcha_output: randomBytes(24).toString('base64url'),
      pass_token: hex(32),
      gen_time: String(Math.floor(this.now() / 1000)),
      captcha_id: captchaId,
    };
    this.v4Passes.set(pass.lot_number, pass, this.now());
    return pass;
  }

  async validateV3(account: GeetestAccount, challenge: string, seccode: string): Promise<boolean> {
    const pass = this.v3Passes.take(seccode, this.now());
    return pass !== undefined && pass.challenge === challenge && pass.captchaId === account.captchaId;
  }

  async validateV4(account: GeetestAccount, result: GeetestV4Result): Promise<boolean> {
    const pass = this.v4Passes.take(result.lot_number, this.now());
    return (
      pass !== undefined &&
      pass.captcha_id === account.captchaId &&
      pass.captcha_output === result.captcha_output &&
      pass.pass_token === result.pass_token &&
      pass.gen_time === result.gen_time
    );
  }
}
