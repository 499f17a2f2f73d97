import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RSA_KEY_GRACE_MS, RSA_KEY_LIFETIME_MS } from '../crypto/key-ring';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { encryptLikeClient, encryptTextLikeClient } from '../testing/client-encrypt';
import { startTestServer, type TestServer } from '../testing/test-server';

// The replay attacks, as an attacker on the wire makes them: a captured encrypted login is sent
// again as it is; a body captured under a key that has since been replaced is sent after the grace period.

const LOGIN = '/wps/session/login';
const KEY = '/wps/session/key/rsa';

let s: TestServer;
let now = 1_800_000_000_000;
beforeEach(async () => {
  now = 1_800_000_000_000;
  s = await startTestServer({ now: () => now });
});
afterEach(() => s.close());

const sessionCount = async () => {
  const row = await s.app.appContext.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** What a sniffer keeps of a post: its body and its headers, sent later exactly as they were. */
const capture = async (payload: unknown) => {
  const key = await s.rsaKey();
  const enc = encryptLikeClient(key.rsaKey, key.RSA, payload);
  return () =>
    s.request<{ token?: string }>({
      method: 'POST',
      url: LOGIN,
      headers: { merchant: 'DEMO', ...enc.headers },
      payload: enc.body,
    });
};
const demoLogin = { username: 'demo_member', password: DEMO_PASSWORD, type: 'username' };

describe('a captured encrypted login sent again', () => {
  it('is refused with encryption.replayed and opens no new session', async () => {
    const send = await capture(demoLogin);
    const first = await send();
    expect(first.body.success).toBe(true);
    const sessions = await sessionCount();

    for (let i = 0; i < 3; i++) {
      const again = await send();
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ success: false, errorCode: 'encryption.replayed', value: null });
    }
    expect(await sessionCount()).toBe(sessions);
  });

  it('is refused even when the first one failed (a wrong password is no second chance)', async () => {
    const send = await capture({ ...demoLogin, password: 'wrong-one1' });
    expect((await send()).body.errorCode).toBe('login.cred.err');
    expect((await send()).body.errorCode).toBe('encryption.replayed');
  });

  it('the same form encrypted again by the client is a new post', async () => {
    expect((await s.postEncrypted(LOGIN, demoLogin)).body.success).toBe(true);
    expect((await s.postEncrypted(LOGIN, demoLogin)).body.success).toBe(true);
  });
});

describe('RSA key rotation', () => {
  it('a body captured under a replaced key answers encryption.key.unknown after the grace period', async () => {
    const old = await s.rsaKey();
    const inFlight = await capture(demoLogin);
    const late = await capture(demoLogin);

    now += RSA_KEY_LIFETIME_MS;
    await s.get(`${KEY}?_=${now}`); // due: the server starts making the next key
    await s.app.appContext.rsaKeys.rotate();
    const next = await s.rsaKey();
    expect(next.RSA).not.toBe(old.RSA);
    expect(next.rsaKey).not.toBe(old.rsaKey);

    // Posts encrypted just before the rotation still land.
    expect((await inFlight()).body.success).toBe(true);
    now += RSA_KEY_GRACE_MS;
    const refused = await late();
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('encryption.key.unknown');
    // The client then fetches the key again and its retry goes through (web/src/api/request.ts).
    expect((await s.postEncrypted(LOGIN, demoLogin)).body.success).toBe(true);
  });

  it('rsaKeyLifetimeMs sets how long a key is handed out', async () => {
    await s.close();
    s = await startTestServer({ now: () => now, rsaKeyLifetimeMs: 1_000 });
    const old = await s.rsaKey();
    now += 999;
    expect((await s.rsaKey()).RSA).toBe(old.RSA);
    now += 1;
    await s.rsaKey();
    await s.app.appContext.rsaKeys.rotate();
    expect((await s.rsaKey()).RSA).not.toBe(old.RSA);
  });
});

describe("the client's nonce", () => {
  it('is dropped before the call sees the body: a login carrying it works like one without', async () => {
    const key = await s.rsaKey();
    for (const json of [
      JSON.stringify({ ...demoLogin, nonce: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      JSON.stringify(demoLogin),
    ]) {
      const enc = encryptTextLikeClient(key.rsaKey, key.RSA, json);
      const res = await s.request({
        method: 'POST',
        url: LOGIN,
        headers: { merchant: 'DEMO', ...enc.headers },
        payload: enc.body,
      });
      expect(res.body.success).toBe(true);
    }
  });
});
