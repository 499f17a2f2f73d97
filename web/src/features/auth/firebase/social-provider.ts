import {
  FacebookAuthProvider,
  getRedirectResult,
  GoogleAuthProvider,
  OAuthProvider,
  signInWithCredential,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  TwitterAuthProvider,
  type AuthProvider,
  type UserCredential,
} from 'firebase/auth';
import type { SocialChannel } from '@app/contract/constants/social-sign-in';
import type { SmsProvider } from '@app/contract/settings';
import { getFirebaseAuth } from './firebase-app';

// The Firebase side of social sign-in. This module (with the SDK) is loaded before the buttons can be used,
// so that a tap opens the popup within the tap itself.

/** LINE is an OpenID Connect provider of the Firebase project. */
export const LINE_PROVIDER_ID = 'oidc.line';

const providerFor = (channel: SocialChannel): AuthProvider => {
  switch (channel) {
    case 'google':
      return new GoogleAuthProvider();
    case 'facebook':
      return new FacebookAuthProvider();
    case 'twitter':
      return new TwitterAuthProvider();
    case 'line':
      return new OAuthProvider(LINE_PROVIDER_ID);
  }
};

/** The id token of the signed-in Firebase user; the Firebase session is then dropped (the server's counts). */
async function idTokenOf(smsProvider: SmsProvider, credential: UserCredential): Promise<string> {
  const idToken = await credential.user.getIdToken();
  await signOut(getFirebaseAuth(smsProvider));
  return idToken;
}

/** Opens the provider's popup at once (call it within the tap) and resolves the Firebase id token. */
export function popupSignIn(smsProvider: SmsProvider, channel: SocialChannel): Promise<string> {
  const opened = signInWithPopup(getFirebaseAuth(smsProvider), providerFor(channel));
  return opened.then((credential) => idTokenOf(smsProvider, credential));
}

/** Leaves for the provider's page; the sign-in completes with completeRedirectSignIn when the app starts again. */
export function redirectSignIn(smsProvider: SmsProvider, channel: SocialChannel): Promise<never> {
  return signInWithRedirect(getFirebaseAuth(smsProvider), providerFor(channel));
}

/** The id token of a redirect sign-in that just came back, or null when there is none. */
export async function completeRedirectSignIn(smsProvider: SmsProvider): Promise<string | null> {
  const credential = await getRedirectResult(getFirebaseAuth(smsProvider));
  return credential ? idTokenOf(smsProvider, credential) : null;
}

/** One-tap Google: the Google id token (credential) of Google Identity Services, exchanged for a Firebase one. */
export async function googleCredentialSignIn(
  smsProvider: SmsProvider,
  googleIdToken: string,
): Promise<string> {
  const credential = await signInWithCredential(
    getFirebaseAuth(smsProvider),
    GoogleAuthProvider.credential(googleIdToken),
  );
  return idTokenOf(smsProvider, credential);
}

/**
 * Creates the merchant's Auth ahead of the tap: on mobile browsers the SDK then loads its popup helper at
 * once, so that the popup opens without waiting.
 */
export function prepareFirebaseAuth(smsProvider: SmsProvider): void {
  getFirebaseAuth(smsProvider);
}
