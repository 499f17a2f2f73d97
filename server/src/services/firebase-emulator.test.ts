import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMULATOR_PROJECT,
  hasFirebaseEmulator,
  startFirebaseEmulator,
} from '../../../scripts/lib/firebase-emulator.mjs';
import { freePort } from '../../../scripts/lib/server.mjs';
import { googleIdToken, phoneIdToken } from '../testing/firebase-emulator-rest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { AUTH_EMULATOR_ENV, FirebaseTokenRejected, firebaseAdminVerifier } from './firebase-verifier';

// firebase-admin against the real Firebase Auth emulator (firebase-tools, installed with the e2e workspace;
// skipped when it is not installed). Starting it takes 10 to 30 s, once for this file.

let emulator: Awaited<ReturnType<typeof startFirebaseEmulator>> | undefined;

beforeAll(async () => {
  if (!hasFirebaseEmulator()) return;
  const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  emulator = await startFirebaseEmulator({ authPort, hubPort, loggingPort });
  process.env[AUTH_EMULATOR_ENV] = emulator.host;
}, 120_000);

afterAll(async () => {
  delete process.env[AUTH_EMULATOR_ENV];
  await emulator?.stop();
}, 30_000);

const host = () => emulator?.host ?? '';

describe.skipIf(!hasFirebaseEmulator())('firebase-admin verifier on the Auth emulator', () => {
  it('verifies a Google sign-in: uid, provider and e-mail; the same Google user is the same uid', async () => {
    const verifier = firebaseAdminVerifier(host());
    const first = await verifier.verifyIdToken(
      EMULATOR_PROJECT,
      await googleIdToken(host(), 'g-100', 'a@x.com'),
    );
    expect(first).toMatchObject({ signInProvider: 'google.com', email: 'a@x.com', phoneNumber: null });
    const again = await verifier.verifyIdToken(
      EMULATOR_PROJECT,
      await googleIdToken(host(), 'g-100', 'a@x.com'),
    );
    expect(again.uid).toBe(first.uid);
  });

  it('verifies a phone-code sign-in with its phone number', async () => {
    const verifier = firebaseAdminVerifier(host());
    const token = await phoneIdToken(host(), EMULATOR_PROJECT, '+639170000555');
    expect(await verifier.verifyIdToken(EMULATOR_PROJECT, token)).toMatchObject({
      signInProvider: 'phone',
      phoneNumber: '+639170000555',
    });
  });

  it('rejects a token of another project and a malformed one', async () => {
    const verifier = firebaseAdminVerifier(host());
    const token = await googleIdToken(host(), 'g-101', 'b@x.com');
    await expect(verifier.verifyIdToken('demo-other', token)).rejects.toBeInstanceOf(FirebaseTokenRejected);
    await expect(verifier.verifyIdToken(EMULATOR_PROJECT, 'not-a-token')).rejects.toBeInstanceOf(
      FirebaseTokenRejected,
    );
  });

  it('rejects the token of a user disabled since it was issued (checkRevoked)', async () => {
    const verifier = firebaseAdminVerifier(host());
    const token = await googleIdToken(host(), 'g-103', 'd@x.com');
    const { uid } = await verifier.verifyIdToken(EMULATOR_PROJECT, token);
    const [{ getApps, initializeApp }, { getAuth }] = await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/auth'),
    ]);
    const app =
      getApps().find((a) => a.name === 'test-admin') ??
      initializeApp({ projectId: EMULATOR_PROJECT }, 'test-admin');
    await getAuth(app).updateUser(uid, { disabled: true });
    await expect(verifier.verifyIdToken(EMULATOR_PROJECT, token)).rejects.toMatchObject({
      code: 'auth/user-disabled',
    });
  });

  it('refuses to verify when FIREBASE_AUTH_EMULATOR_HOST is set but the server has no emulator configured', async () => {
    const token = await googleIdToken(host(), 'g-102', 'c@x.com');
    await expect(firebaseAdminVerifier(null).verifyIdToken(EMULATOR_PROJECT, token)).rejects.toThrow(
      /refusing to verify/,
    );
  });
});

describe.skipIf(!hasFirebaseEmulator())(
  'social and phone sign-in through the server and the emulator',
  () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer({ firebaseAuthEmulatorHost: host() });
      await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
        public: {
          smsProvider: { firebase: true, apiKey: 'fake-api-key', projectId: EMULATOR_PROJECT },
          socialSignIn: { autoRegister: true },
        },
      });
    });
    afterAll(() => s?.close());

    const social = (url: string, channel: string, idToken: string, extra: object) =>
      s.postEncrypted<{ userName: string } | null>(url, {
        firebaseChannel: channel,
        firebaseIdToken: idToken,
        ...extra,
      });
    const login = (channel: string, idToken: string) =>
      social('/wps/session/login', channel, idToken, { username: '', password: '', type: 'firebase' });

    it('google: bind_customer_required, then the auto-registered member signs in', async () => {
      const token = await googleIdToken(host(), 'g-200', 'newplayer@example.com');
      expect((await login('google', token)).body.errorCode).toBe('bind_customer_required');
      const registered = await social('/wps/member/register/firebase', 'google', token, { login: true });
      expect(registered.body).toMatchObject({ success: true, value: { userName: 'newplayer' } });
      const fresh = await googleIdToken(host(), 'g-200', 'newplayer@example.com');
      expect((await login('google', fresh)).body).toMatchObject({
        success: true,
        value: { userName: 'newplayer' },
      });
    });

    it('phone: signs in the member whose mobile is the verified number', async () => {
      await s.admin('POST', '/admin/members', {
        merchant: 'DEMO',
        username: 'phoneplayer',
        password: 'Secret99',
        mobile: '+639170000666',
      });
      const token = await phoneIdToken(host(), EMULATOR_PROJECT, '+639170000666');
      expect((await login('phone', token)).body).toMatchObject({
        success: true,
        value: { userName: 'phoneplayer' },
      });
    });
  },
);
