import { GEETEST_STANDIN_PASS_TTL_MS } from '@app/contract/constants/captcha';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, openMigrated, type Db } from '../db/database';
import { testDatabaseLocation } from '../testing/test-database';
import { GeetestStandIn } from './geetest-standin';

// Two processes of a test or demo deployment, each with its stand-in on a connection of its own to one database.

const account = { captchaId: 'captcha-1', key: 'key-1' };
const clock = { now: 1_800_000_000_000 };
let dbs: Db[];
let a: GeetestStandIn;
let b: GeetestStandIn;

beforeEach(async () => {
  clock.now = 1_800_000_000_000;
  const location = await testDatabaseLocation('file');
  dbs = [(await openMigrated(location)).db, openDatabase(location).db];
  [a, b] = dbs.map((db) => new GeetestStandIn(db, () => clock.now)) as [GeetestStandIn, GeetestStandIn];
});
afterEach(async () => {
  for (const db of dbs) await db.destroy();
});

/** A v3 pass as the stand-in script hands it over. */
const v3Pass = async (on: GeetestStandIn, challenge: string) => {
  const pass = await on.passV3(challenge);
  if (!pass || !('geetest_seccode' in pass)) throw new Error('no v3 pass');
  return pass;
};

describe('Geetest stand-in across processes', () => {
  it('a v3 challenge issued by one process passes on the other, and the pass validates on either, once', async () => {
    const challenge = await a.registerV3(account);
    const pass = await v3Pass(b, challenge);
    expect(await a.validateV3(account, challenge, pass.geetest_seccode)).toBe(true);
    expect(await b.validateV3(account, challenge, pass.geetest_seccode)).toBe(false);
    // The challenge may be tried again after a reset, like Geetest's.
    expect(await a.validateV3(account, challenge, (await v3Pass(a, challenge)).geetest_seccode)).toBe(true);
  });

  it('attack: one pass validated in parallel on both processes validates once', async () => {
    const challenge = await a.registerV3(account);
    const v3 = await v3Pass(a, challenge);
    const v4 = await a.passV4(account.captchaId);
    if (!('lot_number' in v4)) throw new Error('no v4 pass');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => [
        (i % 2 ? a : b).validateV3(account, challenge, v3.geetest_seccode),
        (i % 2 ? b : a).validateV4(account, v4),
      ]).flat(),
    );
    expect(results.filter(Boolean)).toHaveLength(2);
  });

  it('refuses an unknown challenge, another account, a changed v4 pass, and everything after its time', async () => {
    expect(await b.passV3('0'.repeat(32))).toBeNull();
    const challenge = await a.registerV3(account);
    const other = { captchaId: 'captcha-2', key: 'key-2' };
    expect(await b.validateV3(other, challenge, (await v3Pass(b, challenge)).geetest_seccode)).toBe(false);
    const v4 = await a.passV4(account.captchaId);
    if (!('lot_number' in v4)) throw new Error('no v4 pass');
    expect(await b.validateV4(account, { ...v4, pass_token: '0'.repeat(64) })).toBe(false);
    const late = await b.passV4(account.captchaId);
    if (!('lot_number' in late)) throw new Error('no v4 pass');
    clock.now += GEETEST_STANDIN_PASS_TTL_MS;
    expect(await a.validateV4(account, late)).toBe(false);
    expect(await a.passV3(challenge)).toBeNull();
  });
});
