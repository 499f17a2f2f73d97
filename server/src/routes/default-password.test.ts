import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginWithDefaultPassword, smsInbox, type SmsInbox } from '../testing/default-password-login';
import { startTestServer, type TestServer } from '../testing/test-server';

// The attack: the merchant's default mobile password is shared by every member who registered by mobile
// without choosing one. Knowing a phone number and that password must not give a session that can do more
// than finish the password change, and the session must come only after an SMS code to the registered number.

const LOGIN = '/wps/session/login';
const VERIFY = '/wps/session/login/verification';
const DEFAULT = 'Mobile@123';
const MOBILE = { dialingCode: '63', national: '9170000777' };

let s: TestServer;
let inbox: SmsInbox;
let now: number;
beforeEach(async () => {
  now = 1_800_000_000_000;
  inbox = smsInbox();
  s = await startTestServer({ smsTransport: inbox.transport, now: () => now });
  await s.admin('POST', '/admin/members', {
    username: 'dflt_member',
    password: DEFAULT,
    mobile: '+639170000777',
    email: 'dflt@example.com',
    payeeName: 'Dflt Member',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
    firstLoginDone: true,
  });
});
afterEach(() => s.close());

const account = (login = 'dflt_member') => ({ login, password: DEFAULT, ...MOBILE });
const login = (username: string, password = DEFAULT, headers: Record<string, string> = {}) =>
  s.postEncrypted<Record<string, unknown>>(LOGIN, { username, password, type: 'username' }, headers);
const auth = (token: string) => ({ authorization: token });
const restrictedToken = async () => {
  const res = await loginWithDefaultPassword(s, inbox, account());
  expect(res.body.value.passwordIsDefault).toBe(true);
  return res.body.value.token;
};

describe('login with the default password', () => {
  it.each(['dflt_member', 'DFLT_Member', '+63 917 000 0777', '09170000777', '009170000777', '9170000777'])(
    'answers login_verify_required with sms only, never a token (%s)',
    async (typed) => {
      const res = await login(typed);
      expect(res.body).toMatchObject({
        success: false,
        errorCode: 'login_verify_required',
        value: { sms: true, email: false, ga: false, payeeName: false },
      });
    },
  );

  it('refuses the other methods for such a member: only the registered number proves the owner', async () => {
    const base = { username: 'dflt_member', password: DEFAULT };
    for (const attempt of [
      { method: 'E', email: 'dflt@example.com' },
      { method: 'P', payeeName: 'Dflt Member' },
      { method: 'G', authCode: '123456' },
    ]) {
      expect((await s.postEncrypted(VERIFY, { ...base, ...attempt })).body.errorCode).toBe(
        'login.verify.failed',
      );
    }
    expect((await login('dflt_member')).body.errorCode).toBe('login_verify_required');
  });

  it('signs in after the SMS verification, once: the next login needs a new code', async () => {
    const res = await loginWithDefaultPassword(s, inbox, account('+639170000777'));
    expect(res.body).toMatchObject({
      success: true,
      value: { passwordIsDefault: true, userName: 'dflt_member' },
    });
    expect((await login('dflt_member')).body.errorCode).toBe('login_verify_required');
  });

  it('takes the SMS pass only from the IP that passed it', async () => {
    await s.post('/wps/verification/sms/noLogin', { countryDialingCode: '63', mobileNum: MOBILE.national });
    const code = inbox.lastCode('+639170000777');
    const verified = await s.postEncrypted(VERIFY, {
      username: 'dflt_member',
      password: DEFAULT,
      method: 'S',
      mobileNum: MOBILE.national,
      verificationCode: code,
    });
    expect(verified.body.success).toBe(true);
    const elsewhere = await s.request({
      method: 'POST',
      url: LOGIN,
      remoteAddress: '10.7.7.7',
      ...(await encrypted({ username: 'dflt_member', password: DEFAULT, type: 'username' })),
    });
    expect(elsewhere.body.errorCode).toBe('login_verify_required');
  });

  it('lets the SMS pass expire after two minutes', async () => {
    await s.post('/wps/verification/sms/noLogin', { countryDialingCode: '63', mobileNum: MOBILE.national });
    await s.postEncrypted(VERIFY, {
      username: 'dflt_member',
      password: DEFAULT,
      method: 'S',
      mobileNum: MOBILE.national,
      verificationCode: inbox.lastCode('+639170000777'),
    });
    now += 120_001;
    expect((await login('dflt_member')).body.errorCode).toBe('login_verify_required');
  });
});

async function encrypted(payload: unknown) {
  const { encryptLikeClient } = await import('../testing/client-encrypt');
  const key = await s.rsaKey();
  const enc = encryptLikeClient(key.rsaKey, key.RSA, payload);
  return { headers: { merchant: 'DEMO', ...enc.headers }, payload: enc.body };
}

describe('the session of a default-password login', () => {
  it('is refused every call but member info, the password change and logout: password.change.required', async () => {
    const token = await restrictedToken();
    const language = await s.post('/wps/member/language', { language: 'CN' }, auth(token));
    expect(language.status).toBe(403);
    expect(language.body).toMatchObject({ success: false, errorCode: 'password.change.required' });
    const relay = await s.relay('MCSFE_getPlayerRankProgress', {}, auth(token));
    expect(relay.body.errorCode).toBe('password.change.required');
    const launch = await s.post('/wps/game/launchGame', {}, auth(token));
    expect(launch.body.errorCode).toBe('password.change.required');
    const info = await s.get<{ account: string }>('/wps/member/info', auth(token));
    expect(info.body).toMatchObject({ success: true, value: { account: 'dflt_member' } });
  });

  it('changes the password without the old one, and is then a normal session', async () => {
    const token = await restrictedToken();
    const same = await s.postEncrypted('/wps/member/password', { newPassword: DEFAULT }, auth(token));
    expect(same.body.errorCode).toBe('password.same');
    const changed = await s.postEncrypted(
      '/wps/member/password',
      { newPassword: 'Chosen@2026' },
      auth(token),
    );
    expect(changed.body).toMatchObject({ success: true, value: null });
    expect((await s.post('/wps/member/language', { language: 'CN' }, auth(token))).body.success).toBe(true);
    expect((await login('dflt_member', 'Chosen@2026')).body).toMatchObject({
      success: true,
      value: { passwordIsDefault: false },
    });
  });

  it('logs out', async () => {
    const token = await restrictedToken();
    const out = await s.request({
      method: 'POST',
      url: '/wps/session/logout',
      headers: { merchant: 'DEMO', ...auth(token) },
    });
    expect(out.body.success).toBe(true);
    expect((await s.get('/wps/member/info', auth(token))).status).toBe(401);
  });
});

describe('password change on a normal session', () => {
  it('still requires the old password and checks it', async () => {
    await s.admin('POST', '/admin/members', {
      username: 'chosen_pw',
      password: 'Chosen@2026',
      firstLoginDone: true,
    });
    const token = await s.login('chosen_pw', 'Chosen@2026');
    const missing = await s.postEncrypted('/wps/member/password', { newPassword: 'Other@2026' }, auth(token));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errorCode: 'request.invalid', message: 'oldPassword: Required' });
    const wrong = await s.postEncrypted(
      '/wps/member/password',
      { oldPassword: 'Wrong@2026', newPassword: 'Other@2026' },
      auth(token),
    );
    expect(wrong.body.errorCode).toBe('password.old.wrong');
  });
});
