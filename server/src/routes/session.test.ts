import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encryptLikeClient, encryptTextLikeClient } from '../testing/client-encrypt';
import { totpCode } from '../crypto/totp';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../seed/demo-accounts';
import { startTestServer, type TestServer } from '../testing/test-server';
import { loginWithDefaultPassword, smsInbox, type SmsInbox } from '../testing/default-password-login';

const LOGIN = '/wps/session/login';
const VERIFY = '/wps/session/login/verification';

let s: TestServer;
let inbox: SmsInbox;
let now = 1_800_000_000_000;
beforeEach(async () => {
  now = 1_800_000_000_000;
  inbox = smsInbox();
  s = await startTestServer({ now: () => now, smsTransport: inbox.transport });
});
afterEach(() => s.close());

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  s.postEncrypted<Record<string, unknown>>(LOGIN, { username, password, type: 'username' }, headers);

describe('GET /wps/session/key/rsa', () => {
  it('answers the key response outside the envelope', async () => {
    const res = await s.get(`/wps/session/key/rsa?_=${now}`);
    expect(res.status).toBe(200);
    const body = res.res.json();
    expect(body).toMatchObject({ success: true, DES: true });
    expect(body.rsaKey).toMatch(/^MIIBIjAN/); // SPKI DER of RSA-2048
    expect(typeof body.RSA).toBe('string');
    expect(body).not.toHaveProperty('value');
  });
});

describe('POST /wps/session/login', () => {
  it('logs in with a case-insensitive username and answers the login value', async () => {
    const res = await login('Demo_Member', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, errorCode: null });
    expect(res.body.value).toMatchObject({
      userName: 'demo_member',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
      passwordIsDefault: false,
    });
    expect(res.body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('finds the member by mobile number too: with + and dialling code, or national under the merchant country', async () => {
    await s.admin('POST', '/admin/members', {
      username: 'm639170000123',
      password: 'Mobile@2026',
      mobile: '+639170000123',
    });
    for (const typed of ['+63 917 000 0123', '+639170000123', '09170000123', '917-000-0123']) {
      const res = await login(typed, 'Mobile@2026');
      expect(res.body, typed).toMatchObject({ success: true, value: { userName: 'm639170000123' } });
    }
    expect((await login('+639170000999', 'Mobile@2026')).body.errorCode).toBe('login.cred.err');
    expect((await login('+639170000123', 'Wrong@2026')).body.errorCode).toBe('login.cred.err');
  });

  it('answers customerType from the member type', async () => {
    expect((await login('demo_agent', DEMO_PASSWORD)).body.value.customerType).toBe(1);
    expect((await login('demo_restricted', DEMO_PASSWORD)).body.value.customerType).toBe(4);
  });

  it('lets demo_default_pw in with the merchant default mobile password only after an SMS code', async () => {
    const settings = await s.admin<{ defaultMobilePassword: string }>(
      'GET',
      '/admin/merchants/DEMO/settings',
    );
    const password = settings.body.value.defaultMobilePassword;
    const res = await login('demo_default_pw', password);
    expect(res.body).toMatchObject({
      success: false,
      errorCode: 'login_verify_required',
      value: { sms: true, email: false, ga: false, payeeName: false },
    });
    const account = { login: 'demo_default_pw', password, dialingCode: '63', national: '9170000001' };
    const signedIn = await loginWithDefaultPassword(s, inbox, account);
    expect(signedIn.body.success).toBe(true);
    expect(signedIn.body.value.passwordIsDefault).toBe(true);
  });

  it('answers login.cred.err with a clear message, for an unknown account exactly as for a wrong password', async () => {
    const wrong = await login('demo_member', 'Wrong@2026');
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'login.cred.err', value: null });
    expect(wrong.body.message).toMatch(/password is incorrect/);
    const unknown = await login('nobody_here', DEMO_PASSWORD);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('translates messages by the Language header', async () => {
    const res = await login('demo_member', 'Wrong@2026', { language: 'cn' });
    expect(res.body.message).toBe('用户名或密码错误。');
  });

  it('answers firstTimeLogin true on the first login only', async () => {
    await s.admin('POST', '/admin/members', { username: 'fresh_one', password: 'Fresh@2026' });
    expect((await login('fresh_one', 'Fresh@2026')).body.value.firstTimeLogin).toBe(true);
    expect((await login('fresh_one', 'Fresh@2026')).body.value.firstTimeLogin).toBe(false);
  });

  it('answers passwordExpired when the password is older than passwordMaxAgeDays', async () => {
    await s.admin('POST', '/admin/members', {
      username: 'old_pw',
      password: 'Old@2026x',
      passwordChangedAt: now - 91 * 86_400_000,
    });
    expect((await login('old_pw', 'Old@2026x')).body.value.passwordExpired).toBe(true);
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', { passwordMaxAgeDays: 0 });
    expect((await login('old_pw', 'Old@2026x')).body.value.passwordExpired).toBe(false);
  });

  it('throttles after 5 failures per account in 15 minutes, then lets in again', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('demo_member', 'Wrong@2026')).body.errorCode).toBe('login.cred.err');
    const throttled = await login('demo_member', DEMO_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.body.errorCode).toBe('login.throttled');
    expect(throttled.body.message).toMatch(/wait 15 minutes/);
    // another account from the same IP is not affected
    expect((await login('demo_agent', DEMO_PASSWORD)).body.success).toBe(true);
    now += 15 * 60_000 + 1;
    expect((await login('demo_member', DEMO_PASSWORD)).body.success).toBe(true);
  });

  it('throttles parallel wrong logins too: at most 5 checked, the rest login.throttled', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => login('demo_member', 'Wrong@2026')));
    const codes = results.map((r) => r.body.errorCode);
    const credErr = codes.filter((c) => c === 'login.cred.err').length;
    expect(credErr).toBeGreaterThan(0);
    expect(credErr).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'login.throttled')).toHaveLength(40 - credErr);
    expect(results.filter((r) => r.body.errorCode === 'login.throttled').every((r) => r.status === 429)).toBe(
      true,
    );
    expect((await login('demo_member', DEMO_PASSWORD)).body.errorCode).toBe('login.throttled');
  });

  it('does not count a right password as a failure (two-factor pending, or after failures)', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await login('demo_2fa', DEMO_PASSWORD)).body.errorCode).toBe('login_verify_required');
    }
    for (let i = 0; i < 4; i++) await login('demo_member', 'Wrong@2026');
    expect((await login('demo_member', DEMO_PASSWORD)).body.success).toBe(true);
    // The completed login cleared the account's failures.
    for (let i = 0; i < 4; i++) await login('demo_member', 'Wrong@2026');
    expect((await login('demo_member', DEMO_PASSWORD)).body.success).toBe(true);
  });

  it('answers passwordIsDefault from the member, false again after a password change', async () => {
    const account = {
      login: 'demo_default_pw',
      password: 'Mobile@123',
      dialingCode: '63',
      national: '9170000001',
    };
    const first = await loginWithDefaultPassword(s, inbox, account);
    expect(first.body.value).toMatchObject({ passwordIsDefault: true, firstTimeLogin: false });
    const changed = await s.postEncrypted(
      '/wps/member/password',
      { newPassword: 'Changed@2026' },
      { authorization: String(first.body.value.token) },
    );
    expect(changed.body.success).toBe(true);
    expect((await login('demo_default_pw', 'Changed@2026')).body.value.passwordIsDefault).toBe(false);
  });

  it('throttles an IP after 20 failures in 15 minutes', async () => {
    for (let i = 0; i < 20; i++) await login(`nobody_${i}`, 'Wrong@2026');
    expect((await login('demo_member', DEMO_PASSWORD)).body.errorCode).toBe('login.throttled');
    const otherIp = await s.request({
      method: 'POST',
      url: LOGIN,
      remoteAddress: '10.1.2.3',
      ...(await encryptedBody({ username: 'demo_member', password: DEMO_PASSWORD, type: 'username' })),
    });
    expect(otherIp.body.success).toBe(true);
  });

  it('answers request.invalid naming the field for a bad decrypted body', async () => {
    const res = await s.postEncrypted(LOGIN, { username: 'demo_member', password: 5, type: 'username' });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request.invalid');
    expect(res.body.message).toMatch(/^password: /);
  });

  it('logs in by SMS code (type sms)', async () => {
    await s.post('/wps/verification/sms/noLogin', { countryDialingCode: '63', mobileNum: '9170000001' });
    const outbox = await s.admin<{ code: string }[]>('GET', '/admin/sms-outbox?mobileNum=9170000001');
    const code = outbox.body.value[0]?.code ?? '';
    const wrong = await s.postEncrypted(LOGIN, {
      username: '+639170000001',
      password: '000000x',
      type: 'sms',
    });
    expect(wrong.body.errorCode).toBe('login.cred.err');
    const res = await s.postEncrypted<{ userName: string }>(LOGIN, {
      username: '+639170000001',
      password: code,
      type: 'sms',
    });
    expect(res.body.value.userName).toBe('demo_default_pw');
    const reuse = await s.postEncrypted(LOGIN, { username: '+639170000001', password: code, type: 'sms' });
    expect(reuse.body.errorCode).toBe('login.cred.err');
  });

  it('lets one of parallel SMS logins with the same code in, and only one', async () => {
    await s.post('/wps/verification/sms/noLogin', { countryDialingCode: '63', mobileNum: '9170000001' });
    const outbox = await s.admin<{ code: string }[]>('GET', '/admin/sms-outbox?mobileNum=9170000001');
    const code = outbox.body.value[0]?.code ?? '';
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        s.postEncrypted(LOGIN, { username: '+639170000001', password: code, type: 'sms' }),
      ),
    );
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect(results.filter((r) => r.body.errorCode === 'login.cred.err')).toHaveLength(3);
  });
});

async function encryptedBody(payload: unknown) {
  const key = await s.rsaKey();
  const enc = encryptLikeClient(key.rsaKey, key.RSA, payload);
  return { headers: { merchant: 'DEMO', ...enc.headers }, payload: enc.body };
}

describe('encryption failures over HTTP', () => {
  const post = (headers: Record<string, string>, payload: string) =>
    s.request({ method: 'POST', url: LOGIN, headers: { merchant: 'DEMO', ...headers }, payload });

  it('rejects a plain JSON body on an encrypted call with encryption.required', async () => {
    const res = await s.post(LOGIN, { username: 'demo_member', password: DEMO_PASSWORD, type: 'username' });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('encryption.required');
  });

  it('accepts the text/plain;charset=UTF-8 a browser fetch sends for a string body', async () => {
    const { headers, payload } = await encryptedBody({
      username: 'demo_member',
      password: DEMO_PASSWORD,
      type: 'username',
    });
    const res = await post({ ...headers, 'content-type': 'text/plain;charset=UTF-8' }, payload);
    expect(res.body.success).toBe(true);
  });

  it('answers encryption.key.unknown for an unknown X-RSA', async () => {
    const { headers, payload } = await encryptedBody({
      username: 'demo_member',
      password: DEMO_PASSWORD,
      type: 'username',
    });
    const res = await post({ ...headers, 'x-rsa': 'stale-key' }, payload);
    expect(res.body.errorCode).toBe('encryption.key.unknown');
  });

  it.each([
    ['no Encryption header', (h: Record<string, string>) => ({ ...h, encryption: '' })],
    ['no X-RSA header', (h: Record<string, string>) => ({ ...h, 'x-rsa': '' })],
    ['no X-Digest header', (h: Record<string, string>) => ({ ...h, 'x-digest': '' })],
    ['a bad digest', (h: Record<string, string>) => ({ ...h, 'x-digest': 'ab'.repeat(32) })],
    ['a garbage Encryption header', (h: Record<string, string>) => ({ ...h, encryption: 'Z2FyYmFnZQ==' })],
  ])('answers encryption.invalid for %s', async (_name, mutate) => {
    const { headers, payload } = await encryptedBody({
      username: 'demo_member',
      password: DEMO_PASSWORD,
      type: 'username',
    });
    const res = await post(mutate(headers), payload);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('encryption.invalid');
  });

  it('answers encryption.invalid for an undecryptable body', async () => {
    const { headers } = await encryptedBody({
      username: 'demo_member',
      password: DEMO_PASSWORD,
      type: 'username',
    });
    const res = await post(headers, Buffer.alloc(40, 9).toString('base64'));
    expect(res.body.errorCode).toBe('encryption.invalid');
    const notBase64 = await post(headers, 'this is not base64 at all');
    expect(notBase64.body.errorCode).toBe('encryption.invalid');
  });

  it('answers request.malformed when the decrypted text is not JSON', async () => {
    const key = await s.rsaKey();
    const raw = encryptTextLikeClient(key.rsaKey, key.RSA, '{oops');
    const res = await post(raw.headers, raw.body);
    expect(res.body.errorCode).toBe('request.malformed');
  });
});

describe('two-factor (demo_2fa)', () => {
  const base = { username: 'demo_2fa', password: DEMO_PASSWORD };

  it('answers login_verify_required with the available methods from a new IP', async () => {
    const res = await login('demo_2fa', DEMO_PASSWORD);
    expect(res.body).toMatchObject({
      success: false,
      errorCode: 'login_verify_required',
      value: { email: true, ga: true, sms: true, payeeName: true },
    });
  });

  it('verifies by email (trimmed, case-insensitive) and then logs in from that IP', async () => {
    const bad = await s.postEncrypted(VERIFY, { ...base, method: 'E', email: 'other@example.com' });
    expect(bad.body).toMatchObject({ success: false, errorCode: 'login.verify.failed' });
    const ok = await s.postEncrypted(VERIFY, {
      ...base,
      method: 'E',
      email: '  DEMO_2FA@demo-casino.example ',
    });
    expect(ok.body).toMatchObject({ success: true, value: null });
    expect((await login('demo_2fa', DEMO_PASSWORD)).body.success).toBe(true);
    // another IP still needs verification
    const other = await s.request({
      method: 'POST',
      url: LOGIN,
      remoteAddress: '10.9.9.9',
      ...(await encryptedBody({ ...base, type: 'username' })),
    });
    expect(other.body.errorCode).toBe('login_verify_required');
  });

  it('verifies by payee name', async () => {
    const ok = await s.postEncrypted(VERIFY, { ...base, method: 'P', payeeName: 'juan dela cruz' });
    expect(ok.body.success).toBe(true);
  });

  it('verifies by authenticator code (±1 step)', async () => {
    const bad = await s.postEncrypted(VERIFY, {
      ...base,
      method: 'G',
      authCode: totpCode(DEMO_TOTP_SECRET, now - 120_000),
    });
    expect(bad.body.errorCode).toBe('login.verify.failed');
    const ok = await s.postEncrypted(VERIFY, {
      ...base,
      method: 'G',
      authCode: totpCode(DEMO_TOTP_SECRET, now - 30_000),
    });
    expect(ok.body.success).toBe(true);
  });

  it('verifies by an SMS code from the outbox', async () => {
    await s.post('/wps/verification/sms/noLogin', { countryDialingCode: '+63', mobileNum: '9170000002' });
    const outbox = await s.admin<{ code: string }[]>('GET', '/admin/sms-outbox?mobileNum=%2B639170000002');
    const code = outbox.body.value[0]?.code ?? '';
    const wrongNumber = await s.postEncrypted(VERIFY, {
      ...base,
      method: 'S',
      mobileNum: '9170000003',
      verificationCode: code,
    });
    expect(wrongNumber.body.errorCode).toBe('login.verify.failed');
    const ok = await s.postEncrypted(VERIFY, {
      ...base,
      method: 'S',
      mobileNum: '9170000002',
      verificationCode: code,
    });
    expect(ok.body.success).toBe(true);
  });

  it('checks the password first and refuses methods the member lacks', async () => {
    const wrong = await s.postEncrypted(VERIFY, { ...base, password: 'Wrong@2026', method: 'E', email: 'x' });
    expect(wrong.body.errorCode).toBe('login.cred.err');
    const member = await s.postEncrypted(VERIFY, {
      username: 'demo_member',
      password: DEMO_PASSWORD,
      method: 'G',
      authCode: '123456',
    });
    expect(member.body.errorCode).toBe('login.verify.failed');
  });

  it('throttles parallel wrong verifications: at most 5 checked, the rest login.throttled', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        s.postEncrypted(VERIFY, { ...base, method: 'P', payeeName: `guess ${i}` }),
      ),
    );
    const codes = results.map((r) => r.body.errorCode);
    const failed = codes.filter((c) => c === 'login.verify.failed').length;
    expect(failed).toBeGreaterThan(0);
    expect(failed).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'login.throttled')).toHaveLength(40 - failed);
    const right = await s.postEncrypted(VERIFY, { ...base, method: 'P', payeeName: 'Juan Dela Cruz' });
    expect(right.body.errorCode).toBe('login.throttled');
  });

  it('does not count a passed verification as a failure', async () => {
    for (let i = 0; i < 6; i++) {
      const ok = await s.postEncrypted(VERIFY, { ...base, method: 'P', payeeName: 'Juan Dela Cruz' });
      expect(ok.body.success).toBe(true);
    }
  });

  it('counts failed verifications toward the account throttle', async () => {
    for (let i = 0; i < 5; i++)
      await s.postEncrypted(VERIFY, { ...base, method: 'P', payeeName: `guess ${i}` });
    const res = await s.postEncrypted(VERIFY, { ...base, method: 'P', payeeName: 'Juan Dela Cruz' });
    expect(res.body.errorCode).toBe('login.throttled');
  });
});

describe('sessions', () => {
  it('authenticates with the raw token or a Bearer prefix, and logout revokes it', async () => {
    const token = await s.login('demo_member', DEMO_PASSWORD);
    expect((await s.get('/wps/member/info', { authorization: token })).body.success).toBe(true);
    expect((await s.get('/wps/member/info', { authorization: `Bearer ${token}` })).body.success).toBe(true);
    const out = await s.request({
      method: 'POST',
      url: '/wps/session/logout',
      headers: { merchant: 'DEMO', authorization: token },
    });
    expect(out.body).toMatchObject({ success: true, value: null });
    const after = await s.get('/wps/member/info', { authorization: token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ message: 'CUSTOMER_NOT_LOGIN', errorCode: 'CUSTOMER_NOT_LOGIN' });
  });

  it.each([
    ['missing', undefined],
    ['unknown', 'not-a-token'],
  ])('answers 401 CUSTOMER_NOT_LOGIN for a %s token', async (_name, token) => {
    const res = await s.get('/wps/member/info', token ? { authorization: token } : {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      success: false,
      message: 'CUSTOMER_NOT_LOGIN',
      errorCode: 'CUSTOMER_NOT_LOGIN',
    });
  });

  it('expires after sessionTtlSeconds', async () => {
    const token = await s.login('demo_member', DEMO_PASSWORD);
    now += 86_400_000 - 1;
    expect((await s.get('/wps/member/info', { authorization: token })).status).toBe(200);
    now += 2;
    expect((await s.get('/wps/member/info', { authorization: token })).status).toBe(401);
  });

  it('is revoked by the admin API', async () => {
    const token = await s.login('demo_member', DEMO_PASSWORD);
    const res = await s.admin<{ revoked: number }>('POST', '/admin/members/demo_member/revoke-sessions');
    expect(res.body.value.revoked).toBe(1);
    expect((await s.get('/wps/member/info', { authorization: token })).status).toBe(401);
  });

  it('belongs to its merchant', async () => {
    const token = await s.login('demo_member', DEMO_PASSWORD);
    const res = await s.get('/wps/member/info', { authorization: token, merchant: 'OTHER' });
    expect(res.body.errorCode).toBe('merchant.unknown');
  });

  it('answers token_ip_different from another IP when bindSessionToIp is on', async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', { bindSessionToIp: true });
    const token = await s.login('demo_member', DEMO_PASSWORD);
    expect((await s.get('/wps/member/info', { authorization: token })).status).toBe(200);
    const res = await s.request({
      method: 'GET',
      url: '/wps/member/info',
      remoteAddress: '10.0.0.7',
      headers: { merchant: 'DEMO', authorization: token },
    });
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('token_ip_different');
  });
});
