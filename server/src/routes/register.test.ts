import { readFileSync } from 'node:fs';
import { MOBILE_RULE, PASSWORD_RULE, USERNAME_RULE } from '@app/contract/credentials';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findFreeUsername } from '../services/members';
import { SMS_CODE_MAX_TRIES, SMS_IP_LIMIT, type SmsMessage } from '../services/sms';
import { startTestServer, type TestServer } from '../testing/test-server';
import { AUTO_USERNAME_TRIES } from './register';

const REGISTER = '/wps/member/register';
const REGISTER_MOBILE = '/wps/member/register/mobile';

let s: TestServer;
let now = 1_800_000_000_000;
const sent: SmsMessage[] = [];
beforeEach(async () => {
  now = 1_800_000_000_000;
  sent.length = 0;
  s = await startTestServer({ now: () => now, smsTransport: { send: (m) => void sent.push(m) } });
});
afterEach(() => s.close());

/**
 * The SMS code the number's owner receives, asked for like the app does (sms/noLogin). The clock moves past
 * the send limits first: a test asks for more codes than one client may within their windows.
 */
async function smsCode(mobileNum: string): Promise<string> {
  now += SMS_IP_LIMIT.windowMs;
  const res = await s.post('/wps/verification/sms/noLogin', { countryDialingCode: '', mobileNum });
  const code = sent.at(-1)?.code;
  if (!res.body.success || !code) throw new Error(`no SMS code: ${res.body.errorCode}`);
  return code;
}

/** A mobile registration request carrying the number's SMS code. */
const withCode = async <T extends { mobileNum: string }>(body: T) => ({
  ...body,
  verificationCode: await smsCode(body.mobileNum),
});

type RegisterValue = { id: number; userName: string; token: string | null };
const base = { registerMethod: 'H5', login: true, password: 'Secret123' } as const;

describe('POST /wps/member/register', () => {
  it('creates a lower-case member, stores the attribution and answers a token with login:true', async () => {
    const res = await s.postEncrypted<RegisterValue>(REGISTER, {
      ...base,
      username: 'NewPlayer1',
      affiliateCode: 'AFF1',
      referralCode: 'REF9',
      registerUrl: 'https://m.demo.example/m/register?affiliateCode=AFF1',
      domain: 'm.demo.example',
      pixelTrack: { fbclid: 'abc' },
    });
    expect(res.body.success).toBe(true);
    expect(res.body.value.userName).toBe('newplayer1');
    expect(res.body.value.token).toEqual(expect.any(String));
    const row = await s.app.appContext.db
      .selectFrom('members')
      .selectAll()
      .where('username', '=', 'newplayer1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      affiliate_code: 'AFF1',
      referral_code: 'REF9',
      register_method: 'H5',
      register_url: 'https://m.demo.example/m/register?affiliateCode=AFF1',
      domain: 'm.demo.example',
      pixel_track: JSON.stringify({ fbclid: 'abc' }),
      first_login_done: 1,
    });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    const info = await s.get<{ account: string; type: number }>('/wps/member/info', {
      authorization: res.body.value.token ?? '',
    });
    expect(info.body.value).toMatchObject({ account: 'newplayer1', type: 0 });
    // The registration was the first login: a later password login is not "first".
    const login = await s.postEncrypted<{ firstTimeLogin: boolean }>('/wps/session/login', {
      username: 'newplayer1',
      password: 'Secret123',
      type: 'username',
    });
    expect(login.body.value.firstTimeLogin).toBe(false);
  });

  it('answers token null without login, and the first login is then firstTimeLogin', async () => {
    const res = await s.postEncrypted<RegisterValue>(REGISTER, {
      ...base,
      login: false,
      username: 'quiet_one',
    });
    expect(res.body.value.token).toBeNull();
    const login = await s.postEncrypted<{ firstTimeLogin: boolean }>('/wps/session/login', {
      username: 'quiet_one',
      password: 'Secret123',
      type: 'username',
    });
    expect(login.body.value.firstTimeLogin).toBe(true);
  });

  it('answers register.username.taken for a duplicate (any case)', async () => {
    await s.postEncrypted(REGISTER, { ...base, username: 'taken_name' });
    const res = await s.postEncrypted(REGISTER, { ...base, username: 'Taken_Name' });
    expect(res.body).toMatchObject({ success: false, errorCode: 'register.username.taken' });
  });

  it('creates exactly one account for concurrent registrations of one name', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        s.postEncrypted(REGISTER, { ...base, username: i % 2 ? 'race_name' : 'Race_Name' }),
      ),
    );
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect(results.filter((r) => r.body.errorCode === 'register.username.taken')).toHaveLength(7);
    expect(results.every((r) => r.status < 500)).toBe(true);
    const rows = await s.app.appContext.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'race_name')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('stores the registration info, the ad attribution info and the device facts', async () => {
    const res = await s.postEncrypted<RegisterValue>(REGISTER, {
      ...base,
      registerMethod: 'APP',
      username: 'attributed1',
      affiliateCode: 'aff01',
      referralCode: 'R42',
      originalDomain: 'aff01.brand.example',
      domain: 'm.brand.example',
      loginDeviceId: 'device-1',
      isOfficialAppLogin: true,
      pixelTrack: { fbclid: 'F1', utm_source: 'news' },
      adAttribution: { gpsAdid: 'G-1', appsflyerId: 'AF-1' },
    });
    expect(res.body.success).toBe(true);
    const row = await s.app.appContext.db
      .selectFrom('members')
      .selectAll()
      .where('username', '=', 'attributed1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      register_method: 'APP',
      affiliate_code: 'aff01',
      referral_code: 'R42',
      original_domain: 'aff01.brand.example',
      domain: 'm.brand.example',
      login_device_id: 'device-1',
      official_app_login: 1,
      pixel_track: JSON.stringify({ fbclid: 'F1', utm_source: 'news' }),
      ad_attribution: JSON.stringify({ gpsAdid: 'G-1', appsflyerId: 'AF-1' }),
    });
    const read = await s.admin('GET', '/admin/members/Attributed1?merchant=DEMO');
    expect(read.body.value).toMatchObject({
      username: 'attributed1',
      passwordIsDefault: false,
      registration: {
        registerMethod: 'APP',
        affiliateCode: 'aff01',
        referralCode: 'R42',
        originalDomain: 'aff01.brand.example',
        domain: 'm.brand.example',
        loginDeviceId: 'device-1',
        officialAppLogin: true,
        pixelTrack: { fbclid: 'F1', utm_source: 'news' },
        adAttribution: { gpsAdid: 'G-1', appsflyerId: 'AF-1' },
      },
    });
    expect((await s.admin('GET', '/admin/members/nobody_here')).status).toBe(404);
  });

  it.each([
    ['a pixel key the contract does not name', { pixelTrack: { unknownPixel: 'x' } }],
    ['an empty pixel value', { pixelTrack: { fbclid: '' } }],
    ['an ad attribution key the contract does not name', { adAttribution: { other: 'x' } }],
    ['an affiliate code over 64 characters', { affiliateCode: 'a'.repeat(65) }],
  ])('answers request.invalid (not 500) for %s', async (_what, extra) => {
    const res = await s.postEncrypted(REGISTER, { ...base, username: 'bad_extra', ...extra });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });

  it.each(['ab', '1abc', 'has space', 'a'.repeat(17), 'bad-dash'])(
    'answers register.username.invalid for %j',
    async (username) => {
      expect(USERNAME_RULE.pattern.test(username.toLowerCase())).toBe(false);
      const res = await s.postEncrypted(REGISTER, { ...base, username });
      expect(res.body).toMatchObject({ success: false, errorCode: 'register.username.invalid' });
      expect(res.body.value).toEqual({ messageKey: 'username_rule' });
    },
  );

  it.each(['short1', 'onlyletters', '12345678', 'with space1'])(
    'answers password.invalid for %j',
    async (password) => {
      const res = await s.postEncrypted(REGISTER, { ...base, username: 'good_name', password });
      if (password === 'short1') {
        expect(res.body.success).toBe(true); // 6 characters with a letter and a digit passes
        return;
      }
      expect(res.body).toMatchObject({
        success: false,
        errorCode: 'password.invalid',
        value: { messageKey: 'password_rule' },
      });
    },
  );

  it('answers request.invalid naming username when it is missing', async () => {
    const res = await s.postEncrypted(REGISTER, base);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'request.invalid', message: 'username: Required' });
  });

  it('answers request.invalid naming password when it is missing', async () => {
    const { password: _left, ...noPassword } = base;
    const res = await s.postEncrypted(REGISTER, { ...noPassword, username: 'no_password' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'request.invalid', message: 'password: Required' });
  });
});

describe('POST /wps/member/register/mobile', () => {
  it('creates a member with a username from the number and the default password', async () => {
    const res = await s.postEncrypted<RegisterValue>(
      REGISTER_MOBILE,
      await withCode({ ...base, password: 'Mobile@123', mobileNum: '+639171234567' }),
    );
    expect(res.body.success).toBe(true);
    expect(res.body.value.userName).toBe('m639171234567');
    const login = await s.postEncrypted('/wps/session/login', {
      username: 'm639171234567',
      password: 'Mobile@123',
      type: 'username',
    });
    expect(login.body.errorCode).not.toBe('login.cred.err');
  });

  it('gives the default password when the client sends none, flagged passwordIsDefault', async () => {
    const { password: _left, ...noPassword } = base;
    const res = await s.postEncrypted<RegisterValue>(
      REGISTER_MOBILE,
      await withCode({ ...noPassword, mobileNum: '+639171234571' }),
    );
    expect(res.body.success).toBe(true);
    const row = await s.app.appContext.db
      .selectFrom('members')
      .selectAll()
      .where('username', '=', 'm639171234571')
      .executeTakeFirstOrThrow();
    expect(row.password_is_default).toBe(1);
  });

  it("uses the merchant's current default password, ignoring one the client sends", async () => {
    const patched = await s.admin<{ defaultMobilePassword: string }>(
      'PATCH',
      '/admin/merchants/DEMO/settings',
      {
        defaultMobilePassword: 'Other@4567',
      },
    );
    expect(patched.body.value.defaultMobilePassword).toBe('Other@4567');
    await s.postEncrypted(
      REGISTER_MOBILE,
      await withCode({ ...base, password: 'Client@123', mobileNum: '+639171234572' }),
    );
    const as = (password: string) =>
      s.postEncrypted('/wps/session/login', { username: 'm639171234572', password, type: 'username' });
    expect((await as('Client@123')).body.errorCode).toBe('login.cred.err');
    expect((await as('Other@4567')).body.errorCode).not.toBe('login.cred.err');
  });

  it('needs a password passing the rule when mobilePassword is on', async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      public: { register: { mobilePassword: true } },
    });
    const { password: _left, ...noPassword } = base;
    const res = await s.postEncrypted(REGISTER_MOBILE, { ...noPassword, mobileNum: '+639171234573' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'request.invalid', message: 'password: Required' });
    const chosen = await s.postEncrypted<RegisterValue>(
      REGISTER_MOBILE,
      await withCode({ ...base, password: 'Chosen123', mobileNum: '+639171234573' }),
    );
    const login = await s.postEncrypted<{ passwordIsDefault: boolean }>('/wps/session/login', {
      username: chosen.body.value.userName,
      password: 'Chosen123',
      type: 'username',
    });
    expect(login.body.value.passwordIsDefault).toBe(false);
  });

  it('uses the chosen password when mobilePassword is on', async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      public: { register: { mobilePassword: true } },
    });
    const weak = await s.postEncrypted(REGISTER_MOBILE, {
      ...base,
      password: 'weak',
      mobileNum: '+639171234568',
    });
    expect(weak.body.errorCode).toBe('password.invalid');
    const res = await s.postEncrypted(
      REGISTER_MOBILE,
      await withCode({ ...base, password: 'Chosen123', mobileNum: '+639171234568' }),
    );
    expect(res.body.success).toBe(true);
  });

  it('answers register.mobile.taken for a registered number', async () => {
    await s.postEncrypted(REGISTER_MOBILE, await withCode({ ...base, mobileNum: '+639171234569' }));
    const res = await s.postEncrypted(
      REGISTER_MOBILE,
      await withCode({ ...base, mobileNum: '+639171234569' }),
    );
    expect(res.body.errorCode).toBe('register.mobile.taken');
    const demo = await s.postEncrypted(
      REGISTER_MOBILE,
      await withCode({ ...base, mobileNum: '+639170000001' }),
    );
    expect(demo.body.errorCode).toBe('register.mobile.taken');
  });

  it('creates exactly one account for concurrent registrations of one number: its code is used once', async () => {
    const verificationCode = await smsCode('+639175550000');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        s.postEncrypted(REGISTER_MOBILE, {
          ...base,
          mobileNum: i % 2 ? '+639175550000' : '+63 917-555 0000',
          verificationCode,
        }),
      ),
    );
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect(results.filter((r) => r.body.errorCode === 'register.sms.code.invalid')).toHaveLength(5);
    expect(results.every((r) => r.status < 500)).toBe(true);
    const rows = await s.app.appContext.db
      .selectFrom('members')
      .select('id')
      .where('mobile', '=', '+639175550000')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers register.mobile.invalid for a non-number', async () => {
    const res = await s.postEncrypted(REGISTER_MOBILE, { ...base, mobileNum: '+12' });
    expect(res.body).toMatchObject({
      errorCode: 'register.mobile.invalid',
      value: { messageKey: 'mobile_rule' },
    });
  });

  it('refuses when the merchant closed mobile registration', async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', { public: { register: { mobile: false } } });
    const res = await s.postEncrypted(
      REGISTER_MOBILE,
      await withCode({ ...base, mobileNum: '+639171234570' }),
    );
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/closed/);
  });
});

describe("attack: registering someone else's mobile number", () => {
  const victim = '+639175551234';
  const memberWithVictimsNumber = () =>
    s.app.appContext.db.selectFrom('members').select('id').where('mobile', '=', victim).executeTakeFirst();

  it('without the SMS code sent to the number: refused, no member', async () => {
    const res = await s.postEncrypted(REGISTER_MOBILE, { ...base, mobileNum: victim });
    expect(res.body).toMatchObject({ success: false, errorCode: 'register.sms.code.invalid' });
    expect(await memberWithVictimsNumber()).toBeUndefined();
  });

  it('with a wrong code (the owner received the real one): refused, no member', async () => {
    const real = await smsCode(victim);
    const wrong = real === '000000' ? '111111' : '000000';
    const res = await s.postEncrypted(REGISTER_MOBILE, {
      ...base,
      mobileNum: victim,
      verificationCode: wrong,
    });
    expect(res.body).toMatchObject({ success: false, errorCode: 'register.sms.code.invalid' });
    expect(await memberWithVictimsNumber()).toBeUndefined();
  });

  it("with a code sent to another number (the attacker's own): refused", async () => {
    const own = await smsCode('+639175559999');
    const res = await s.postEncrypted(REGISTER_MOBILE, { ...base, mobileNum: victim, verificationCode: own });
    expect(res.body.errorCode).toBe('register.sms.code.invalid');
    expect(await memberWithVictimsNumber()).toBeUndefined();
  });

  it('with an expired code: refused', async () => {
    const code = await smsCode(victim);
    now += 5 * 60_000 + 1;
    const res = await s.postEncrypted(REGISTER_MOBILE, {
      ...base,
      mobileNum: victim,
      verificationCode: code,
    });
    expect(res.body.errorCode).toBe('register.sms.code.invalid');
  });

  it('guessing through registration: the 5th wrong code burns the real one', async () => {
    const real = await smsCode(victim);
    const wrong = real === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_CODE_MAX_TRIES; i++) {
      const res = await s.postEncrypted(REGISTER_MOBILE, {
        ...base,
        mobileNum: victim,
        verificationCode: wrong,
      });
      expect(res.body.errorCode).toBe('register.sms.code.invalid');
    }
    const late = await s.postEncrypted(REGISTER_MOBILE, {
      ...base,
      mobileNum: victim,
      verificationCode: real,
    });
    expect(late.body.errorCode).toBe('register.sms.code.invalid');
    expect(await memberWithVictimsNumber()).toBeUndefined();
  });

  it('the owner, with the code sent to the number, registers once; the code does not work twice', async () => {
    const code = await smsCode(victim);
    const owner = await s.postEncrypted(REGISTER_MOBILE, {
      ...base,
      mobileNum: victim,
      verificationCode: code,
    });
    expect(owner.body.success).toBe(true);
    expect(await memberWithVictimsNumber()).toBeDefined();
    const again = await s.postEncrypted(REGISTER_MOBILE, {
      ...base,
      mobileNum: '+639175551235',
      verificationCode: code,
    });
    expect(again.body.errorCode).toBe('register.sms.code.invalid');
  });
});

describe('POST /wps/member/register/autoUsername', () => {
  it('answers a free username passing the rule', async () => {
    const res = await s.post<{ username: string }>('/wps/member/register/autoUsername', {});
    expect(res.body.success).toBe(true);
    expect(USERNAME_RULE.pattern.test(res.body.value.username)).toBe(true);
    const reg = await s.postEncrypted(REGISTER, { ...base, username: res.body.value.username });
    expect(reg.body.success).toBe(true);
  });

  it('gives up after a bounded number of taken candidates', async () => {
    const taken = 'demo_member';
    let tries = 0;
    const found = await findFreeUsername(
      s.app.appContext.db,
      'DEMO',
      () => {
        tries++;
        return taken;
      },
      AUTO_USERNAME_TRIES,
    );
    expect(found).toBeNull();
    expect(tries).toBe(AUTO_USERNAME_TRIES);
  });

  it('accepts an empty body', async () => {
    const res = await s.request({
      method: 'POST',
      url: '/wps/member/register/autoUsername',
      headers: { merchant: 'DEMO' },
    });
    expect(res.body.success).toBe(true);
  });
});

describe('the username and password rules: the server says what the web form says', () => {
  const locale = (code: 'EN' | 'CN') =>
    JSON.parse(
      readFileSync(new URL(`../../../web/src/i18n/locales/${code}.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>;

  it.each(['EN', 'CN'] as const)('in %s, with the same texts as the web keys', async (language) => {
    const web = locale(language);
    const headers = { language };
    const badName = await s.postEncrypted(REGISTER, { ...base, username: '1bad' }, headers);
    expect(badName.body.message).toBe(web[USERNAME_RULE.messageKey]);
    const badPassword = await s.postEncrypted(
      REGISTER,
      { ...base, username: 'fine_name', password: 'letters' },
      headers,
    );
    expect(badPassword.body.message).toBe(web[PASSWORD_RULE.messageKey]);
    const badMobile = await s.postEncrypted(REGISTER_MOBILE, { ...base, mobileNum: '+12' }, headers);
    expect(badMobile.body.message).toBe(web[MOBILE_RULE.messageKey]);

    await s.postEncrypted(REGISTER, { ...base, username: `dup_${language.toLowerCase()}` });
    const taken = await s.postEncrypted(
      REGISTER,
      { ...base, username: `dup_${language.toLowerCase()}` },
      headers,
    );
    expect(taken.body.message).toBe(web[`error.${taken.body.errorCode}`]);
    const mobileNum = language === 'EN' ? '+639175550101' : '+639175550102';
    await s.postEncrypted(REGISTER_MOBILE, await withCode({ ...base, mobileNum }));
    const mobileTaken = await s.postEncrypted(
      REGISTER_MOBILE,
      await withCode({ ...base, mobileNum }),
      headers,
    );
    expect(mobileTaken.body.message).toBe(web[`error.${mobileTaken.body.errorCode}`]);
  });
});
