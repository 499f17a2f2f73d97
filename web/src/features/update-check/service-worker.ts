import type { SystemStatus } from '@app/contract/calls';
import { merchantCode } from '../../lib/merchant';
import { SERVICE_WORKER_SCOPE, serviceWorkerEnv, serviceWorkerUrl } from '../../lib/service-worker';
import { ensureSystemStatus } from '../../stores/system-status';

/** The registration URL of this page: its merchant, and the env of its status and build (lib/service-worker.ts). */
export const serviceWorkerUrlFor = (status: Pick<SystemStatus, 'test'>, buildMode: string): string =>
  serviceWorkerUrl({ env: serviceWorkerEnv(status.test, buildMode), merchant: merchantCode });

/**
 * Registers /m/sw.js (entry §2) for /m/. It starts with the update check, when the browser is idle after the
 * first screen, so none of it is in the first load. Only a production build registers (the dev server and the
 * unit tests have no worker), only where the browser has service workers, and only once the status says the env:
 * without it (offline) the next visit registers. A failure leaves the app as it is, without a worker.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  production: boolean = import.meta.env.PROD,
): Promise<ServiceWorkerRegistration | null> {
  if (!production || !container) return null;
  const status = await ensureSystemStatus();
  if (!status) return null;
  try {
    return await container.register(serviceWorkerUrlFor(status, import.meta.env.MODE), {
      scope: SERVICE_WORKER_SCOPE,
    });
  } catch {
    return null;
  }
}
