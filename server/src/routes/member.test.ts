import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, type TestServer } from '../testing/test-server';
import { loginWithDefaultPassword, smsInbox, type SmsInbox } from '../testing/default-password-login';

let s: TestServer;
let inbox: SmsInbox;
let token: string;
let now: number;
beforeEach(async () => {
  inbox = smsInbox();
  now = 1_800_000_000_000;
  s = await startTestServer({ smsTransport: inbox.transport, now: () => now });
  token = await s.login('demo_member', DEMO_PASSWORD);
});
afterEach(() => s.close());

describe('GET /wps/member/info', () => {
  it('answers id, account, type, regDate, language and clubLabel', async () => {
    const res = await s.get('/wps/member/info', { authorization: token });
    expect(res.body.value).toEqual({
      id: expect.any(Number),
      account: 'demo_member',
      type: 0,
      regDate: expect.any(Number),
      language: 'EN',
      // The demo seed's VIP level (seed/demo-vip.ts): Bronze, as staff promote.
      clubLabel: { labelName: 'Bronze', labelId: 'VIP1', type: 'STAFF', rankLevel: 1 },
    });
  });

  it('answers the club label set at creation', async () => {
    const clubLabel = { labelName: 'VIP 1', labelId: 'VIP1', type: 'AUTO', rankLevel: 1 };
    const vip = await s.loginNewMember('vip_player', 'Vip@20261', { clubLabel });
    expect(
      (await s.get<{ clubLabel: unknown }>('/wps/member/info', { authorization: vip })).body.value.clubLabel,
    ).toEqual(clubLabel);
  });
});

describe('POST /wps/member/language', () => {
  it('stores a supported language', async () => {
    const res = await s.post(
      '/wps/member/language',
      { language: 'PT-BR', merchantCode: 'DEMO' },
      { authorization: token },
    );
    expect(res.body).toMatchObject({ success: true, value: null });
    expect(
      (await s.get<{ language: string }>('/wps/member/info', { authorization: token })).body.value.language,
    ).toBe('PT-BR');
  });

  it('refuses a language outside the list', async () => {
    const res = await s.post('/wps/member/language', { language: 'XX' }, { authorization: token });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request.invalid');
    expect(res.body.message).toMatch(/^language: /);
  });

  it('refuses a language the merchant does not offer', async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', { public: { languages: ['EN', 'CN'] } });
    const res = await s.post('/wps/member/language', { language: 'VI' }, { authorization: token });
    expect(res.body.errorCode).toBe('request.invalid');
  });
});

describe('POST /wps/member/password', () => {
  const change = (oldPassword: string, newPassword: string, auth = token) =>
    s.postEncrypted('/wps/member/password', { oldPassword, newPassword }, { authorization: auth });

  it('needs a session', async () => {
    expect((await change(DEMO_PASSWORD, 'New@20261', '')).status).toBe(401);
  });

  it('answers password.old.wrong, password.same and password.invalid', async () => {
    expect((await change('Wrong@2026', 'New@20261')).body.errorCode).toBe('password.old.wrong');
    expect((await change(DEMO_PASSWORD, DEMO_PASSWORD)).body.errorCode).toBe('password.same');
    expect((await change(DEMO_PASSWORD, 'nodigits')).body.errorCode).toBe('password.invalid');
  });

  it('counts wrong old passwords toward the account throttle (login.throttled after 5 in 15 minutes)', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await change(`Wrong@202${i}`, 'New@20261')).body.errorCode).toBe('password.old.wrong');
    }
    const right = await change(DEMO_PASSWORD, 'New@20261');
    expect(right.status).toBe(429);
    expect(right.body.errorCode).toBe('login.throttled');
    // The same account throttle as the login's.
    await expect(s.login('demo_member', DEMO_PASSWORD)).rejects.toThrow(/login.throttled/);
    expect((await s.get('/wps/member/info', { authorization: token })).status).toBe(200);
  });

  it('throttles parallel wrong old passwords: at most 5 checked', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(`Wrong@20${i}x`, 'New@20261')),
    );
    const wrong = results.filter((r) => r.body.errorCode === 'password.old.wrong').length;
    expect(wrong).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.body.errorCode === 'login.throttled')).toHaveLength(20 - wrong);
  });

  it('does not count a right old password as a failure', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await change(DEMO_PASSWORD, DEMO_PASSWORD)).body.errorCode).toBe('password.same');
    }
  });

  it('changes the password, clears the default flag and revokes the other sessions', async () => {
    const account = {
      login: 'demo_default_pw',
      password: 'Mobile@123',
      dialingCode: '63',
      national: '9170000001',
    };
    const other = (await loginWithDefaultPassword(s, inbox, account)).body.value.token;
    now += 61_000; // the number's next code, after the resend interval
    const second = (await loginWithDefaultPassword(s, inbox, account)).body.value.token;
    const res = await change('Mobile@123', 'Changed@2026', other);
    expect(res.body).toMatchObject({ success: true, value: null });
    expect((await s.get('/wps/member/info', { authorization: other })).status).toBe(200);
    expect((await s.get('/wps/member/info', { authorization: second })).status).toBe(401);
    const oldLogin = await s.postEncrypted('/wps/session/login', {
      username: 'demo_default_pw',
      password: 'Mobile@123',
      type: 'username',
    });
    expect(oldLogin.body.errorCode).toBe('login.cred.err');
    expect(await s.login('demo_default_pw', 'Changed@2026')).toEqual(expect.any(String));
  });
});
