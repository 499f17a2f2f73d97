import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SmsMessage } from '../services/sms';
import { startTestServer, type TestServer } from '../testing/test-server';

const SEND = '/wps/verification/sms/noLogin';
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

  it('needs a non-empty mobile number', async () => {
    const empty = await s.post(SEND, { countryDialingCode: '63', mobileNum: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errorCode).toBe('request.invalid');
    expect(empty.body.message).toMatch(/^mobileNum: /);
    const letters = await s.post(SEND, { countryDialingCode: '63', mobileNum: 'abc' });
    expect(letters.body.errorCode).toBe('register.mobile.invalid');
  });
});
