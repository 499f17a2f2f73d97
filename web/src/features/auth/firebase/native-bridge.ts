import type { SocialChannel } from '@app/contract/constants/social-sign-in';

/**
 * The native app's social sign-in bridge (the spec names it, not its shape; this is the contract with the
 * app). The Android app injects `window.PlatformApp.firebaseSignIn(channel)` (a JavaScript interface), the
 * iOS app a `firebaseSignIn` WebKit message handler taking `{ channel }`. The app signs in with its own
 * Firebase SDK and answers by calling `window.onFirebaseSignIn({ channel, idToken })`, or with `error` (a
 * Firebase code such as auth/popup-closed-by-user) when it fails or the player cancels.
 */
interface BridgeWindow {
  PlatformApp?: { firebaseSignIn?: (channel: string) => void };
  webkit?: { messageHandlers?: { firebaseSignIn?: { postMessage(message: { channel: string }): void } } };
  onFirebaseSignIn?: (result: NativeSignInResult) => void;
}

export interface NativeSignInResult {
  channel: string;
  idToken?: string;
  error?: string;
}

const bridgeWindow = (): BridgeWindow => window as unknown as BridgeWindow;

/** The app's bridge call for a channel, or null when the app has none. */
const bridgeCall = (): ((channel: SocialChannel) => void) | null => {
  const w = bridgeWindow();
  const android = w.PlatformApp?.firebaseSignIn;
  if (android) return (channel) => android.call(w.PlatformApp, channel);
  const ios = w.webkit?.messageHandlers?.firebaseSignIn;
  if (ios) return (channel) => ios.postMessage({ channel });
  return null;
};

export const hasNativeBridge = (): boolean => bridgeCall() !== null;

/** A failed native sign-in, with the Firebase code the app gave. */
export class NativeSignInError extends Error {
  constructor(readonly code: string) {
    super(`native sign-in failed: ${code}`);
    this.name = 'NativeSignInError';
  }
}

/** Signs in through the app; resolves the Firebase id token. One sign-in at a time (the last one wins). */
export function nativeSignIn(channel: SocialChannel): Promise<string> {
  const call = bridgeCall();
  if (!call) return Promise.reject(new NativeSignInError('auth/operation-not-supported-in-this-environment'));
  return new Promise((resolve, reject) => {
    bridgeWindow().onFirebaseSignIn = (result) => {
      if (result.channel !== channel) return;
      bridgeWindow().onFirebaseSignIn = undefined;
      if (result.idToken) resolve(result.idToken);
      else reject(new NativeSignInError(result.error || 'auth/internal-error'));
    };
    call(channel);
  });
}
