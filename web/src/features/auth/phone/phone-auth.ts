import type { ConfirmationResult } from 'firebase/auth';
import type { SmsProvider } from '@app/contract/settings';
import { CODE_EXPIRED } from './phone-error-text';

/** The Firebase SDK and the merchant's Auth load on first use only (they stay out of the first load). */
const loadFirebase = async () => {
  const [{ getFirebaseAuth }, sdk] = await Promise.all([
    import('../firebase/firebase-app'),
    import('firebase/auth'),
  ]);
  return { getFirebaseAuth, sdk };
};

/** An error shaped like the SDK's own, so it is shown like every other phone error. */
const authError = (code: string, message: string) => Object.assign(new Error(message), { code });

export interface PhoneSignIn {
  /**
   * Sends a code to the phone ('+' dialling code and number). An invisible reCAPTCHA verifies the player in
   * production; connected to the Auth emulator, the SDK disables app verification for testing (the reCAPTCHA is
   * a mock that loads nothing).
   */
  sendCode(phone: string): Promise<void>;
  /** Confirms the code and answers the Firebase id token; auth/code-expired without a pending confirmation. */
  confirmCode(code: string): Promise<string>;
}

/**
 * Phone code sign-in through the merchant's Firebase project. `recaptchaHost` is an element that stays in
 * the page while the code is sent; each send renders its invisible reCAPTCHA in a fresh child of it.
 */
export function createPhoneSignIn(
  smsProvider: SmsProvider,
  recaptchaHost: () => HTMLElement | null,
): PhoneSignIn {
  let pending: ConfirmationResult | null = null;

  return {
    async sendCode(phone) {
      const host = recaptchaHost();
      if (!host) throw authError('auth/internal-error', 'The reCAPTCHA container is missing.');
      const { getFirebaseAuth, sdk } = await loadFirebase();
      const auth = getFirebaseAuth(smsProvider);
      const container = document.createElement('div');
      host.replaceChildren(container);
      const verifier = new sdk.RecaptchaVerifier(auth, container, { size: 'invisible' });
      try {
        pending = await sdk.signInWithPhoneNumber(auth, phone, verifier);
      } finally {
        // A solved reCAPTCHA is single use: the next send renders a new one.
        verifier.clear();
      }
    },

    async confirmCode(code) {
      if (!pending) throw authError(CODE_EXPIRED, 'There is no pending confirmation: send a code first.');
      const { user } = await pending.confirm(code.trim());
      pending = null;
      const idToken = await user.getIdToken();
      // The server session is what signs the player in; the Firebase user is not kept in this browser.
      const { getFirebaseAuth, sdk } = await loadFirebase();
      await sdk.signOut(getFirebaseAuth(smsProvider));
      return idToken;
    },
  };
}
