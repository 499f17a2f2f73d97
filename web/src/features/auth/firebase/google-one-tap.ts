import { GOOGLE_IDENTITY_SCRIPT_URL } from '@app/contract/constants';

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

let loading: Promise<GoogleIdentity> | null = null;

/** Loads the Google Identity Services script once; a failed load is forgotten so a later visit tries again. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google?.accounts?.id) resolve(google);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => reject(new Error('Google Identity Services did not load'));
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
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
