import { merchantSettingsSchema } from '@app/contract/settings';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deepMerge, loadMerchant, saveMerchantSettings } from '../services/merchants';
import { isValidPassword } from '@app/contract/credentials';
import type { AddressInfo } from 'node:net';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/test-server';
import { auditSummary } from '../services/admin-audit';
import { ADMIN_TOKEN_FAILURE_LIMIT } from '../services/admin-token-limit';
import type { AdminAuditTable } from '../db/schema';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

describe('admin auth', () => {
  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer nope' }],
    ['the raw token without Bearer', { authorization: 'wrong' }],
  ])('answers 401 admin.unauthorized with %s', async (_name, headers) => {
    const res = await s.request({ method: 'GET', url: '/admin/merchants/DEMO/settings', headers });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, errorCode: 'admin.unauthorized', value: null });
  });
});

describe('merchant settings', () => {
  it('reads the full settings', async () => {
    const res = await s.admin('GET', '/admin/merchants/DEMO/settings');
    expect(res.body.success).toBe(true);
    expect(merchantSettingsSchema.parse(res.body.value).public.merchantCode).toBe('DEMO');
    expect((await s.admin('GET', '/admin/merchants/NOPE/settings')).status).toBe(404);
  });

  it('deep-merges objects, replaces arrays and validates the result', async () => {
    const res = await s.admin<{ public: { whitelabel: Record<string, boolean>; languages: string[] } }>(
      'PATCH',
      '/admin/merchants/DEMO/settings',
      { public: { whitelabel: { GEETEST3: true }, languages: ['EN', 'VI'] } },
    );
    expect(res.body.success).toBe(true);
    expect(res.body.value.public.whitelabel).toMatchObject({
      GEETEST3: true,
      MOBILEAUTOLOGIN3: true,
      CBS3: true,
    });
    expect(res.body.value.public.languages).toEqual(['EN', 'VI']);
    const status = await s.get<{ settings: { languages: string[] } }>('/wps/system/status');
    expect(status.body.value.settings.languages).toEqual(['EN', 'VI']);
  });

  it('refuses a patch that breaks the schema, naming the field, and keeps the settings', async () => {
    const res = await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      public: { theme: { primaryColor: 'red' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request.invalid');
    expect(res.body.message).toMatch(/^public\.theme\.primaryColor: /);
    const after = await s.admin<{ public: { theme: { primaryColor: string } } }>(
      'GET',
      '/admin/merchants/DEMO/settings',
    );
    expect(after.body.value.public.theme.primaryColor).toBe('#d0341f');
    expect((await s.admin('PATCH', '/admin/merchants/DEMO/settings', [1])).status).toBe(400);
  });
});

describe('merchant copies', () => {
  it('copies DEMO with a patch and a code of its own; the copy answers calls and the original is untouched', async () => {
    const res = await s.admin<{ public: { merchantCode: string; captcha: { login: boolean } } }>(
      'POST',
      '/admin/merchants',
      {
        code: 'shop2',
        settings: { public: { captcha: { login: true } }, domains: [{ domainName: 'shop2.localhost' }] },
      },
    );
    expect(res.body.success).toBe(true);
    expect(res.body.value.public).toMatchObject({ merchantCode: 'SHOP2', captcha: { login: true } });
    const copy = await loadMerchant(s.app.appContext.db, 'SHOP2');
    expect(copy?.settings.domains).toEqual([{ domainName: 'shop2.localhost' }]);
    expect((await loadMerchant(s.app.appContext.db, 'DEMO'))?.settings.public.captcha.login).toBe(false);
  });

  it("gives a copy a country and money of its own when asked (a BRL merchant), else the source's", async () => {
    const brazil = { countryCode: 'BR', currency: 'BRL', currencySymbol: 'R$', currencyPosition: 'prefix' };
    expect((await s.admin('POST', '/admin/merchants', { code: 'shop_br', country: brazil })).status).toBe(
      200,
    );
    expect(await loadMerchant(s.app.appContext.db, 'SHOP_BR')).toMatchObject(brazil);
    await s.admin('POST', '/admin/merchants', { code: 'shop_ph' });
    expect(await loadMerchant(s.app.appContext.db, 'SHOP_PH')).toMatchObject({
      countryCode: 'PH',
      currency: 'PHP',
    });
    const bad = await s.admin('POST', '/admin/merchants', {
      code: 'X4',
      country: { ...brazil, currency: 'real' },
    });
    expect(bad.status).toBe(400);
  });

  it('refuses an existing code, a bad code, an unknown source and settings that break the schema', async () => {
    expect((await s.admin('POST', '/admin/merchants', { code: 'DEMO' })).status).toBe(409);
    expect((await s.admin('POST', '/admin/merchants', { code: 'no spaces' })).status).toBe(400);
    expect((await s.admin('POST', '/admin/merchants', { code: 'X2', from: 'NOPE' })).status).toBe(404);
    const bad = await s.admin('POST', '/admin/merchants', {
      code: 'X3',
      settings: { sessionTtlSeconds: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('request.invalid');
  });
});

describe('merchant settings rules', () => {
  const settings = async () =>
    (await s.admin<Record<string, unknown>>('GET', '/admin/merchants/DEMO/settings')).body.value;

  it('refuses unknown top-level keys, naming them, and keeps the settings', async () => {
    const before = await settings();
    const res = await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      maintenance: { enabled: true },
      sessionTTL: 60,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'request.invalid', message: 'sessionTTL: not a setting' });
    expect(await settings()).toEqual(before);
    const inherited = await s.admin('PATCH', '/admin/merchants/DEMO/settings', { toString: { x: 1 } });
    expect(inherited.body.message).toBe('toString: not a setting');
  });

  it('bounds sessionTtlSeconds to 30 days', async () => {
    const tooLong = await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      sessionTtlSeconds: 30 * 86_400 + 1,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/^sessionTtlSeconds: /);
    const ok = await s.admin<{ sessionTtlSeconds: number }>('PATCH', '/admin/merchants/DEMO/settings', {
      sessionTtlSeconds: 30 * 86_400,
    });
    expect(ok.body.value.sessionTtlSeconds).toBe(2_592_000);
  });

  it('keeps sessions within 30 days even when stored settings say more', async () => {
    const merchant = await loadMerchant(s.app.appContext.db, 'DEMO');
    if (!merchant) throw new Error('no DEMO');
    await saveMerchantSettings(
      s.app.appContext.db,
      'DEMO',
      { ...merchant.settings, sessionTtlSeconds: 400 * 86_400 },
      Date.now(),
    );
    const before = Date.now();
    await s.login('demo_member', 'Demo@2026');
    const session = await s.app.appContext.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .executeTakeFirstOrThrow();
    expect(session.expires_at - session.created_at).toBe(30 * 86_400_000);
    expect(session.created_at).toBeGreaterThanOrEqual(before);
  });

  it('reads and patches the server-only defaultMobilePassword at the top level', async () => {
    expect((await settings()).defaultMobilePassword).toBe('Mobile@123');
    const short = await s.admin('PATCH', '/admin/merchants/DEMO/settings', { defaultMobilePassword: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/^defaultMobilePassword: /);
  });
});

describe('deepMerge', () => {
  it('merges own keys only: nothing inherited from the base leaks into the result', () => {
    const base = Object.create({ inherited: { leaked: true } }) as Record<string, unknown>;
    base.own = { a: 1 };
    expect(deepMerge(base, { own: { b: 2 }, inherited: { c: 3 } })).toEqual({
      own: { a: 1, b: 2 },
      inherited: { c: 3 },
    });
    expect(deepMerge({ a: { x: 1 } }, { a: [1], b: null })).toEqual({ a: [1], b: null });
  });
});

describe('members', () => {
  it('creates a member that can log in, with lower-case username and a normalised mobile', async () => {
    const res = await s.admin('POST', '/admin/members', {
      username: 'Admin_Made',
      password: 'Made@2026',
      type: 1,
      mobile: '+63 917 555 0000',
      email: 'a@b.example',
      payeeName: 'Maria',
    });
    expect(res.body).toMatchObject({
      success: true,
      value: {
        merchant: 'DEMO',
        username: 'admin_made',
        type: 1,
        mobile: '+639175550000',
        email: 'a@b.example',
        payeeName: 'Maria',
      },
    });
    expect(await s.login('admin_made', 'Made@2026')).toEqual(expect.any(String));
  });

  it('validates a TOTP secret as base32', async () => {
    const bad = await s.admin('POST', '/admin/members', {
      username: 'totp_bad',
      password: 'Totp@2026',
      totpSecret: 'not-base32-1890!',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('request.invalid');
    expect(bad.body.message).toMatch(/^totpSecret: /);
    const good = await s.admin('POST', '/admin/members', {
      username: 'totp_good',
      password: 'Totp@2026',
      totpSecret: 'jbsw y3dp ehpk 3pxp',
    });
    expect(good.body.success).toBe(true);
  });

  it("flags a member created with the merchant's default password, unless told otherwise", async () => {
    const flag = async (username: string) =>
      (
        await s.app.appContext.db
          .selectFrom('members')
          .select('password_is_default')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).password_is_default;
    await s.admin('POST', '/admin/members', { username: 'dflt_one', password: 'Mobile@123' });
    await s.admin('POST', '/admin/members', { username: 'own_one', password: 'Own@20261' });
    await s.admin('POST', '/admin/members', {
      username: 'dflt_two',
      password: 'Mobile@123',
      passwordIsDefault: false,
    });
    expect([await flag('dflt_one'), await flag('own_one'), await flag('dflt_two')]).toEqual([1, 0, 0]);
    const login = await s.postEncrypted<{ passwordIsDefault: boolean }>('/wps/session/login', {
      username: 'dflt_one',
      password: 'Mobile@123',
      type: 'username',
    });
    // A login with the default password never yields a session (login-security's rule: verification first).
    expect(login.body).toMatchObject({ success: false, errorCode: 'login_verify_required' });
  });

  it('answers duplicates and bad input clearly', async () => {
    const dup = await s.admin('POST', '/admin/members', { username: 'demo_member', password: 'x' });
    expect(dup.status).toBe(409);
    expect(dup.body.errorCode).toBe('register.username.taken');
    const bad = await s.admin('POST', '/admin/members', { username: 'ok_name' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^password: /);
    const badName = await s.admin('POST', '/admin/members', { username: '!!', password: 'x' });
    expect(badName.body.errorCode).toBe('register.username.invalid');
    expect(
      (await s.admin('POST', '/admin/members', { username: 'other_m', password: 'x', merchant: 'NOPE' }))
        .status,
    ).toBe(404);
  });

  it('revokes sessions and clears verified IPs of a member', async () => {
    expect((await s.admin('POST', '/admin/members/nobody/revoke-sessions')).status).toBe(404);
    const res = await s.admin<{ revoked: number }>(
      'POST',
      '/admin/members/DEMO_MEMBER/revoke-sessions?merchant=DEMO',
    );
    expect(res.body.value.revoked).toBe(0);
    await s.postEncrypted('/wps/session/login/verification', {
      username: 'demo_2fa',
      password: 'Demo@2026',
      method: 'P',
      payeeName: 'Juan Dela Cruz',
    });
    expect(await s.login('demo_2fa', 'Demo@2026')).toEqual(expect.any(String));
    const cleared = await s.admin<{ removed: number }>('DELETE', '/admin/members/demo_2fa/verified-ips');
    expect(cleared.body.value.removed).toBe(1);
    const again = await s.postEncrypted('/wps/session/login', {
      username: 'demo_2fa',
      password: 'Demo@2026',
      type: 'username',
    });
    expect(again.body.errorCode).toBe('login_verify_required');
  });

  it('resets the login throttle', async () => {
    for (let i = 0; i < 5; i++) {
      await s.postEncrypted('/wps/session/login', {
        username: 'demo_member',
        password: 'bad',
        type: 'username',
      });
    }
    await expect(s.login('demo_member', 'Demo@2026')).rejects.toThrow(/login.throttled/);
    expect((await s.admin<{ removed: number }>('DELETE', '/admin/login-attempts')).body.value.removed).toBe(
      5,
    );
    expect(await s.login('demo_member', 'Demo@2026')).toEqual(expect.any(String));
  });
});

describe('outbox and events', () => {
  it('lists the SMS outbox newest first, filtered by number', async () => {
    let now = 1_800_000_000_000;
    const t = await startTestServer({ now: () => now });
    await t.post('/wps/verification/sms/noLogin', { countryDialingCode: '63', mobileNum: '9170001111' });
    now += 1000;
    await t.post('/wps/verification/sms/noLogin', { countryDialingCode: '63', mobileNum: '9170002222' });
    const all = await t.admin<{ mobileNum: string }[]>('GET', '/admin/sms-outbox');
    expect(all.body.value.map((r) => r.mobileNum)).toEqual(['+639170002222', '+639170001111']);
    const one = await t.admin<{ mobileNum: string }[]>('GET', '/admin/sms-outbox?mobileNum=%2B639170001111');
    expect(one.body.value).toHaveLength(1);
    await t.close();
  });

  it('lists events with a type filter and validates the limit', async () => {
    await s.post('/wps/system/errorReport', { message: 'boom', error: 'e' });
    expect((await s.admin<unknown[]>('GET', '/admin/events')).body.value).toHaveLength(1);
    expect((await s.admin<unknown[]>('GET', '/admin/events?type=tracking')).body.value).toHaveLength(0);
    expect((await s.admin('GET', '/admin/events?limit=0')).status).toBe(400);
  });
});

describe('wrong admin tokens (the attack: guessing the token)', () => {
  const guess = (remoteAddress: string, token = 'guess') =>
    s.request({
      method: 'GET',
      url: '/admin/merchants/DEMO/settings',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress,
    });

  it('answers 429 in the envelope after 10 wrong tokens from one address, even to the right token', async () => {
    for (let i = 0; i < ADMIN_TOKEN_FAILURE_LIMIT; i++) expect((await guess('203.0.113.7')).status).toBe(401);
    const limited = await guess('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUEST', value: null });
    expect((await guess('203.0.113.7', TEST_ADMIN_TOKEN)).status).toBe(429);
    // Another client is not held up.
    expect((await guess('198.51.100.1', TEST_ADMIN_TOKEN)).status).toBe(200);
  });

  it('counts an IPv6 /64 and an IPv4-mapped address as one client', async () => {
    for (let i = 0; i < ADMIN_TOKEN_FAILURE_LIMIT; i++) await guess(`2001:db8:1:2::${(i + 1).toString(16)}`);
    expect((await guess('2001:db8:1:2:ffff::1', TEST_ADMIN_TOKEN)).status).toBe(429);
    expect((await guess('2001:db8:1:3::1', TEST_ADMIN_TOKEN)).status).toBe(200);
    for (let i = 0; i < ADMIN_TOKEN_FAILURE_LIMIT; i++) await guess('::ffff:192.0.2.9');
    expect((await guess('192.0.2.9', TEST_ADMIN_TOKEN)).status).toBe(429);
  });
});

describe('the admin audit', () => {
  /** A row of the audit as the admin API answers it: the table's columns but id and time. */
  type Change = Omit<AdminAuditTable, 'id' | 'at'>;
  const changes = async () => (await s.admin<Change[]>('GET', '/admin/audit')).body.value;

  it('records every change with time, IP, route, target and the field names, never a secret', async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      defaultMobilePassword: 'Secret@4242',
      geetestKey: 'geetest-secret-key',
      public: { name: 'Audited' },
    });
    await s.admin('POST', '/admin/members', {
      username: 'audited_one',
      password: 'Pass@4242x',
      totpSecret: 'JBSWY3DPEHPK3PXPJBSW',
    });
    await s.admin('POST', '/admin/members/audited_one/revoke-sessions?merchant=DEMO');
    await s.admin('GET', '/admin/members/audited_one');
    await s.request({
      method: 'DELETE',
      url: '/admin/login-attempts',
      headers: { authorization: 'Bearer x' },
    });
    const rows = await changes();
    // Newest first; reads and refused tokens are not changes.
    expect(rows.map((r) => [r.method, r.route, r.target, r.status])).toEqual([
      ['POST', '/admin/members/:username/revoke-sessions', 'username=audited_one merchant=DEMO', 200],
      ['POST', '/admin/members', '', 200],
      ['PATCH', '/admin/merchants/:code/settings', 'code=DEMO', 200],
    ]);
    expect(rows[2]?.summary).toBe('defaultMobilePassword, geetestKey, public.name');
    expect(rows[1]?.summary).toBe('username, password, totpSecret');
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1', summary: '(no body)' });
    const stored = JSON.stringify(await s.app.appContext.db.selectFrom('admin_audit').selectAll().execute());
    for (const secret of ['Secret@4242', 'geetest-secret-key', 'Pass@4242x', 'JBSWY3DPEHPK3PXPJBSW']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('records refused changes too, with their status', async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', { sessionTtlSeconds: 'forever' });
    expect((await changes())[0]).toMatchObject({
      method: 'PATCH',
      status: 400,
      summary: 'sessionTtlSeconds',
    });
  });
});

describe('auditSummary', () => {
  it.each([
    [undefined, '(no body)'],
    [{ a: 1, b: { c: 'x', d: [1, 2] } }, 'a, b.c, b.d[]'],
    [{ a: {} }, 'a{}'],
    [{ a: { b: { c: { d: { e: 'deep' } } } } }, 'a.b.c.d'],
    ['a string body', '(no body)'],
  ])('%j → %s', (body, summary) => {
    expect(auditSummary(body)).toBe(summary);
  });
});

describe('default mobile passwords (the attack: a published default password on a new merchant)', () => {
  it("gives a merchant copy a random one of its own, never the source merchant's", async () => {
    const copy = await s.admin<{ defaultMobilePassword: string }>('POST', '/admin/merchants', {
      code: 'COPY1',
    });
    const copy2 = await s.admin<{ defaultMobilePassword: string }>('POST', '/admin/merchants', {
      code: 'COPY2',
    });
    expect(copy.body.value.defaultMobilePassword).not.toBe('Mobile@123');
    expect(copy.body.value.defaultMobilePassword).not.toBe(copy2.body.value.defaultMobilePassword);
    expect(isValidPassword(copy.body.value.defaultMobilePassword)).toBe(true);
  });

  it('refuses the published default outside demo mode, in a patch and in a copy', async () => {
    await s.close();
    s = await startTestServer({ demoMode: false });
    const patch = await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      defaultMobilePassword: 'Mobile@123',
    });
    expect(patch.status).toBe(400);
    expect(patch.body.message).toMatch(/^defaultMobilePassword: /);
    const copy = await s.admin('POST', '/admin/merchants', {
      code: 'COPY3',
      settings: { defaultMobilePassword: 'Mobile@123' },
    });
    expect(copy.status).toBe(400);
    const own = await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      defaultMobilePassword: 'Own@2026xyz',
    });
    expect(own.status).toBe(200);
  });
});

describe('ADMIN_PORT (the admin API on its own loopback listener)', () => {
  it('serves /admin/ only on the admin listener, and nothing else there', async () => {
    await s.close();
    s = await startTestServer({ adminListener: true });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const publicPort = (s.app.server.address() as AddressInfo).port;
    const adminPort = await s.app.adminListener?.listen(0);
    const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    const onPublic = await fetch(`http://127.0.0.1:${publicPort}/admin/merchants/DEMO/settings`, {
      headers: auth,
    });
    expect(onPublic.status).toBe(404);
    expect(await onPublic.json()).toMatchObject({ success: false, errorCode: 'request.not.found' });
    expect((await s.admin('GET', '/admin/merchants/DEMO/settings')).status).toBe(404);
    const onAdmin = await fetch(`http://127.0.0.1:${adminPort}/admin/merchants/DEMO/settings`, {
      headers: auth,
    });
    expect(onAdmin.status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${adminPort}/wps/system/status`)).status).toBe(404);
    const ping = await fetch(`http://127.0.0.1:${publicPort}/wps/system/test/ping`, {
      headers: { merchant: 'DEMO' },
    });
    expect(ping.status).toBe(200);
  });
});
