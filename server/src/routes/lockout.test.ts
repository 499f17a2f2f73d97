import { scrypt } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptLikeClient } from '../testing/client-encrypt';
import { smsInbox } from '../testing/default-password-login';
import { startTestServer, type TestServer } from '../testing/test-server';

// Spied, not replaced: the unknown-account path must run the same scrypt as a wrong password.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

const LOGIN = '/wps/session/login';
const VERIFY = '/wps/session/login/verification';
const PASSWORD = 'Right@2026';

let s: TestServer;
let now: number;
beforeEach(async () => {
  now = 1_800_000_000_000;
  s = await startTestServer({ now: () => now, smsTransport: smsInbox().transport });
  await s.admin('POST', '/admin/members', {
    username: 'lock_me',
    password: PASSWORD,
    mobile: '+639170000888',
    payeeName: 'Lock Me',
    firstLoginDone: true,
  });
});
afterEach(() => s.close());

const from = async (remoteAddress: string, url: string, payload: unknown) => {
  const key = await s.rsaKey();
  const enc = encryptLikeClient(key.rsaKey, key.RSA, payload);
  return s.request<Record<string, unknown>>({
    method: 'POST',
    url,
    remoteAddress,
    headers: { merchant: 'DEMO', ...enc.headers },
    payload: enc.body,
  });
};
const login = (username: string, password: string, ip = '127.0.0.1') =>
  from(ip, LOGIN, { username, password, type: 'username' });

describe('account lockout across spellings', () => {
  it('counts every spelling of the account in one counter, then refuses the right password under any', async () => {
    const spellings = ['+63 917 000 0888', '09170000888', '009170000888', 'LOCK_ME', '917-000-0888'];
    for (const typed of spellings)
      expect((await login(typed, 'Wrong@2026')).body.errorCode).toBe('login.cred.err');
    for (const typed of ['lock_me', '+639170000888', '09170000888']) {
      const res = await login(typed, PASSWORD);
      expect(res.status, typed).toBe(429);
      expect(res.body.errorCode, typed).toBe('login.throttled');
    }
    now += 15 * 60_000 + 1;
    expect((await login('09170000888', PASSWORD)).body.success).toBe(true);
  });

  it('counts failed SMS logins and failed verifications toward the same account', async () => {
    for (let i = 0; i < 2; i++) {
      const sms = await s.postEncrypted(LOGIN, {
        username: '+639170000888',
        password: `00000${i}`,
        type: 'sms',
      });
      expect(sms.body.errorCode).toBe('login.cred.err');
    }
    for (let i = 0; i < 2; i++) {
      const verify = await s.postEncrypted(VERIFY, {
        username: '09170000888',
        password: PASSWORD,
        method: 'P',
        payeeName: `guess ${i}`,
      });
      expect(verify.body.errorCode).toBe('login.verify.failed');
    }
    expect((await login('lock_me', 'Wrong@2026')).body.errorCode).toBe('login.cred.err');
    expect((await login('lock_me', PASSWORD)).body.errorCode).toBe('login.throttled');
  });

  it('counts typed text that names no member by that text', async () => {
    for (let i = 0; i < 5; i++) await login('nobody_here', 'Wrong@2026');
    expect((await login('nobody_here', 'Wrong@2026')).body.errorCode).toBe('login.throttled');
    expect((await login('lock_me', PASSWORD)).body.success).toBe(true);
  });
});

describe('per-IP limit', () => {
  it('counts the addresses of one IPv6 /64 together', async () => {
    for (let i = 1; i <= 20; i++) await login(`nobody_${i}`, 'Wrong@2026', `2001:db8:1:2::${i.toString(16)}`);
    expect((await login('lock_me', PASSWORD, '2001:db8:1:2:ffff::9')).body.errorCode).toBe('login.throttled');
    expect((await login('lock_me', PASSWORD, '2001:db8:1:3::1')).body.success).toBe(true);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    for (let i = 1; i <= 10; i++) await login(`nobody_${i}`, 'Wrong@2026', '::ffff:198.51.100.7');
    for (let i = 11; i <= 20; i++) await login(`nobody_${i}`, 'Wrong@2026', '198.51.100.7');
    expect((await login('lock_me', PASSWORD, '::ffff:198.51.100.7')).body.errorCode).toBe('login.throttled');
  });
});

describe('account enumeration', () => {
  // The attack: five failures under mixed spellings of a number, then a sixth try. A member's number shared
  // one counter and locked; an unknown number was counted per spelling and did not, telling which is registered.
  it('after 5 failures under mixed spellings, an unknown number answers like a known one (locked alike)', async () => {
    const spell = (national: string) => [
      `+63 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
      `0${national}`,
      `00${national}`,
      `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`,
      `+63${national}`,
    ];
    const attack = async (national: string, ip: string) => {
      const answers = [];
      for (const typed of spell(national)) answers.push(await login(typed, 'Wrong@2026', ip));
      answers.push(await login(`0${national}`, 'Wrong@2026', ip));
      return answers.map((a) => ({ status: a.status, body: a.body }));
    };
    const known = await attack('9170000888', '10.9.0.1');
    const unknown = await attack('9179999999', '10.9.0.2');
    expect(known.at(-1)?.body.errorCode).toBe('login.throttled');
    expect(unknown).toEqual(known);
    // Through the SMS login and the two-factor verification too: the same counter as the password login's.
    const sms = await from('10.9.0.3', LOGIN, { username: '+639179999999', password: '000000', type: 'sms' });
    expect(sms.body.errorCode).toBe('login.throttled');
    const verify = await from('10.9.0.3', VERIFY, {
      username: '009179999999',
      password: PASSWORD,
      method: 'P',
      payeeName: 'guess',
    });
    expect(verify.body.errorCode).toBe('login.throttled');
  });

  it('answers an unknown account exactly like a wrong password, by username and by number', async () => {
    const wrong = await login('lock_me', 'Wrong@2026');
    for (const typed of ['nobody_here', '+639179999999']) {
      const unknown = await login(typed, 'Wrong@2026');
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.body).toEqual(wrong.body);
    }
  });

  it('runs scrypt with the typed password for an unknown account, as for a wrong password', async () => {
    await login('nobody_warmup', 'Warm@2026'); // the stand-in hash is made on first use
    const spy = vi.mocked(scrypt);
    spy.mockClear();
    await login('nobody_here', 'Typed@2026');
    const unknownCalls = spy.mock.calls.map((c) => c[0]);
    spy.mockClear();
    await login('lock_me', 'Typed@2026');
    const wrongCalls = spy.mock.calls.map((c) => c[0]);
    expect(unknownCalls).toEqual(['Typed@2026']);
    expect(wrongCalls).toEqual(['Typed@2026']);
  });

  it('answers a wrong SMS code alike for a registered and an unregistered number', async () => {
    const sms = (username: string) => s.postEncrypted(LOGIN, { username, password: '123456', type: 'sms' });
    const registered = await sms('+639170000888');
    const unregistered = await sms('+639179999999');
    expect(registered.body).toMatchObject({ errorCode: 'login.cred.err' });
    expect(unregistered.body).toEqual(registered.body);
  });
});
