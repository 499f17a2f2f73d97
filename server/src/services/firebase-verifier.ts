import type { Auth } from 'firebase-admin/auth';

/** What the server takes from a verified Firebase id token. */
export interface FirebaseIdentity {
  uid: string;
  /** firebase.sign_in_provider: google.com, facebook.com, twitter.com, oidc.line, phone, ... */
  signInProvider: string;
  /** phone_number: present when the identity has a verified phone (always for the phone provider). */
  phoneNumber: string | null;
  email: string | null;
  name: string | null;
}

/** Verifies Firebase id tokens for a Firebase project; throws FirebaseTokenRejected for a bad token. */
export interface FirebaseVerifier {
  verifyIdToken(projectId: string, idToken: string): Promise<FirebaseIdentity>;
}

/** The token is not a valid id token of the project (expired, revoked, forged, malformed, another project). */
export class FirebaseTokenRejected extends Error {
  constructor(readonly code: string) {
    super(`Firebase id token rejected: ${code}`);
    this.name = 'FirebaseTokenRejected';
  }
}

/** firebase-admin reads the emulator's address from this variable, at each call. */
export const AUTH_EMULATOR_ENV = 'FIREBASE_AUTH_EMULATOR_HOST';

const isAuthError = (err: unknown): err is { code: string } =>
  typeof err === 'object' &&
  err !== null &&
  typeof (err as { code?: unknown }).code === 'string' &&
  (err as { code: string }).code.startsWith('auth/');

/**
 * The firebase-admin verifier: one Firebase app per project id (merchants name theirs in smsProvider), created
 * on first use, with firebase-admin itself loaded then (it is large and most merchants never need it).
 *
 * `emulatorHost` is the Auth emulator the server was configured with (test and demo mode only). firebase-admin
 * accepts the emulator's unsigned tokens whenever FIREBASE_AUTH_EMULATOR_HOST is set, so a verification with
 * that variable differing from the configured emulator is refused outright.
 */
export function firebaseAdminVerifier(emulatorHost: string | null): FirebaseVerifier {
  const auths = new Map<string, Promise<Auth>>();
  const authFor = (projectId: string): Promise<Auth> => {
    let auth = auths.get(projectId);
    if (!auth) {
      auth = (async () => {
        const [{ getApps, initializeApp }, { getAuth }] = await Promise.all([
          import('firebase-admin/app'),
          import('firebase-admin/auth'),
        ]);
        const name = `project:${projectId}`;
        return getAuth(getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name));
      })();
      auths.set(projectId, auth);
    }
    return auth;
  };

  return {
    async verifyIdToken(projectId, idToken) {
      if ((process.env[AUTH_EMULATOR_ENV] || null) !== emulatorHost) {
        throw new Error(
          `${AUTH_EMULATOR_ENV} is "${process.env[AUTH_EMULATOR_ENV] ?? ''}" but the server was configured ` +
            `with "${emulatorHost ?? ''}": refusing to verify Firebase id tokens.`,
        );
      }
      const auth = await authFor(projectId);
      let token: Awaited<ReturnType<Auth['verifyIdToken']>>;
      try {
        // checkRevoked: a token of a disabled user, or issued before its refresh tokens were revoked, fails.
        token = await auth.verifyIdToken(idToken, true);
      } catch (err) {
        if (isAuthError(err)) throw new FirebaseTokenRejected(err.code);
        throw err;
      }
      return {
        uid: token.uid,
        signInProvider: token.firebase.sign_in_provider,
        phoneNumber: token.phone_number ?? null,
        email: token.email ?? null,
        name: typeof token.name === 'string' ? token.name : null,
      };
    },
  };
}
