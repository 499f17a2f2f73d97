import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { SmsProvider } from '@app/contract/settings';

/**
 * The merchant's Firebase app (its smsProvider settings), shared by sign-in (features/auth/firebase) and push
 * (features/push). It imports the Firebase SDK: load it with a dynamic import() (features that use it import it
 * from their lazily loaded modules only). One app per project id: a
 * merchant whose settings change to another project gets a new one.
 */
export function merchantFirebaseApp(p: SmsProvider): FirebaseApp {
  const name = `merchant-${p.projectId}`;
  return (
    getApps().find((a) => a.name === name) ??
    initializeApp(
      {
        apiKey: p.apiKey,
        authDomain: p.authDomain,
        projectId: p.projectId,
        appId: p.appId || undefined,
        messagingSenderId: p.messagingSenderId || undefined,
      },
      name,
    )
  );
}
