import { createHash, createHmac } from 'node:crypto';
import { PLAIN_CAPTCHA_TTL_MS, GEETEST_VENDOR_SCRIPTS } from '@app/contract/constants/captcha';
import { TWO_FACTOR_CAPTCHA_GRACE_MS } from '@app/contract/constants/sign-in';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { geetestVendor, GeetestUnavailable, type FetchLike, type GeetestAdapter } from '../services/geetest';
import { startTestServer, type TestServer } from '../testing/test-server';

const LOGIN = '/wps/session/login';
const REGISTER = '/wps/member/register';
const SMS = '/wps/verification/sms/noLogin';
const IMAGE = '/wps/captcha/image';
const GEETEST = '/wps/captcha/geetest';
const PASS = '/wps/captcha/standin/pass';

let s: TestServer;
let now = 1_800_000_000_000;
beforeEach(async () => {
  now = 1_800_000_000_000;
  s = await startTestServer({ now: () => now });
});
afterEach(() => s.close());

const patch = async (settings: Record<string, unknown>) => {
  const res = await s.admin('PATCH', '/admin/merchants/DEMO/settings', settings);
  expect(res.body.success).toBe(true);
};
const captchaOn = (captcha: Record<string, boolean>, extra: Record<string, unknown> = {}) =>
  patch({ public: { captcha, ...extra } });

/** A new plain captcha and its answer, read through the admin API. */
async function plainCaptcha(): Promise<{ key: string; answer: string }> {
  const res = await s.get<{ key: string }>(`${IMAGE}?t=${now}`);
  const list = await s.admin<{ key: string; answer: string }[]>(
    'GET',
    '/admin/captchas?merchant=DEMO&limit=1',
  );
  expect(list.body.value[0]?.key).toBe(res.body.value.key);
  return { key: res.body.value.key, answer: list.body.value[0]?.answer ?? '' };
}

const login = (fields: Record<string, unknown> = {}) =>
  s.postEncrypted(LOGIN, { username: 'demo_member', password: DEMO_PASSWORD, type: 'username', ...fields });

describe('GET /wps/captcha/image (the plain captcha)', () => {
  it('answers a key, a PNG data URL (a raster: services/captcha-image.test.ts) and its expiry', async () => {
    const res = await s.get<{ key: string; image: string; expiresAt: number }>(IMAGE);
    expect(res.status).toBe(200);
    expect(res.body.value.key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(res.body.value.expiresAt).toBe(now + PLAIN_CAPTCHA_TTL_MS);
    expect(res.body.value.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(res.res.headers['cache-control']).toBe('no-store');
  });

  it('lists answers per merchant', async () => {
    await s.get(IMAGE);
    const other = await s.admin<unknown[]>('GET', '/admin/captchas?merchant=NOPE');
    expect(other.body.value).toEqual([]);
  });
});

describe('the plain captcha on login (captcha.login on, Geetest off)', () => {
  beforeEach(() => captchaOn({ login: true }));

  it('is required: no text, or no key, answers captcha.required and tries no password', async () => {
    expect((await login()).body).toMatchObject({ success: false, errorCode: 'captcha.required' });
    const { key } = await plainCaptcha();
    expect((await login({ captchaKey: key })).body.errorCode).toBe('captcha.required');
    expect((await login({ captcha: 'ABCD' })).body.errorCode).toBe('captcha.required');
    const wrongPassword = await login({ password: 'nope', captcha: ' ', captchaKey: key });
    expect(wrongPassword.body.errorCode).toBe('captcha.required');
  });

  it('accepts the right answer in any case, with spaces around it', async () => {
    const { key, answer } = await plainCaptcha();
    const res = await login({ captchaKey: key, captcha: ` ${answer.toLowerCase()} ` });
    expect(res.body).toMatchObject({ success: true });
  });

  it('is single use: a wrong answer uses it up, and a used key never passes again', async () => {
    const first = await plainCaptcha();
    const wrong = await login({ captchaKey: first.key, captcha: 'XXXX' === first.answer ? 'YYYY' : 'XXXX' });
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
    expect((await login({ captchaKey: first.key, captcha: first.answer })).body.errorCode).toBe(
      'captcha.invalid',
    );

    const second = await plainCaptcha();
    expect((await login({ captchaKey: second.key, captcha: second.answer })).body.success).toBe(true);
    expect((await login({ captchaKey: second.key, captcha: second.answer })).body.errorCode).toBe(
      'captcha.invalid',
    );
  });

  it('expires', async () => {
    const { key, answer } = await plainCaptcha();
    now += PLAIN_CAPTCHA_TTL_MS;
    expect((await login({ captchaKey: key, captcha: answer })).body.errorCode).toBe('captcha.invalid');
  });

  it('belongs to its merchant: another merchant neither accepts nor uses it up', async () => {
    const created = await s.admin('POST', '/admin/merchants', {
      code: 'OTHER',
      settings: { public: { captcha: { login: true } } },
    });
    expect(created.body.success).toBe(true);
    const { key, answer } = await plainCaptcha();
    const elsewhere = await s.postEncrypted(
      LOGIN,
      {
        username: 'demo_member',
        password: DEMO_PASSWORD,
        type: 'username',
        captchaKey: key,
        captcha: answer,
      },
      { merchant: 'OTHER' },
    );
    expect(elsewhere.body.errorCode).toBe('captcha.invalid');
    expect((await login({ captchaKey: key, captcha: answer })).body.success).toBe(true);
  });

  it('is refused as bad input when a field is too long', async () => {
    const res = await login({ captchaKey: 'k'.repeat(65), captcha: 'ABCD' });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request.invalid');
  });
});

describe('the login that continues a two-factor pass', () => {
  const twoFactor = { username: 'demo_2fa', password: DEMO_PASSWORD };
  beforeEach(() => captchaOn({ login: true }));

  it('needs no second captcha from the IP verified within TWO_FACTOR_CAPTCHA_GRACE_MS, and needs one after', async () => {
    const { key, answer } = await plainCaptcha();
    const first = await login({ ...twoFactor, captchaKey: key, captcha: answer });
    expect(first.body.errorCode).toBe('login_verify_required');
    const verified = await s.postEncrypted('/wps/session/login/verification', {
      ...twoFactor,
      method: 'E',
      email: 'demo_2fa@demo-casino.example',
    });
    expect(verified.body.success).toBe(true);
    expect((await login(twoFactor)).body).toMatchObject({ success: true });

    now += TWO_FACTOR_CAPTCHA_GRACE_MS + 1;
    expect((await login(twoFactor)).body.errorCode).toBe('captcha.required');
    // Other members get no grace from it.
    expect((await login()).body.errorCode).toBe('captcha.required');
  });
});

describe('when each action needs the captcha', () => {
  it('login needs none when captcha.login is off, whatever the other switches', async () => {
    await captchaOn({ register: true, sms: true }, { register: { captcha: { enabled: true } } });
    expect((await login()).body.success).toBe(true);
  });

  it('registration needs it only with its show-captcha setting and the captcha option on', async () => {
    const register = (username: string, fields: Record<string, unknown> = {}) =>
      s.postEncrypted(REGISTER, {
        registerMethod: 'H5',
        login: true,
        username,
        password: 'abc12345',
        ...fields,
      });
    await captchaOn({ register: true });
    expect((await register('capone')).body.success).toBe(true);
    await patch({ public: { captcha: { register: false }, register: { captcha: { enabled: true } } } });
    expect((await register('captwo')).body.success).toBe(true);
    await captchaOn({ register: true });
    expect((await register('capthree')).body.errorCode).toBe('captcha.required');
    const { key, answer } = await plainCaptcha();
    expect((await register('capthree', { captchaKey: key, captcha: answer })).body.success).toBe(true);
  });

  it('checks the registration form before using up the captcha', async () => {
    await captchaOn({ register: true }, { register: { captcha: { enabled: true } } });
    const { key, answer } = await plainCaptcha();
    const bad = await s.postEncrypted(REGISTER, {
      registerMethod: 'H5',
      login: true,
      username: '1bad',
      password: 'abc12345',
      captchaKey: key,
      captcha: answer,
    });
    expect(bad.body.errorCode).toBe('register.username.invalid');
    const good = await s.postEncrypted(REGISTER, {
      registerMethod: 'H5',
      login: true,
      username: 'capgood',
      password: 'abc12345',
      captchaKey: key,
      captcha: answer,
    });
    expect(good.body.success).toBe(true);
  });

  it('the SMS send needs it with captcha.sms on', async () => {
    await captchaOn({ sms: true });
    const send = (fields: Record<string, unknown> = {}) =>
      s.post(SMS, { countryDialingCode: '63', mobileNum: '9171234567', ...fields });
    expect((await send()).body.errorCode).toBe('captcha.required');
    const { key, answer } = await plainCaptcha();
    expect((await send({ captchaKey: key, captcha: answer })).body.success).toBe(true);
  });
});

describe('Geetest through the test and demo stand-in (GEETEST3 and the login flag on)', () => {
  const geetestOn = (version: 'v3' | 'v4', captcha: Record<string, boolean> = { login: true }) =>
    patch({
      public: {
        captcha,
        whitelabel: { GEETEST3: true },
        gw: { GEETEST_ID: 'demo-geetest-id', GEETEST_VERSION: version },
      },
    });

  it('the status names the stand-in scripts, which the server serves', async () => {
    const status = await s.get<{ geetestScripts: { v3: string; v4: string } }>('/wps/system/status');
    expect(status.body.value.geetestScripts).toEqual({
      v3: '/wps/captcha/standin/gt.js',
      v4: '/wps/captcha/standin/gt4.js',
    });
    for (const path of ['gt.js', 'gt4.js', 'gct.js']) {
      const res = await s.request({ method: 'GET', url: `/wps/captcha/standin/${path}` });
      expect(res.status).toBe(200);
      expect(res.res.headers['content-type']).toMatch(/^text\/javascript/);
    }
    const script = (await s.request({ method: 'GET', url: '/wps/captcha/standin/gt4.js' })).res.body;
    expect(script).toContain('window.initGeetest4 =');
    expect(script).toContain('window.initGeetest =');
  });

  it('v3: setup, a pass from the challenge, validated once', async () => {
    await geetestOn('v3');
    const setup = await s.get<{ gt: string; challenge: string; newCaptcha: boolean; success: number }>(
      `${GEETEST}?t=1`,
    );
    expect(setup.body.value).toMatchObject({ gt: 'demo-geetest-id', newCaptcha: true, success: 1 });
    expect(setup.body.value.challenge).toMatch(/^[0-9a-f]{32}$/);

    expect((await login()).body.errorCode).toBe('captcha.required');
    const pass = await s.post<Record<string, string>>(PASS, {
      version: 'v3',
      challenge: setup.body.value.challenge,
    });
    const seccode = pass.res.json().geetest_seccode as string;
    const fields = { geetestChallenge: setup.body.value.challenge, geetestSeccode: seccode };
    expect((await login({ ...fields, geetestChallenge: 'f'.repeat(32) })).body.errorCode).toBe(
      'captcha.geetest.invalid',
    );
    // The failed check above used that pass: Geetest results are single use.
    expect((await login(fields)).body.errorCode).toBe('captcha.geetest.invalid');
    const again = (await s.post(PASS, { version: 'v3', challenge: setup.body.value.challenge })).res.json();
    const ok = await login({
      geetestChallenge: setup.body.value.challenge,
      geetestSeccode: again.geetest_seccode,
    });
    expect(ok.body.success).toBe(true);
    expect(
      (await login({ geetestChallenge: setup.body.value.challenge, geetestSeccode: again.geetest_seccode }))
        .body.errorCode,
    ).toBe('captcha.geetest.invalid');
  });

  it('v3: the stand-in passes only challenges it issued', async () => {
    const res = await s.post(PASS, { version: 'v3', challenge: 'a'.repeat(32) });
    expect(res.status).toBe(404);
    expect((await s.post(PASS, { version: 'v5' })).status).toBe(400);
  });

  it('v4: the getValidate() result as JSON, validated once', async () => {
    await geetestOn('v4');
    const pass = (await s.post(PASS, { version: 'v4', captchaId: 'demo-geetest-id' })).res.json();
    expect(pass).toMatchObject({
      captcha_id: 'demo-geetest-id',
      lot_number: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const geetestValidateV4 = JSON.stringify(pass);
    expect((await login({ geetestValidateV4 })).body.success).toBe(true);
    expect((await login({ geetestValidateV4 })).body.errorCode).toBe('captcha.geetest.invalid');
  });

  it('v4: a forged, malformed or other-captcha result fails', async () => {
    await geetestOn('v4');
    const pass = (await s.post(PASS, { version: 'v4', captchaId: 'demo-geetest-id' })).res.json();
    const forged = JSON.stringify({ ...pass, pass_token: '0'.repeat(64) });
    expect((await login({ geetestValidateV4: forged })).body.errorCode).toBe('captcha.geetest.invalid');
    expect((await login({ geetestValidateV4: '{not json' })).body.errorCode).toBe('captcha.geetest.invalid');
    expect((await login({ geetestValidateV4: '{"lot_number":1}' })).body.errorCode).toBe(
      'captcha.geetest.invalid',
    );
    const otherId = (await s.post(PASS, { version: 'v4', captchaId: 'another-id' })).res.json();
    expect((await login({ geetestValidateV4: JSON.stringify(otherId) })).body.errorCode).toBe(
      'captcha.geetest.invalid',
    );
  });

  it('SMS captcha requires v4: v3 answers unknown_error: Geetest service not work', async () => {
    await geetestOn('v3', { login: true, sms: true });
    const res = await s.post(SMS, { countryDialingCode: '63', mobileNum: '9171234567' });
    expect(res.status).toBe(503);
    expect(res.body.errorCode).toBe('captcha.geetest.unavailable');
    expect(res.body.message).toContain('Geetest service not work');

    await geetestOn('v4', { login: true, sms: true });
    const pass = (await s.post(PASS, { version: 'v4', captchaId: 'demo-geetest-id' })).res.json();
    const sent = await s.post(SMS, {
      countryDialingCode: '63',
      mobileNum: '9171234567',
      geetestValidateV4: JSON.stringify(pass),
    });
    expect(sent.body.success).toBe(true);
  });

  it('a plain captcha answer does not stand in for Geetest', async () => {
    await geetestOn('v4');
    const { key, answer } = await plainCaptcha();
    expect((await login({ captchaKey: key, captcha: answer })).body.errorCode).toBe('captcha.required');
  });
});

describe('Geetest vendor failures through the adapter', () => {
  const failing: GeetestAdapter = {
    scripts: { ...GEETEST_VENDOR_SCRIPTS },
    registerV3: async () => {
      throw new GeetestUnavailable('down');
    },
    validateV3: async () => {
      throw new GeetestUnavailable('down');
    },
    validateV4: async () => {
      throw new GeetestUnavailable('down');
    },
  };

  it('answer captcha.geetest.unavailable (HTTP 503), never a 500', async () => {
    await s.close();
    s = await startTestServer({ now: () => now, geetest: failing });
    await patch({ public: { captcha: { login: true }, whitelabel: { GEETEST3: true } } });
    const setup = await s.get(GEETEST);
    expect(setup.status).toBe(503);
    expect(setup.body.errorCode).toBe('captcha.geetest.unavailable');
    const res = await login({ geetestChallenge: 'c'.repeat(32), geetestSeccode: 'x|jordan' });
    expect(res.status).toBe(503);
    expect(res.body.errorCode).toBe('captcha.geetest.unavailable');
  });
});

describe('outside test and demo mode', () => {
  it('serves no stand-in, names the vendor scripts, allows their hosts and hides captcha answers', async () => {
    await s.close();
    s = await startTestServer({ now: () => now, demoMode: false });
    const status = await s.get<{ geetestScripts: unknown }>('/wps/system/status');
    expect(status.body.value.geetestScripts).toEqual(GEETEST_VENDOR_SCRIPTS);
    expect((await s.request({ method: 'GET', url: '/wps/captcha/standin/gt.js' })).status).toBe(404);
    expect((await s.post(PASS, { version: 'v4', captchaId: 'x' })).status).toBe(404);
    expect(status.res.headers['content-security-policy']).toContain('https://static.geetest.com');
    expect((await s.admin('GET', '/admin/captchas')).status).toBe(404);
  });
});

describe('geetestVendor: the production adapter speaks Geetest APIs', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  const answering =
    (...bodies: unknown[]): FetchLike =>
    async (url, init) => {
      calls.push({ url, init });
      const body = bodies.shift();
      if (body instanceof Error) throw body;
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
    };
  const account = { captchaId: 'gt-id', key: 'private-key' };
  beforeEach(() => {
    calls.length = 0;
  });

  it('v3 register: register.php with the id, the challenge md5-mixed with the key', async () => {
    const raw = 'a'.repeat(32);
    const challenge = await geetestVendor(answering({ challenge: raw })).registerV3(account);
    expect(challenge).toBe(
      createHash('md5')
        .update(raw + account.key)
        .digest('hex'),
    );
    const url = new URL(calls[0]!.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://api.geetest.com/register.php');
    expect(url.searchParams.get('gt')).toBe('gt-id');
    expect(url.searchParams.get('json_format')).toBe('1');
  });

  it('v3 register: "0", a network error or no key means unavailable', async () => {
    await expect(geetestVendor(answering({ challenge: '0' })).registerV3(account)).rejects.toBeInstanceOf(
      GeetestUnavailable,
    );
    await expect(
      geetestVendor(answering(new Error('ECONNRESET'))).registerV3(account),
    ).rejects.toBeInstanceOf(GeetestUnavailable);
    await expect(geetestVendor(answering('<html>')).registerV3(account)).rejects.toBeInstanceOf(
      GeetestUnavailable,
    );
    await expect(
      geetestVendor(answering()).registerV3({ captchaId: 'gt-id', key: '' }),
    ).rejects.toBeInstanceOf(GeetestUnavailable);
  });

  it('v3 validate: validate.php with seccode, challenge and captchaid; "false" fails', async () => {
    const vendor = geetestVendor(answering({ seccode: 'abc' }, { seccode: 'false' }));
    expect(await vendor.validateV3(account, 'chal', 'sec|jordan')).toBe(true);
    expect(await vendor.validateV3(account, 'chal', 'sec|jordan')).toBe(false);
    expect(calls[0]!.url).toBe('https://api.geetest.com/validate.php');
    const form = new URLSearchParams(String(calls[0]!.init.body));
    expect(Object.fromEntries(form)).toMatchObject({
      seccode: 'sec|jordan',
      challenge: 'chal',
      captchaid: 'gt-id',
      json_format: '1',
    });
  });

  it('v4 validate: gcaptcha4 with the HMAC-SHA256 sign_token of the lot number', async () => {
    const result = { lot_number: 'lot', captcha_output: 'out', pass_token: 'tok', gen_time: '1700000000' };
    const vendor = geetestVendor(
      answering(
        { status: 'success', result: 'success' },
        { status: 'success', result: 'fail' },
        { status: 'error' },
      ),
    );
    expect(await vendor.validateV4(account, result)).toBe(true);
    expect(await vendor.validateV4(account, result)).toBe(false);
    await expect(vendor.validateV4(account, result)).rejects.toBeInstanceOf(GeetestUnavailable);
    expect(calls[0]!.url).toBe('https://gcaptcha4.geetest.com/validate?captcha_id=gt-id');
    const form = Object.fromEntries(new URLSearchParams(String(calls[0]!.init.body)));
    expect(form).toEqual({
      ...result,
      sign_token: createHmac('sha256', 'private-key').update('lot').digest('hex'),
    });
  });
});
