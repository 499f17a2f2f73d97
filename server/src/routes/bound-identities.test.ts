import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FirebaseIdentity } from '../services/firebase-verifier';
import { FirebaseTokenRejected } from '../services/firebase-verifier';
import { bindingId, providerChannel } from '../services/identity-bindings';
import { PENDING_SIGN_IN_MS } from '../services/login';
import { encryptLikeClient } from '../testing/client-encrypt';
import { smsInbox, type SmsInbox } from '../testing/default-password-login';
import { startTestServer, type TestServer } from '../testing/test-server';

// Attacks on social and SMS sign-in as a way back in: an intruder who got in once binds his own Google account
// ("log in to existing account") and keeps signing in after the owner's password change and the admin's
// revocation; social and SMS sign-in skipped the new-IP verification the password login asks. The verifier
// stands in for firebase-admin: a token is the JSON of the identity it stands for.

const LOGIN = '/wps/session/login';
const VERIFY = '/wps/session/login/verification';
const LIST = 'WPSCORE_listBoundIdentities';
const REMOVE = 'WPSCORE_removeBoundIdentity';
const PROJECT = 'demo-unit';
const PASSWORD = 'Secret99';
const HOME_IP = '127.0.0.1';
const NEW_IP = '10.9.9.9';

const token = (identity: Partial<FirebaseIdentity> & { uid: string }): string =>
  JSON.stringify({ signInProvider: 'google.com', phoneNumber: null, email: null, name: null, ...identity });
const INTRUDER_GOOGLE = token({ uid: 'intruder-google-uid-0001', email: 'intruder@example.com' });

let s: TestServer;
let now: number;
let inbox: SmsInbox;
beforeEach(async () => {
  now = 1_800_000_000_000;
  inbox = smsInbox();
  s = await startTestServer({
    now: () => now,
    smsTransport: inbox.transport,
    firebaseVerifier: {
      async verifyIdToken(_projectId, idToken) {
        try {
          return JSON.parse(idToken) as FirebaseIdentity;
        } catch {
          throw new FirebaseTokenRejected('auth/argument-error');
        }
      },
    },
  });
  const res = await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
    public: { smsProvider: { firebase: true, apiKey: 'key', projectId: PROJECT } },
  });
  expect(res.body.success).toBe(true);
});
afterEach(() => s.close());

const createMember = async (username: string, extra: object = {}) => {
  const res = await s.admin('POST', '/admin/members', {
    merchant: 'DEMO',
    username,
    password: PASSWORD,
    firstLoginDone: true,
    ...extra,
  });
  expect(res.body.success).toBe(true);
};

/** An encrypted post from the client IP `ip`. */
async function postFrom<T = Record<string, unknown> | null>(ip: string, url: string, payload: unknown) {
  const key = await s.rsaKey();
  const enc = encryptLikeClient(key.rsaKey, key.RSA, payload);
  return s.request<T>({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { merchant: 'DEMO', ...enc.headers },
    payload: enc.body,
  });
}

/** The SMS code send (plain JSON) to the guarded member's number, from the client IP `ip`. */
async function sendSmsFrom(ip: string) {
  const res = await s.request({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    remoteAddress: ip,
    headers: { merchant: 'DEMO', 'content-type': 'application/json' },
    payload: JSON.stringify({ countryDialingCode: '63', mobileNum: '9170004444' }),
  });
  expect(res.body.success).toBe(true);
}

const googleLogin = (idToken: string, ip = HOME_IP) =>
  postFrom<{ token: string; userName: string; pendingSignIn?: string } | null>(ip, LOGIN, {
    username: '',
    password: '',
    type: 'firebase',
    firebaseChannel: 'google',
    firebaseIdToken: idToken,
  });

/** The intruder's 'log in to existing account': the owner's password login carrying his Google identity. */
async function intruderBindsGoogle(username: string) {
  expect((await googleLogin(INTRUDER_GOOGLE)).body.errorCode).toBe('bind_customer_required');
  const bind = await postFrom(HOME_IP, LOGIN, {
    username,
    password: PASSWORD,
    type: 'username',
    firebaseChannel: 'google',
    firebaseIdToken: INTRUDER_GOOGLE,
  });
  expect(bind.body.success).toBe(true);
  expect((await googleLogin(INTRUDER_GOOGLE)).body).toMatchObject({
    success: true,
    value: { userName: username },
  });
}

describe('attack: an intruder binds his Google account to keep access', () => {
  beforeEach(() => createMember('owner01'));

  it("the owner's password change drops it: Google sign-in then answers bind_customer_required", async () => {
    await intruderBindsGoogle('owner01');
    const ownerToken = await s.login('owner01', PASSWORD);
    const change = await s.postEncrypted(
      '/wps/member/password',
      { oldPassword: PASSWORD, newPassword: 'Changed77' },
      { authorization: ownerToken },
    );
    expect(change.body.success).toBe(true);
    const after = await googleLogin(INTRUDER_GOOGLE);
    expect(after.body).toMatchObject({ success: false, errorCode: 'bind_customer_required' });
  });

  it("the admin's session revocation drops it, and says how many bindings went", async () => {
    await intruderBindsGoogle('owner01');
    const revoke = await s.admin('POST', '/admin/members/owner01/revoke-sessions');
    expect(revoke.body.value).toMatchObject({ identitiesDropped: 1 });
    expect((await googleLogin(INTRUDER_GOOGLE)).body.errorCode).toBe('bind_customer_required');
  });

  it("drops every binding, the owner's too: the owner binds again with the password", async () => {
    const OWNER_GOOGLE = token({ uid: 'owner-google-uid-0001' });
    await intruderBindsGoogle('owner01');
    await postFrom(HOME_IP, LOGIN, {
      username: 'owner01',
      password: PASSWORD,
      type: 'username',
      firebaseChannel: 'google',
      firebaseIdToken: OWNER_GOOGLE,
    });
    await s.admin('POST', '/admin/members/owner01/revoke-sessions');
    expect((await googleLogin(OWNER_GOOGLE)).body.errorCode).toBe('bind_customer_required');
    const rebind = await postFrom(HOME_IP, LOGIN, {
      username: 'owner01',
      password: PASSWORD,
      type: 'username',
      firebaseChannel: 'google',
      firebaseIdToken: OWNER_GOOGLE,
    });
    expect(rebind.body.success).toBe(true);
    expect((await googleLogin(OWNER_GOOGLE)).body.success).toBe(true);
  });
});

describe('attack: social and SMS sign-in from a new IP skip the new-IP verification', () => {
  const PAYEE = 'Maria Santos';
  beforeEach(async () => {
    await createMember('guarded01', { verifyNewIp: true, payeeName: PAYEE, mobile: '+639170004444' });
    // Verified and bound from the home IP: the intruder's first visit, with the stolen password.
    const verified = await postFrom(HOME_IP, VERIFY, {
      username: 'guarded01',
      password: PASSWORD,
      method: 'P',
      payeeName: PAYEE,
    });
    expect(verified.body.success).toBe(true);
    await intruderBindsGoogle('guarded01');
  });

  it('Google sign-in from a new IP answers login_verify_required, with no session', async () => {
    const res = await googleLogin(INTRUDER_GOOGLE, NEW_IP);
    expect(res.body).toMatchObject({
      success: false,
      errorCode: 'login_verify_required',
      value: { payeeName: true, sms: true, email: false, ga: false },
    });
    expect(res.body.value).not.toHaveProperty('token');
    expect(typeof res.body.value?.pendingSignIn).toBe('string');
  });

  it('SMS login from a new IP answers login_verify_required, with no session', async () => {
    await sendSmsFrom(NEW_IP);
    const res = await postFrom(NEW_IP, LOGIN, {
      username: '+639170004444',
      password: inbox.lastCode('+639170004444'),
      type: 'sms',
    });
    expect(res.body).toMatchObject({ success: false, errorCode: 'login_verify_required' });
    expect(res.body.value).not.toHaveProperty('token');
  });

  it('the verification of the pending sign-in completes it: the session is the answer, once', async () => {
    const asked = await googleLogin(INTRUDER_GOOGLE, NEW_IP);
    const pendingSignIn = asked.body.value?.pendingSignIn;
    const pass = { username: '', password: '', method: 'P', payeeName: PAYEE, pendingSignIn };
    const verified = await postFrom<{ token: string; userName: string }>(NEW_IP, VERIFY, pass);
    expect(verified.body).toMatchObject({ success: true, value: { userName: 'guarded01' } });
    const info = await s.request({
      method: 'GET',
      url: '/wps/member/info',
      remoteAddress: NEW_IP,
      headers: { merchant: 'DEMO', authorization: verified.body.value.token },
    });
    expect(info.body.success).toBe(true);
    // Single use; and the IP is verified now, so the next sign-in goes straight in.
    expect((await postFrom(NEW_IP, VERIFY, pass)).body.errorCode).toBe('login.verify.failed');
    expect((await googleLogin(INTRUDER_GOOGLE, NEW_IP)).body.success).toBe(true);
  });

  it('the SMS login completes through the SMS method of the verification', async () => {
    await sendSmsFrom(NEW_IP);
    const asked = await postFrom(NEW_IP, LOGIN, {
      username: '+639170004444',
      password: inbox.lastCode('+639170004444'),
      type: 'sms',
    });
    now += 61_000;
    await sendSmsFrom(NEW_IP);
    const verified = await postFrom(NEW_IP, VERIFY, {
      username: '',
      password: '',
      method: 'S',
      mobileNum: '9170004444',
      verificationCode: inbox.lastCode('+639170004444'),
      pendingSignIn: (asked.body.value as { pendingSignIn: string }).pendingSignIn,
    });
    expect(verified.body).toMatchObject({ success: true, value: { userName: 'guarded01' } });
  });

  it('attack: the verification cannot stand in for the sign-in (made-up, other IP, expired, wrong answer)', async () => {
    const wrongAnswer = { username: '', password: '', method: 'P', payeeName: 'Somebody Else' };
    const madeUp = await postFrom(NEW_IP, VERIFY, {
      ...wrongAnswer,
      payeeName: PAYEE,
      pendingSignIn: 'x'.repeat(43),
    });
    expect(madeUp.body).toMatchObject({ success: false, errorCode: 'login.verify.failed', value: null });
    expect(madeUp.body.message).toBe('This sign-in has expired. Please sign in again.');

    const pendingSignIn = (await googleLogin(INTRUDER_GOOGLE, NEW_IP)).body.value?.pendingSignIn;
    const right = { ...wrongAnswer, payeeName: PAYEE, pendingSignIn };
    expect((await postFrom('10.7.7.7', VERIFY, right)).body.value).toBeNull();
    expect((await postFrom(NEW_IP, VERIFY, { ...wrongAnswer, pendingSignIn })).body.value).toBeNull();
    now += PENDING_SIGN_IN_MS + 1;
    const late = await postFrom(NEW_IP, VERIFY, right);
    expect(late.body).toMatchObject({ success: false, value: null });
    expect(late.body.message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('of parallel verifications of one pending sign-in, exactly one gets the session', async () => {
    const pendingSignIn = (await googleLogin(INTRUDER_GOOGLE, NEW_IP)).body.value?.pendingSignIn;
    const pass = { username: '', password: '', method: 'P', payeeName: PAYEE, pendingSignIn };
    const results = await Promise.all(Array.from({ length: 4 }, () => postFrom(NEW_IP, VERIFY, pass)));
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
  });

  it('wrong answers count toward the account lockout', async () => {
    const pendingSignIn = (await googleLogin(INTRUDER_GOOGLE, NEW_IP)).body.value?.pendingSignIn;
    expect(pendingSignIn).toEqual(expect.any(String));
    const wrong = { username: '', password: '', method: 'P', payeeName: 'Guess', pendingSignIn };
    for (let i = 0; i < 5; i++) await postFrom(NEW_IP, VERIFY, wrong);
    const right = await postFrom(NEW_IP, VERIFY, { ...wrong, payeeName: PAYEE });
    expect(right.body.errorCode).toBe('login.throttled');
  });

  it('a revocation drops the pending sign-ins too', async () => {
    const pendingSignIn = (await googleLogin(INTRUDER_GOOGLE, NEW_IP)).body.value?.pendingSignIn;
    expect(pendingSignIn).toEqual(expect.any(String));
    await s.admin('POST', '/admin/members/guarded01/revoke-sessions');
    const res = await postFrom(NEW_IP, VERIFY, {
      username: '',
      password: '',
      method: 'P',
      payeeName: PAYEE,
      pendingSignIn,
    });
    expect(res.body.success).toBe(false);
  });
});

describe('the member sees and removes bound identities (relay)', () => {
  beforeEach(() => createMember('owner02'));

  it('lists provider and bound time, never the uid; removing one stops its sign-in', async () => {
    await intruderBindsGoogle('owner02');
    const auth = { authorization: await s.login('owner02', PASSWORD) };
    const list = await s.relay<{ id: string; provider: string; boundAt: number }[]>(LIST, {}, auth);
    expect(list.body.value).toEqual([
      { id: bindingId('intruder-google-uid-0001'), provider: 'google', boundAt: now },
    ]);
    expect(JSON.stringify(list.body)).not.toContain('intruder-google-uid-0001');

    expect((await s.relay(REMOVE, { id: list.body.value[0]?.id }, auth)).body).toMatchObject({
      success: true,
      value: null,
    });
    expect((await googleLogin(INTRUDER_GOOGLE)).body.errorCode).toBe('bind_customer_required');
    expect((await s.relay(LIST, {}, auth)).body.value).toEqual([]);
  });

  it("attack: a member cannot remove another member's binding by its id", async () => {
    await intruderBindsGoogle('owner02');
    const other = { authorization: await s.loginNewMember('other02', PASSWORD, { firstLoginDone: true }) };
    const res = await s.relay(REMOVE, { id: bindingId('intruder-google-uid-0001') }, other);
    expect(res.body.success).toBe(true);
    expect((await googleLogin(INTRUDER_GOOGLE)).body.success).toBe(true);
  });

  it('needs a session', async () => {
    expect((await s.relay(LIST, {})).status).toBe(401);
    expect((await s.relay(REMOVE, { id: 'abc' })).status).toBe(401);
  });
});

describe('the admin lists and removes bound identities', () => {
  beforeEach(() => createMember('owner03'));

  it('lists them with the uid, removes one by id or all', async () => {
    await intruderBindsGoogle('owner03');
    const list = await s.admin<{ id: string; uid: string; provider: string }[]>(
      'GET',
      '/admin/members/owner03/identities',
    );
    expect(list.body.value).toMatchObject([{ uid: 'intruder-google-uid-0001', provider: 'google' }]);
    const id = list.body.value[0]?.id ?? '';
    expect((await s.admin('DELETE', `/admin/members/owner03/identities/${id}`)).body.success).toBe(true);
    expect((await s.admin('DELETE', `/admin/members/owner03/identities/${id}`)).status).toBe(404);
    expect((await googleLogin(INTRUDER_GOOGLE)).body.errorCode).toBe('bind_customer_required');

    await intruderBindsGoogle('owner03');
    const all = await s.admin('DELETE', '/admin/members/owner03/identities');
    expect(all.body.value).toEqual({ removed: 1 });
    expect((await googleLogin(INTRUDER_GOOGLE)).body.errorCode).toBe('bind_customer_required');
  });
});

describe('providerChannel', () => {
  it.each([
    ['google.com', 'google'],
    ['facebook.com', 'facebook'],
    ['twitter.com', 'twitter'],
    ['oidc.line', 'line'],
    ['oidc.line-jp', 'line'],
    ['phone', 'phone'],
    ['password', null],
    ['apple.com', null],
  ])('%s is %s', (provider, channel) => {
    expect(providerChannel(provider)).toBe(channel);
  });
});
