import { randomBytes } from 'node:crypto';
import type { GeetestV4Result } from '@app/contract/captcha';
import { GEETEST_STANDIN_PASS_TTL_MS } from '@app/contract/constants/captcha';
import type { Db } from '../db/database';
import type { GeetestStandinEntriesTable } from '../db/schema';
import type { GeetestAccount, GeetestAdapter } from './geetest';

/** Where the server serves the stand-in scripts (test and demo mode only, static/geetest-standin.ts). */
export const STANDIN_PATH = '/wps/captcha/standin';
/** Entries kept at most per kind: the stand-in runs in test and demo mode, but must not grow without bound. */
export const STANDIN_MAX_ENTRIES = 10_000;

const hex = (bytes: number): string => randomBytes(bytes).toString('hex');

type Kind = GeetestStandinEntriesTable['kind'];

/** What a v4 validation compares besides the lot number and the captcha id. */
const v4Proof = (r: Pick<GeetestV4Result, 'captcha_output' | 'pass_token' | 'gen_time'>): string =>
  JSON.stringify([r.captcha_output, r.pass_token, r.gen_time]);

export type StandInPass =
  | { geetest_challenge: string; geetest_validate: string; geetest_seccode: string }
  | Required<GeetestV4Result>;

/**
 * The Geetest stand-in of test and demo mode: the server issues v3 challenges, hands out a pass when the
 * stand-in script's player chooses success (POST {STANDIN_PATH}/pass), and validates each pass once, within
 * GEETEST_STANDIN_PASS_TTL_MS, like Geetest's own validate APIs. Kept in the database (geetest_standin_entries),
 * so that a challenge issued by one process passes and validates on another; a pass is validated once because
 * the DELETE that takes it finds it once.
 */
export class GeetestStandIn implements GeetestAdapter {
  readonly scripts = { v3: `${STANDIN_PATH}/gt.js`, v4: `${STANDIN_PATH}/gt4.js` };

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async registerV3(account: GeetestAccount): Promise<string> {
    const challenge = hex(16);
    await this.put('challenge', challenge, account.captchaId, '');
    return challenge;
  }

  /**
   * A v3 pass for an unexpired challenge this stand-in issued; null otherwise. Like Geetest, a challenge can be
   * tried again after a reset; each pass validates once.
   */
  async passV3(challenge: string): Promise<StandInPass | null> {
    const issued = await this.db
      .selectFrom('geetest_standin_entries')
      .select('captcha_id')
      .where('kind', '=', 'challenge')
      .where('entry_key', '=', challenge)
      .where('expires_at', '>', this.now())
      .executeTakeFirst();
    if (!issued) return null;
    const validate = hex(16);
    const seccode = `${validate}|jordan`;
    await this.put('v3', seccode, issued.captcha_id, challenge);
    return { geetest_challenge: challenge, geetest_validate: validate, geetest_seccode: seccode };
  }

  /** A v4 pass for the captcha id the script was set up with. */
  async passV4(captchaId: string): Promise<StandInPass> {
    const pass: Required<GeetestV4Result> = {
      lot_number: hex(16),
      captcha_output: randomBytes(24).toString('base64url'),
      pass_token: hex(32),
      gen_time: String(Math.floor(this.now() / 1000)),
      captcha_id: captchaId,
    };
    await this.put('v4', pass.lot_number, captchaId, v4Proof(pass));
    return pass;
  }

  async validateV3(account: GeetestAccount, challenge: string, seccode: string): Promise<boolean> {
    const pass = await this.take('v3', seccode);
    return pass !== undefined && pass.proof === challenge && pass.captcha_id === account.captchaId;
  }

  async validateV4(account: GeetestAccount, result: GeetestV4Result): Promise<boolean> {
    const pass = await this.take('v4', result.lot_number);
    return pass !== undefined && pass.captcha_id === account.captchaId && pass.proof === v4Proof(result);
  }

  /** Stores an entry for GEETEST_STANDIN_PASS_TTL_MS, dropping the expired ones and the oldest beyond the cap. */
  private async put(kind: Kind, key: string, captchaId: string, proof: string): Promise<void> {
    const now = this.now();
    const ofKind = this.db.deleteFrom('geetest_standin_entries').where('kind', '=', kind);
    await ofKind.where('expires_at', '<=', now).execute();
    const oldestKept = this.db
      .selectFrom('geetest_standin_entries')
      .select('expires_at')
      .where('kind', '=', kind)
      .orderBy('expires_at', 'desc')
      .limit(1)
      .offset(STANDIN_MAX_ENTRIES - 1);
    await ofKind.where('expires_at', '<=', oldestKept).execute();
    await this.db
      .insertInto('geetest_standin_entries')
      .values({
        kind,
        entry_key: key,
        captcha_id: captchaId,
        proof,
        expires_at: now + GEETEST_STANDIN_PASS_TTL_MS,
      })
      .execute();
  }

  /** Takes the entry out (single use, whichever process asks first); undefined when missing or expired. */
  private async take(kind: Kind, key: string) {
    return this.db
      .deleteFrom('geetest_standin_entries')
      .where('kind', '=', kind)
      .where('entry_key', '=', key)
      .where('expires_at', '>', this.now())
      .returning(['captcha_id', 'proof'])
      .executeTakeFirst();
  }
}
