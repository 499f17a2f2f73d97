import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { totpCode } from '../crypto/totp';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../seed/demo-accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

// Attacks on the two-factor step: the verification call as a password oracle around the login captcha, a
// replayed authenticator code, and a verified IP trusted forever.

const LOGIN = '/wps/session/login';
const VERIFY = '/wps/session/login/verification';
const base = { username: 'demo_2fa', password: DEMO_PASSWORD };

let s: TestServer;
let now: number;
beforeEach(async () => {
  now = 1_800_000_000_000;
  s = await startTestServer({ now: () => now });
});
afterEach(() => s.close());

const login = (fields: Record<string, unknown> = {}) =>
  s.postEncrypted(LOGIN, { ...base, type: 'username', ...fields });
const verify = (fields: Record<string, unknown>) => s.postEncrypted(VERIFY, { ...base, ...fields });

async function plainCaptcha(): Promise<{ captchaKey: string; captcha: string }> {
  const image = await s.get<{ key: string }>(`/wps/captcha/image?t=${now}`);
  const list = await s.admin<{ key: string; answer: string }[]>(
    'GET',
    '/admin/captchas?merchant=DEMO&limit=1',
  );
  expect(list.body.value[0]?.key).toBe(image.body.value.key);
  return { captchaKey: image.body.value.key, captcha: list.body.value[0]?.answer ?? '' };
}

describe('the login captcha on the verification', () => {
  beforeEach(() =>
    s.admin('PATCH', '/admin/merchants/DEMO/settings', { public: { captcha: { login: true } } }),
  );

  it('is required when the login did not just ask this IP for a verification (no password oracle)', async () => {
    const res = await verify({ method: 'P', payeeName: 'Juan Dela Cruz' });
    expect(res.body.errorCode).toBe('captcha.required');
    const wrongPassword = await verify({ password: 'Guess@2026', method: 'P', payeeName: 'x' });
    expect(wrongPassword.body.errorCode).toBe('captcha.required');
    const withCaptcha = await verify({ method: 'P', payeeName: 'Juan Dela Cruz', ...(await plainCaptcha()) });
    expect(withCaptcha.body.success).toBe(true);
  });

  it('is not asked within two minutes of login_verify_required to this IP for this member', async () => {
    const asked = await login(await plainCaptcha());
    expect(asked.body.errorCode).toBe('login_verify_required');
    now += 119_000;
    expect((await verify({ method: 'P', payeeName: 'Juan Dela Cruz' })).body.success).toBe(true);
  });

  it('is asked again after two minutes, and from another IP', async () => {
    expect((await login(await plainCaptcha())).body.errorCode).toBe('login_verify_required');
    const key = await s.rsaKey();
    const { encryptLikeClient } = await import('../testing/client-encrypt');
    const enc = encryptLikeClient(key.rsaKey, key.RSA, { ...base, method: 'P', payeeName: 'Juan Dela Cruz' });
    const otherIp = await s.request({
      method: 'POST',
      url: VERIFY,
      remoteAddress: '10.3.3.3',
      headers: { merchant: 'DEMO', ...enc.headers },
      payload: enc.body,
    });
    expect(otherIp.body.errorCode).toBe('captcha.required');
    now += 120_001;
    expect((await verify({ method: 'P', payeeName: 'Juan Dela Cruz' })).body.errorCode).toBe(
      'captcha.required',
    );
  });
});

describe('authenticator codes', () => {
  it('accepts a code once: the same code, or an older one of the window, is refused after it', async () => {
    const code = totpCode(DEMO_TOTP_SECRET, now);
    expect((await verify({ method: 'G', authCode: code })).body.success).toBe(true);
    expect((await verify({ method: 'G', authCode: code })).body.errorCode).toBe('login.verify.failed');
    const older = totpCode(DEMO_TOTP_SECRET, now - 30_000);
    expect((await verify({ method: 'G', authCode: older })).body.errorCode).toBe('login.verify.failed');
    now += 30_000;
    expect((await verify({ method: 'G', authCode: totpCode(DEMO_TOTP_SECRET, now) })).body.success).toBe(
      true,
    );
  });

  it('accepts one of parallel replays of a code, and only one', async () => {
    const code = totpCode(DEMO_TOTP_SECRET, now);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => verify({ method: 'G', authCode: code })),
    );
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
  });
});

describe('verified IPs', () => {
  it('expire after the default 30 days', async () => {
    expect((await verify({ method: 'P', payeeName: 'Juan Dela Cruz' })).body.success).toBe(true);
    now += 30 * 86_400_000 - 1;
    expect((await login()).body.success).toBe(true);
    now += 2;
    expect((await login()).body.errorCode).toBe('login_verify_required');
  });

  it("follow the merchant's verifiedIpDays", async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', { verifiedIpDays: 1 });
    expect((await verify({ method: 'P', payeeName: 'Juan Dela Cruz' })).body.success).toBe(true);
    now += 86_400_000 + 1;
    expect((await login()).body.errorCode).toBe('login_verify_required');
  });
});
