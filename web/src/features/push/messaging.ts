import type { SmsProvider } from '@app/contract/settings';

/**
 * The one adapter in front of the push service: Firebase Cloud Messaging in production, a local stand-in in
 * test and demo mode (the system status's `test`), like Geetest's. Both ask the permission through the
 * browser's own Notification API (features/push/push-opt-in.ts), so a test's permission grant works the same.
 */
export interface PushMessaging {
  /**
   * The browser's push token, once the permission is granted; null when this browser cannot give one (no push
   * support, no service worker of the app registered).
   */
  token(smsProvider: SmsProvider): Promise<string | null>;
}

/** Loads the adapter of the mode: neither the Firebase SDK nor the stand-in is in the first load. */
export const loadMessaging = async (test: boolean): Promise<PushMessaging> =>
  test
    ? (await import('./standin-messaging')).standInMessaging
    : (await import('./firebase-messaging')).firebaseMessaging;
