import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FirebaseTokenRejected, type FirebaseIdentity } from '../services/firebase-verifier';
import { derivedUsername } from '../services/firebase-sign-in';
import { startTestServer, type TestServer } from '../testing/test-server';

// Social and phone sign-in with a verifier injected in place of firebase-admin (the real one, against the
// Auth emulator, is in firebase-emulator.test.ts). A token here is the JSON of the identity it stands for.

const LOGIN = '/wps/session/login';
const REGISTER = '/wps/member/register/firebase';
const PROJECT = 'demo-unit';

const token = (identity: Partial<FirebaseIdentity> & { uid: string }): string =>
  JSON.stringify({ signInProvider: 'google.com', phoneNumber: null, email: null, name: null, ...identity });

let s: TestServer;
let verifiedProjects: string[];
beforeEach(async () => {
  verifiedProjects = [];
  s = await startTestServer({
    firebaseVerifier: {
      async verifyIdToken(projectId, idToken) {
        verifiedProjects.push(projectId);
        try {
          return JSON.parse(idToken) as FirebaseIdentity;
        } catch {
          throw new FirebaseTokenRejected('auth/argument-error');
        }
      },
    },
  });
  await patch({ public: { smsProvider: { firebase: true, apiKey: 'key', projectId: PROJECT } } });
});
afterEach(() => s.close());

const patch = async (settings: object) => {
  const res = await s.admin('PATCH', '/admin/merchants/DEMO/settings', settings);
  expect(res.body.success).toBe(true);
};
const createMember = (username: string, extra: object = {}) =>
  s.admin('POST', '/admin/members', {
    merchant: 'DEMO',
    username,
    password: 'Secret99',
    firstLoginDone: true,
    ...extra,
  });
const socialLogin = (channel: string, idToken: string) =>
  s.postEncrypted<Record<string, unknown> | null>(LOGIN, {
    username: '',
    password: '',
    type: 'firebase',
    firebaseChannel: channel,
    firebaseIdToken: idToken,
  });
const socialRegister = (channel: string, idToken: string) =>
  s.postEncrypted<Record<string, unknown> | null>(REGISTER, {
    firebaseChannel: channel,
    firebaseIdToken: idToken,
    login: true,
  });

describe('social login (login type firebase)', () => {
  it('answers bind_customer_required, with a bracketed tag before the message, for an unbound identity', async () => {
    const res = await socialLogin('google', token({ uid: 'g-1' }));
    expect(res.body).toMatchObject({ success: false, errorCode: 'bind_customer_required' });
    expect(res.body.message).toMatch(/^\[[^\]]+\] \S/);
    expect(verifiedProjects).toEqual([PROJECT]);
  });

  it('refuses a token that does not verify, or does not fit the channel, with firebase.token.invalid', async () => {
    expect((await socialLogin('google', 'forged')).body.errorCode).toBe('firebase.token.invalid');
    const facebookToken = token({ uid: 'f-1', signInProvider: 'facebook.com' });
    expect((await socialLogin('google', facebookToken)).body.errorCode).toBe('firebase.token.invalid');
    expect((await socialLogin('phone', token({ uid: 'p-0', signInProvider: 'phone' }))).body.errorCode).toBe(
      'firebase.token.invalid',
    );
  });

  it('accepts each channel with its provider (LINE through OpenID Connect)', async () => {
    for (const [channel, signInProvider] of [
      ['google', 'google.com'],
      ['facebook', 'facebook.com'],
      ['twitter', 'twitter.com'],
      ['line', 'oidc.line'],
    ] as const) {
      const res = await socialLogin(channel, token({ uid: `${channel}-1`, signInProvider }));
      expect(res.body.errorCode).toBe('bind_customer_required');
    }
  });

  it('answers firebase.unavailable when the merchant has no Firebase project', async () => {
    await patch({ public: { smsProvider: { firebase: false } } });
    const res = await socialLogin('google', token({ uid: 'g-1' }));
    expect(res.body.errorCode).toBe('firebase.unavailable');
    expect(verifiedProjects).toEqual([]);
  });

  it('refuses a missing token or channel, and an unknown channel, with request.invalid', async () => {
    const noToken = await s.postEncrypted(LOGIN, {
      username: '',
      password: '',
      type: 'firebase',
      firebaseChannel: 'google',
    });
    expect(noToken.status).toBe(400);
    expect(noToken.body.message).toBe('firebaseIdToken: Required');
    const unknown = await socialLogin('myspace', token({ uid: 'x' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorCode).toBe('request.invalid');
  });

  it('phone channel: signs in the member whose mobile is the verified number, and binds it', async () => {
    await createMember('phoneowner', { mobile: '+639170000123' });
    const phoneToken = token({ uid: 'p-1', signInProvider: 'phone', phoneNumber: '+639170000123' });
    const first = await socialLogin('phone', phoneToken);
    expect(first.body).toMatchObject({ success: true, value: { userName: 'phoneowner' } });
    // Bound now: the member is found by the uid even after the mobile changes hands.
    const second = await socialLogin(
      'phone',
      token({ uid: 'p-1', signInProvider: 'phone', phoneNumber: '+1' }),
    );
    expect(second.body).toMatchObject({ success: true, value: { userName: 'phoneowner' } });
    const stranger = token({ uid: 'p-2', signInProvider: 'phone', phoneNumber: '+639170000999' });
    expect((await socialLogin('phone', stranger)).body.errorCode).toBe('bind_customer_required');
  });
});

describe('phone identities and unproven numbers', () => {
  // The attack: someone registers another person's number; the owner's later phone sign-in must not land in
  // (and bind to) that account.
  const unproven = (username: string) =>
    s.app.appContext.db
      .updateTable('members')
      .set({ mobile_verified: 0 })
      .where('username', '=', username)
      .execute();

  it('never binds a phone identity to a number no SMS code proved', async () => {
    await createMember('squatter', { mobile: '+639170000321' });
    await unproven('squatter');
    const owner = token({ uid: 'p-owner', signInProvider: 'phone', phoneNumber: '+639170000321' });
    expect((await socialLogin('phone', owner)).body.errorCode).toBe('bind_customer_required');
    const bound = await s.app.appContext.db.selectFrom('firebase_identities').selectAll().execute();
    expect(bound).toEqual([]);
  });

  it('binds it once an SMS login proved the number', async () => {
    const inbox: string[] = [];
    await s.close();
    s = await startTestServer({
      smsTransport: { send: (m) => void inbox.push(m.code) },
      firebaseVerifier: {
        verifyIdToken: async (_projectId, idToken) => JSON.parse(idToken) as FirebaseIdentity,
      },
    });
    await patch({ public: { smsProvider: { firebase: true, apiKey: 'key', projectId: PROJECT } } });
    await createMember('provenown', { mobile: '+639170000322' });
    await unproven('provenown');
    await s.post('/wps/verification/sms/noLogin', { countryDialingCode: '63', mobileNum: '9170000322' });
    const sms = await s.postEncrypted(LOGIN, {
      username: '+639170000322',
      password: inbox.at(-1),
      type: 'sms',
    });
    expect(sms.body.success).toBe(true);
    const owner = token({ uid: 'p-proven', signInProvider: 'phone', phoneNumber: '+639170000322' });
    expect((await socialLogin('phone', owner)).body).toMatchObject({
      success: true,
      value: { userName: 'provenown' },
    });
  });
});

describe('log in to existing account (password login with the pending identity)', () => {
  it('binds when the login names the account by its mobile number (compared by member, not by the typed text)', async () => {
    await createMember('bymobile', { mobile: '+639170000654' });
    const google = token({ uid: 'g-mobile' });
    const bind = (username: string) =>
      s.postEncrypted(LOGIN, {
        username,
        password: 'Secret99',
        type: 'username',
        firebaseChannel: 'google',
        firebaseIdToken: google,
      });
    expect((await bind('bymobile')).body.success).toBe(true);
    for (const typed of ['+639170000654', '09170000654']) {
      expect((await bind(typed)).body, typed).toMatchObject({
        success: true,
        value: { userName: 'bymobile' },
      });
    }
  });

  it('binds the identity when the password login succeeds; the next social login goes straight in', async () => {
    await createMember('existing1');
    const google = token({ uid: 'g-bind' });
    const wrong = await s.postEncrypted(LOGIN, {
      username: 'existing1',
      password: 'Wrong999',
      type: 'username',
      firebaseChannel: 'google',
      firebaseIdToken: google,
    });
    expect(wrong.body.errorCode).toBe('login.cred.err');
    expect((await socialLogin('google', google)).body.errorCode).toBe('bind_customer_required');

    const res = await s.postEncrypted(LOGIN, {
      username: 'Existing1',
      password: 'Secret99',
      type: 'username',
      firebaseChannel: 'google',
      firebaseIdToken: google,
    });
    expect(res.body).toMatchObject({ success: true, value: { userName: 'existing1' } });
    const again = await socialLogin('google', google);
    expect(again.body).toMatchObject({
      success: true,
      value: { userName: 'existing1', firstTimeLogin: false },
    });
  });

  it('refuses an identity bound to another account, and a bad pending token, before checking the password', async () => {
    await createMember('ownera');
    await createMember('ownerb');
    const google = token({ uid: 'g-owned' });
    const bind = (username: string, idToken: string) =>
      s.postEncrypted(LOGIN, {
        username,
        password: 'Secret99',
        type: 'username',
        firebaseChannel: 'google',
        firebaseIdToken: idToken,
      });
    expect((await bind('ownera', google)).body.success).toBe(true);
    expect((await bind('ownera', google)).body.success).toBe(true);
    expect((await bind('ownerb', google)).body.errorCode).toBe('firebase.identity.bound');
    expect((await bind('ownerb', 'forged')).body.errorCode).toBe('firebase.token.invalid');
  });

  it('refuses a pending token without its channel', async () => {
    const res = await s.postEncrypted(LOGIN, {
      username: 'demo_member',
      password: 'x',
      type: 'username',
      firebaseIdToken: token({ uid: 'g' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('firebaseChannel: Required');
  });
});

describe('POST /wps/member/register/firebase (social register)', () => {
  it('is closed unless the auto-register mode or FIREBASECREATEACC3 is on', async () => {
    const res = await socialRegister('google', token({ uid: 'g-new' }));
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request.invalid');
  });

  it.each([
    ['the auto-register mode', { public: { socialSignIn: { autoRegister: true } } }],
    ['FIREBASECREATEACC3', { public: { whitelabel: { FIREBASECREATEACC3: true } } }],
  ])('with %s: creates a member bound to the identity and signs it in', async (_, settings) => {
    await patch(settings);
    const google = token({ uid: 'g-new', email: 'Lucky.Player+1@example.com' });
    const res = await socialRegister('google', google);
    expect(res.body).toMatchObject({
      success: true,
      value: { userName: 'luckyplayer1', customerType: 0, firstTimeLogin: true, passwordIsDefault: false },
    });
    expect(typeof res.body.value?.token).toBe('string');
    const again = await socialLogin('google', google);
    expect(again.body).toMatchObject({ success: true, value: { userName: 'luckyplayer1' } });
    // Registering the same identity again signs in to the same member instead of making another.
    const twice = await socialRegister('google', google);
    expect(twice.body).toMatchObject({ success: true, value: { userName: 'luckyplayer1' } });
  });

  it('derives another free username when the derived one is taken', async () => {
    await patch({ public: { socialSignIn: { autoRegister: true } } });
    await createMember('taken');
    const res = await socialRegister('google', token({ uid: 'g-taken', email: 'taken@example.com' }));
    expect(res.body.value?.userName).toMatch(/^taken_\d{4}$/);
  });

  it('concurrent registrations of one identity create one member', async () => {
    await patch({ public: { socialSignIn: { autoRegister: true } } });
    const google = token({ uid: 'g-race', email: 'racer@example.com' });
    const answers = await Promise.all([1, 2, 3].map(() => socialRegister('google', google)));
    expect(new Set(answers.map((a) => a.body.value?.userName))).toEqual(new Set(['racer']));
  });

  it('phone channel: the new member has the verified number as its mobile', async () => {
    await patch({ public: { socialSignIn: { autoRegister: true } } });
    const phone = token({ uid: 'p-new', signInProvider: 'phone', phoneNumber: '+639170000777' });
    const res = await socialRegister('phone', phone);
    expect(res.body).toMatchObject({ success: true, value: { userName: 'm639170000777' } });
    const sms = await s.post('/wps/verification/sms/noLogin', {
      countryDialingCode: '63',
      mobileNum: '9170000777',
    });
    expect(sms.body.success).toBe(true);
    const outbox = await s.admin<{ code: string }[]>('GET', '/admin/sms-outbox?mobileNum=9170000777');
    const smsLogin = await s.postEncrypted(LOGIN, {
      username: '+639170000777',
      password: outbox.body.value[0]?.code ?? '',
      type: 'sms',
    });
    expect(smsLogin.body).toMatchObject({ success: true, value: { userName: 'm639170000777' } });
  });
});

describe('derivedUsername', () => {
  it.each([
    ['the e-mail local part, lower-case, without other characters', { email: 'Ann.Lee@x.com' }, 'annlee'],
    ['a letter first', { email: '42life@x.com' }, 'u42life'],
    ['at most 12 characters', { email: 'averyveryverylongname@x.com' }, 'averyveryver'],
    ['the display name without an e-mail', { name: 'Zoë Park' }, 'zopark'],
    ['m and the digits of a phone number', { phoneNumber: '+639171234567' }, 'm639171234567'],
  ])('%s', (_, fields, expected) => {
    expect(
      derivedUsername({
        uid: 'u',
        signInProvider: 'x',
        email: null,
        name: null,
        phoneNumber: null,
        ...fields,
      }),
    ).toBe(expected);
  });

  it('pads a short name with digits to pass the username rule', () => {
    expect(
      derivedUsername({ uid: 'u', signInProvider: 'x', email: 'al@x.com', name: null, phoneNumber: null }),
    ).toMatch(/^al\d{4}$/);
  });
});

describe('the Auth emulator in the system status', () => {
  it('is named only when the server uses one; a stored value is never sent', async () => {
    await patch({ public: { smsProvider: { authEmulatorOrigin: 'http://evil.example' } } });
    const plain = await s.get<{ settings: { smsProvider: Record<string, unknown> } }>('/wps/system/status');
    expect(plain.body.value.settings.smsProvider).not.toHaveProperty('authEmulatorOrigin');
    // Firebase Auth's own hosts are allowed for every merchant; no emulator without one configured.
    const plainCsp = String(plain.res.headers['content-security-policy'] ?? '');
    expect(plainCsp).toMatch(/script-src [^;]*https:\/\/apis\.google\.com/);
    expect(plainCsp).toMatch(/connect-src [^;]*https:\/\/identitytoolkit\.googleapis\.com/);
    expect(plainCsp).not.toMatch(/http:\/\/127\.0\.0\.1/);
    await s.close();
    s = await startTestServer({ firebaseAuthEmulatorHost: '127.0.0.1:9999' });
    const res = await s.get<{ settings: { smsProvider: Record<string, unknown> } }>('/wps/system/status');
    expect(res.body.value.settings.smsProvider.authEmulatorOrigin).toBe('http://127.0.0.1:9999');
    const csp = String(res.res.headers['content-security-policy'] ?? '');
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:9999/);
    expect(csp).toMatch(/frame-src [^;]*http:\/\/127\.0\.0\.1:9999/);
    // A page on a loopback name reaches the emulator by that name, so that its helper frame is same-site.
    const named = await s.get<{ settings: { smsProvider: Record<string, unknown> } }>(
      '/wps/system/status?originalDomain=m1.localhost',
    );
    expect(named.body.value.settings.smsProvider.authEmulatorOrigin).toBe('http://m1.localhost:9999');
    expect(csp).toMatch(/frame-src [^;]*http:\/\/\*\.localhost:9999/);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/\*\.localhost:9999/);
  });
});

describe('two-factor by SMS through the phone provider (firebaseIdToken)', () => {
  const VERIFY = '/wps/session/login/verification';
  const verify = (mobileNum: string, firebaseIdToken: string) =>
    s.postEncrypted(VERIFY, {
      username: 'twofactorphone',
      password: 'Secret99',
      method: 'S',
      mobileNum,
      firebaseIdToken,
    });
  const phoneToken = (phoneNumber: string) =>
    token({ uid: `p-${phoneNumber}`, signInProvider: 'phone', phoneNumber });

  beforeEach(async () => {
    await createMember('twofactorphone', { mobile: '+639170000777', verifyNewIp: true });
  });

  it("passes with a phone sign-in of the member's own number, and the login then goes through", async () => {
    expect((await verify('9170000777', phoneToken('+639170000777'))).body.success).toBe(true);
    const login = await s.postEncrypted<Record<string, unknown>>(LOGIN, {
      username: 'twofactorphone',
      password: 'Secret99',
      type: 'username',
    });
    expect(login.body.success).toBe(true);
  });

  it("attack: a phone sign-in of the attacker's own number does not pass for the member's", async () => {
    const res = await verify('9170000777', phoneToken('+639170000778'));
    expect(res.body).toMatchObject({ success: false, errorCode: 'login.verify.failed' });
  });

  it('a token that does not verify is refused by name', async () => {
    expect((await verify('9170000777', 'forged')).body.errorCode).toBe('firebase.token.invalid');
  });
});

describe('Firebase cannot be asked (network, credentials)', () => {
  it('answers firebase unavailable by name, never a 5xx', async () => {
    await s.close();
    s = await startTestServer({
      firebaseVerifier: {
        verifyIdToken: () => Promise.reject(new Error('Could not load the default credentials')),
      },
    });
    await patch({ public: { smsProvider: { firebase: true, apiKey: 'key', projectId: PROJECT } } });
    const res = await socialLogin('google', token({ uid: 'g-down' }));
    expect(res.status).toBeLessThan(500);
    expect(res.body.errorCode).toBe('firebase.unavailable');
  });
});
