import type { SystemStatus } from '@app/contract/calls';
import { useAppStore } from '../stores/app-store';

/**
 * Push opt-in (features/push) is one chunk of its own, loaded only for a merchant with a push key
 * (smsProvider.vapidKey). These two load with the overlay dialogs (overlay-dialogs.tsx), when the browser is
 * idle after the first screen: app/Overlays.tsx starts it from their prefetch and shows its dialog through them,
 * so the first load carries no more than those two references.
 */
const loadPush = () => import('../features/push');

/** The view of the `push` overlay, from the push chunk. */
export const loadPushOptInView = async () => (await loadPush()).PushOptInView;

const hasPushKey = (status: SystemStatus | null): boolean => !!status?.settings.smsProvider.vapidKey;

/** Starts push opt-in once the status names a push key (at once when it already does). Once per page. */
export function startPushOptIn(): void {
  const start = () =>
    void loadPush().then(
      (m) => m.startPush(),
      () => undefined,
    );
  if (hasPushKey(useAppStore.getState().status)) return start();
  const stop = useAppStore.subscribe(({ status }) => {
    if (!hasPushKey(status)) return;
    stop();
    start();
  });
}
