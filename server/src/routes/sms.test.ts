import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consumeSmsCode, issueSmsCode, SMS_CODE_TTL_MS, type SmsMessage } from '../services/sms';
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
      s.request<{ retryAfterSeconds: number }>({
        method: 'POST',
        url: SEND,
        remoteAddress: ip,
        headers: { merchant: 'DEMO', 'content-type': 'application/json' },
        payload: JSON.stringify({
          countryDialingCode: '63',
          mobileNum: `91700050${String(n).padStart(2, '0')}`,
        }),
      });
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
