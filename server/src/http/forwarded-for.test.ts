import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustProxy, type TrustProxy } from '../config';
import { recordVerifiedIp } from '../services/verified-ips';
import { encryptLikeClient } from '../testing/client-encrypt';
import { startTestServer, type TestServer } from '../testing/test-server';

// The attack: with "trust every hop", a client writes a verified IP of its victim first in X-Forwarded-For and
// skips two-factor (or resets the throttle, or leaves a region block). demo_2fa verifies new IPs.
const VERIFIED = '203.0.113.50';
const ATTACKER = '198.51.100.66';
const PROXY = '127.0.0.1';

let s: TestServer | undefined;
afterEach(() => s?.close());

async function serverWithVerifiedIp(trustProxy: TrustProxy): Promise<TestServer> {
  s = await startTestServer({ trustProxy });
  const { db } = s.app.appContext;
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('username', '=', 'demo_2fa')
    .executeTakeFirstOrThrow();
  await recordVerifiedIp(db, member.id, VERIFIED, Date.now());
  return s;
}

/** demo_2fa's password login as sent by `remoteAddress` (the proxy, or a client reaching the server directly). */
async function login(server: TestServer, remoteAddress: string, forwardedFor: string) {
  const key = await server.rsaKey();
  const enc = encryptLikeClient(key.rsaKey, key.RSA, {
    username: 'demo_2fa',
    password: 'Demo@2026',
    type: 'username',
  });
  const res = await server.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress,
    headers: { merchant: 'DEMO', 'x-forwarded-for': forwardedFor, ...enc.headers },
    payload: enc.body,
  });
  return res.json<{ success: boolean; errorCode: string | null }>();
}

describe('X-Forwarded-For through a hop count (TRUST_PROXY=1)', () => {
  it('a forged first entry does not claim the verified IP: two-factor is still asked', async () => {
    const server = await serverWithVerifiedIp(parseTrustProxy('1', false));
    const forged = await login(server, PROXY, `${VERIFIED}, ${ATTACKER}`);
    expect(forged).toMatchObject({ success: false, errorCode: 'login_verify_required' });
    // The member's own request, whose address the proxy appended, is trusted as before.
    const genuine = await login(server, PROXY, VERIFIED);
    expect(genuine).toMatchObject({ success: true });
  });
});

describe('X-Forwarded-For through a list of proxies (TRUST_PROXY=127.0.0.1)', () => {
  it('a client that is not the proxy cannot name its address at all', async () => {
    const server = await serverWithVerifiedIp(parseTrustProxy('127.0.0.1', false));
    const direct = await login(server, ATTACKER, VERIFIED);
    expect(direct).toMatchObject({ success: false, errorCode: 'login_verify_required' });
    const forged = await login(server, PROXY, `${VERIFIED}, ${ATTACKER}`);
    expect(forged).toMatchObject({ success: false, errorCode: 'login_verify_required' });
  });
});
