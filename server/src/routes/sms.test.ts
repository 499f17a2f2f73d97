import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  consumeSmsCode,
  issueSmsCode,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_MS,
  SMS_NUMBER_DAILY_LIMIT,
  type SmsMessage,
} from '../services/sms';
import { startTestServer, type TestServer } from '../testing/test-server';

const SEND = '/wps/verification/sms/noLogin';
const LOGIN = '/wps/session/login';
let s: TestServer;
let now = 1_800_000_000_000;
const sent: SmsMessage[] = [];
beforeEach(async () => {
  now = 1_800_000_000_000;
  sent.length = 0;
  s = await startTestServer({ now: () => now, smsTransport: { send: (m) => void sent.push(m) } });
});
afterEach(() => s.close());

/** An SMS code asked for from a client IP (the per-IP and per-number limits count by it). */
const sendFrom = (ip: string, number: { countryDialingCode: string; mobileNum: string }, merchant = 'DEMO') =>
  s.request<{ retryAfterSeconds: number }>({
    method: 'POST',
    url: SEND,
    remoteAddress: ip,
    headers: { merchant, 'content-type': 'application/json' },
    payload: JSON.stringify(number),
  });

describe('POST /wps/verification/sms/noLogin', () => {
  it('writes a 6-digit code to the outbox, hands it to the transport and answers the expiry', async () => {
    const res = await s.post<{ expirationTime: number }>(SEND, {
      countryDialingCode: '+63',
      mobileNum: '917 123 4567',
    });
    expect(res.body).toMatchObject({ success: true, value: { expirationTime: now + 5 * 60_000 } });
    expect(sent).toEqual([
      {
        merchant: 'DEMO',
        mobile: '+639171234567',
        code: expect.stringMatching(/^\d{6}$/),
        expiresAt: now + 300_000,
      },
    ]);
    const outbox = await s.admin<{ mobileNum: string; code: string }[]>(
      'GET',
      '/admin/sms-outbox?mobileNum=9171234567',
    );
    expect(outbox.body.value[0]).toMatchObject({ mobileNum: '+639171234567', code: sent[0]?.code });
  });

  it('allows one code per number per 60 s (TOO_MANY_REQUEST_SMS)', async () => {
    await s.post(SEND, { countryDialingCode: '63', mobileNum: '9171234567' });
    now += 59_000;
    const again = await s.post(SEND, { countryDialingCode: '63', mobileNum: '9171234567' });
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe('TOO_MANY_REQUEST_SMS');
    expect((await s.post(SEND, { countryDialingCode: '63', mobileNum: '9171234568' })).body.success).toBe(
      true,
    );
    now += 1_000;
    expect((await s.post(SEND, { countryDialingCode: '63', mobileNum: '9171234567' })).body.success).toBe(
      true,
    );
    const outbox = await s.admin<{ createdAt: number }[]>('GET', '/admin/sms-outbox?mobileNum=9171234567');
    expect(outbox.body.value.map((r) => r.createdAt)).toEqual([now, now - 60_000]); // newest first
  });

  it('allows 5 codes per IP per 10 minutes, whatever the numbers (TOO_MANY_REQUEST_SMS)', async () => {
    const from = (ip: string, n: number) =>
      sendFrom(ip, { countryDialingCode: '63', mobileNum: `91700050${String(n).padStart(2, '0')}` });
    for (let i = 0; i < 5; i++) {
      expect((await from('10.7.7.7', i)).body.success).toBe(true);
      now += 1_000;
    }
    const sixth = await from('10.7.7.7', 5);
    expect(sixth.status).toBe(429);
    expect(sixth.body.errorCode).toBe('TOO_MANY_REQUEST_SMS');
    // The oldest of the five leaves the window 10 minutes after it was sent (5 s ago).
    expect(sixth.body.value.retryAfterSeconds).toBe(600 - 5);
    expect(sent).toHaveLength(5);
    expect((await from('10.8.8.8', 6)).body.success).toBe(true);
    now += 595_000;
    expect((await from('10.7.7.7', 7)).body.success).toBe(true);
  });

  it('invalidates the older unused codes of a number when it sends a new one', async () => {
    await s.post(SEND, { countryDialingCode: '63', mobileNum: '9170000001' });
    const sentAt = now;
    now += 60_000;
    await s.post(SEND, { countryDialingCode: '63', mobileNum: '9170000001' });
    const [older, newer] = sent.map((m) => m.code);
    const outbox = await s.admin<{ createdAt: number; expiresAt: number; usedAt: number | null }[]>(
      'GET',
      '/admin/sms-outbox?mobileNum=9170000001',
    );
    // Newest first; the older code expired when the new one was sent (well before its 5 minutes).
    expect(outbox.body.value).toMatchObject([
      { createdAt: now, expiresAt: now + 300_000, usedAt: null },
      { createdAt: sentAt, expiresAt: now, usedAt: null },
    ]);
    const smsLogin = (code: string | undefined) =>
      s.postEncrypted(LOGIN, { username: '+639170000001', password: code, type: 'sms' });
    // (Two equal random codes, one chance in a million, would make the older one look valid.)
    if (older !== newer) expect((await smsLogin(older)).body.errorCode).toBe('login.cred.err');
    expect((await smsLogin(newer)).body.success).toBe(true);
  });

  it.each([
    ['still valid 1 ms before its 5 minutes are up', SMS_CODE_TTL_MS - 1, true],
    ['expired once its 5 minutes are up', SMS_CODE_TTL_MS, false],
  ])('a code is %s', async (_, after, valid) => {
    await s.post(SEND, { countryDialingCode: '63', mobileNum: '9170000001' });
    const code = sent[0]?.code;
    now += after;
    const res = await s.postEncrypted(LOGIN, { username: '+639170000001', password: code, type: 'sms' });
    if (valid) expect(res.body.success).toBe(true);
    else expect(res.body).toMatchObject({ success: false, errorCode: 'login.cred.err' });
  });

  it('consumes a code once, even for parallel uses', async () => {
    const result = await issueSmsCode(s.app.appContext.db, 'DEMO', '+639170000009', '10.0.0.1', now);
    if (!result.ok) throw new Error('not issued');
    const uses = await Promise.all(
      Array.from({ length: 6 }, () =>
        consumeSmsCode(s.app.appContext.db, 'DEMO', '+639170000009', result.code, now),
      ),
    );
    expect(uses.filter(Boolean)).toHaveLength(1);
    expect(await consumeSmsCode(s.app.appContext.db, 'DEMO', '+639170000009', result.code, now)).toBe(false);
  });

  it('needs a non-empty mobile number', async () => {
    const empty = await s.post(SEND, { countryDialingCode: '63', mobileNum: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errorCode).toBe('request.invalid');
    expect(empty.body.message).toMatch(/^mobileNum: /);
    const letters = await s.post(SEND, { countryDialingCode: '63', mobileNum: 'abc' });
    expect(letters.body.errorCode).toBe('register.mobile.invalid');
  });
});

describe('SMS codes under attack', () => {
  const smsLogin = (phone: string, code: string) =>
    s.postEncrypted(LOGIN, { username: phone, password: code, type: 'sms' });

  it('never writes a code to the log (the default transport masks it; demo mode reads the outbox)', async () => {
    for (const demoMode of [true, false]) {
      const plain = await startTestServer({ now: () => now, demoMode });
      const calls: unknown[] = [];
      for (const level of ['info', 'warn', 'error', 'debug'] as const) {
        plain.app.log[level] = ((...args: unknown[]) => void calls.push(args)) as never;
      }
      const res = await plain.post(SEND, { countryDialingCode: '+63', mobileNum: '9171112222' });
      expect(res.body.success).toBe(true);
      const [row] = await plain.app.appContext.db.selectFrom('sms_outbox').selectAll().execute();
      const logged = JSON.stringify(calls);
      expect(logged).toMatch(/\+639171112222/);
      expect(logged).toMatch(/\*{6}/);
      if (demoMode) {
        // The demo (and the e2e tests) read the code from the admin outbox, never from the log.
        expect(row?.code).toMatch(/^\d{6}$/);
        expect(logged).not.toContain(row?.code);
      } else {
        expect(row?.code).toBeNull();
      }
      await plain.close();
    }
  });

  it('stores the code as an HMAC: the database holds neither the code nor a plain hash of it', async () => {
    const off = await startTestServer({
      now: () => now,
      demoMode: false,
      smsTransport: { send: (m) => void sent.push(m) },
    });
    await off.post(SEND, { countryDialingCode: '+63', mobileNum: '9171112222' });
    const code = sent.at(-1)?.code ?? '';
    const rows = await off.app.appContext.db.selectFrom('sms_outbox').selectAll().execute();
    expect(rows).toHaveLength(1);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(`"${code}"`);
    expect(rows[0]?.code).toBeNull();
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    // A stolen database cannot be matched against the million possible codes without the server key.
    const { createHash } = await import('node:crypto');
    expect(rows[0]?.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
    const outbox = await off.admin<{ code: string | null }[]>('GET', '/admin/sms-outbox');
    expect(outbox.body.value[0]?.code).toBeNull();
    // The code still signs in.
    await off.admin('POST', '/admin/members', {
      username: 'sms_owner',
      password: 'Abc12345',
      mobile: '+639171112222',
    });
    const login = await off.postEncrypted(LOGIN, { username: '+639171112222', password: code, type: 'sms' });
    expect(login.body.success).toBe(true);
    await off.close();
  });

  it('burns a code after 5 wrong tries: the right code then fails too', async () => {
    const db = s.app.appContext.db;
    const guess = async (mobile: string, wrong: number) => {
      const issued = await issueSmsCode(db, 'DEMO', mobile, '10.0.0.1', now);
      if (!issued.ok) throw new Error('not issued');
      const other = issued.code === '000000' ? '000001' : '000000';
      for (let i = 0; i < wrong; i++)
        expect(await consumeSmsCode(db, 'DEMO', mobile, other, now)).toBe(false);
      return consumeSmsCode(db, 'DEMO', mobile, issued.code, now);
    };
    expect(await guess('+639170000011', SMS_CODE_MAX_TRIES - 1)).toBe(true);
    expect(await guess('+639170000012', SMS_CODE_MAX_TRIES)).toBe(false);
    // Through the SMS login: the 5th wrong try burns it (the login throttle aside).
    await s.post(SEND, { countryDialingCode: '+63', mobileNum: '9170000001' });
    const code = sent.at(-1)?.code ?? '';
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < SMS_CODE_MAX_TRIES; i++) await smsLogin('+639170000001', wrong);
    await s.admin('DELETE', '/admin/login-attempts');
    expect((await smsLogin('+639170000001', code)).body).toMatchObject({
      success: false,
      errorCode: 'login.cred.err',
    });
  });

  it('caps the codes to one number per day across merchants', async () => {
    await s.admin('POST', '/admin/merchants', { code: 'OTHER' });
    const send = (merchant: string, ip: string) =>
      sendFrom(ip, { countryDialingCode: '+63', mobileNum: '9175550000' }, merchant);
    const start = now;
    for (let i = 0; i < SMS_NUMBER_DAILY_LIMIT.max; i++) {
      // Alternating merchants and client IPs, a minute apart: no other limit applies.
      const res = await send(i % 2 ? 'OTHER' : 'DEMO', `10.9.${i}.1`);
      expect(res.body.success, `send ${i}`).toBe(true);
      now += 61_000;
    }
    const over = await send('OTHER', '10.9.99.1');
    expect(over.status).toBe(429);
    expect(over.body.errorCode).toBe('TOO_MANY_REQUEST_SMS');
    expect(over.body.value.retryAfterSeconds).toBe(
      Math.ceil((start + SMS_NUMBER_DAILY_LIMIT.windowMs - now) / 1000),
    );
    expect(sent).toHaveLength(SMS_NUMBER_DAILY_LIMIT.max);
    now = start + SMS_NUMBER_DAILY_LIMIT.windowMs;
    expect((await send('DEMO', '10.9.100.1')).body.success).toBe(true);
  });

  it('counts an IPv6 client by its /64 (5 codes per 10 minutes for the whole prefix)', async () => {
    const from = (ip: string, n: number) =>
      sendFrom(ip, { countryDialingCode: '63', mobileNum: `91700060${String(n).padStart(2, '0')}` });
    for (let i = 0; i < 5; i++) expect((await from(`2001:db8:1:2::${i + 1}`, i)).body.success).toBe(true);
    const sixth = await from('2001:db8:1:2:ffff:ffff:ffff:ffff', 5);
    expect(sixth.status).toBe(429);
    expect((await from('2001:db8:1:3::1', 6)).body.success).toBe(true);
  });

  it("refuses numbers outside the merchant's allowed dialling codes, however the number is spelt", async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', { smsAllowedDialingCodes: ['+63', '84'] });
    for (const [countryDialingCode, mobileNum] of [
      ['+86', '13800138000'],
      ['', '+86 138 0013 8000'],
      ['00', '8613800138000'],
    ]) {
      const res = await s.post(SEND, { countryDialingCode, mobileNum });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, errorCode: 'sms.dialing.code.refused' });
    }
    expect(sent).toEqual([]);
    expect((await s.post(SEND, { countryDialingCode: '+84', mobileNum: '912345678' })).body.success).toBe(
      true,
    );
    expect((await s.post(SEND, { countryDialingCode: '63', mobileNum: '9171234567' })).body.success).toBe(
      true,
    );
  });
});
