import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import type { SmsProvider } from '@app/contract/settings';

/**
 * The merchant's Firebase Auth (social and phone sign-in). This module statically imports the Firebase SDK,
 * so callers load it with a dynamic import() on first use; once loaded, getFirebaseAuth answers synchronously,
 * which lets a tap open the sign-in popup within the tap itself (browsers block popups opened later).
 *
 * One Firebase app per project id: a merchant whose settings change to another project gets a new app.
 */
export function getFirebaseAuth(smsProvider: SmsProvider): Auth {
  const name = `merchant-${smsProvider.projectId}`;
  const app: FirebaseApp =
    getApps().find((a) => a.name === name) ?? initializeApp(firebaseOptions(smsProvider), name);
  const auth = getAuth(app);
  // The reference server names its Auth emulator only in test and demo mode; connecting twice throws.
  if (smsProvider.authEmulatorOrigin && !auth.emulatorConfig) {
    connectAuthEmulator(auth, smsProvider.authEmulatorOrigin, { disableWarnings: true });
  }
  return auth;
}

const firebaseOptions = (p: SmsProvider) => ({
  apiKey: p.apiKey,
  authDomain: p.authDomain,
  projectId: p.projectId,
  appId: p.appId || undefined,
  messagingSenderId: p.messagingSenderId || undefined,
});
