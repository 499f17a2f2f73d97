import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import type { SmsProvider } from '@app/contract/settings';
import { merchantFirebaseApp } from '../../firebase';

/**
 * The merchant's Firebase Auth (social and phone sign-in). This module statically imports the Firebase SDK,
 * so callers load it with a dynamic import() on first use; once loaded, getFirebaseAuth answers synchronously,
 * which lets a tap open the sign-in popup within the tap itself (browsers block popups opened later).
 */
export function getFirebaseAuth(smsProvider: SmsProvider): Auth {
  const auth = getAuth(merchantFirebaseApp(smsProvider));
  // The reference server names its Auth emulator only in test and demo mode; connecting twice throws.
  if (smsProvider.authEmulatorOrigin && !auth.emulatorConfig) {
    connectAuthEmulator(auth, smsProvider.authEmulatorOrigin, { disableWarnings: true });
  }
  return auth;
}
