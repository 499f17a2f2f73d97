import { getMessaging, getToken, isSupported } from 'firebase/messaging';
import { merchantFirebaseApp } from '../firebase';
import { SERVICE_WORKER_SCOPE } from '../../lib/service-worker';
import type { PushMessaging } from './messaging';

/**
 * Firebase Cloud Messaging with the merchant's Firebase project and push key (smsProvider.vapidKey). The
 * messaging worker is the app's own /m/sw.js (it shares the worker; web/src/sw/push-handler.ts
 * shows the messages): without that registration there is no token.
 */
export const firebaseMessaging: PushMessaging = {
  async token(smsProvider) {
    if (!('serviceWorker' in navigator) || !(await isSupported())) return null;
    const registered = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
    if (!registered) return null;
    const serviceWorkerRegistration = await navigator.serviceWorker.ready;
    const token = await getToken(getMessaging(merchantFirebaseApp(smsProvider)), {
      vapidKey: smsProvider.vapidKey,
      serviceWorkerRegistration,
    });
    return token || null;
  },
};
