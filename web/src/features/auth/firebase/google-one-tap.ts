import { GOOGLE_IDENTITY_SCRIPT_URL } from '@app/contract/constants/social-sign-in';
import { loadScript } from '../../../lib/load-script';

/** The part of Google Identity Services one-tap uses (https://developers.google.com/identity/gsi/web). */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential: string }) => void;
        auto_select?: boolean;
        cancel_on_tap_outside?: boolean;
        use_fedcm_for_prompt?: boolean;
      }): void;
      prompt(): void;
      cancel(): void;
    };
  };
}

const googleIdentity = (): GoogleIdentity | undefined => {
  const google = (window as unknown as { google?: GoogleIdentity }).google;
  return google?.accounts?.id ? google : undefined;
};

/**
 * Loads the Google Identity Services script once; a failed load (or one that did not set up
 * google.accounts.id) is forgotten by the loader, so a later visit tries again.
 */
async function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = () => googleIdentity() !== undefined;
  const google = await loadScript(GOOGLE_IDENTITY_SCRIPT_URL, {}, { ready }).then(
    googleIdentity,
    () => undefined,
  );
  if (!google) throw new Error('Google Identity Services did not load');
  return google;
}

/**
 * Shows Google's one-tap prompt; `onCredential` receives the Google id token the player picks. Answers a
 * function that withdraws the prompt (when the login screen goes away).
 */
export async function showGoogleOneTap(
  clientId: string,
  onCredential: (googleIdToken: string) => void,
): Promise<() => void> {
  const google = await loadGoogleIdentity();
  google.accounts.id.initialize({
    client_id: clientId,
    callback: ({ credential }) => onCredential(credential),
    auto_select: false,
    cancel_on_tap_outside: true,
    use_fedcm_for_prompt: true,
  });
  google.accounts.id.prompt();
  return () => google.accounts.id.cancel();
}
