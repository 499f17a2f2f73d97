import { SERVICE_WORKER_SCOPE, SKIP_WAITING } from '../../lib/service-worker';

/** How long the update prompt's refresh waits for the new worker before it reloads anyway. */
export const NEW_WORKER_WAIT_MS = 10_000;
/**
 * How often the waiting worker is told again meanwhile: Chromium has been reported to drop an activation when a
 * request reaches the old worker at that moment, leaving the new worker waiting. Telling it again costs nothing.
 */
export const ASK_AGAIN_MS = 2_000;

type Container = Pick<ServiceWorkerContainer, 'controller' | 'getRegistration' | 'addEventListener'>;

const within = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);

/** The worker once it has installed and waits (undefined if it fails to install). */
const installed = (worker: ServiceWorker): Promise<ServiceWorker | undefined> =>
  new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'installed') resolve(worker);
      else if (worker.state === 'redundant' || worker.state === 'activated') resolve(undefined);
    };
    worker.addEventListener('statechange', settle);
    settle();
  });

/** The new version's worker, installed and waiting: the one waiting, else the one installing, else asked for. */
async function waitingWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | undefined> {
  if (registration.waiting) return registration.waiting;
  if (!registration.installing) await registration.update().catch(() => undefined);
  if (registration.waiting) return registration.waiting;
  return registration.installing ? installed(registration.installing) : undefined;
}

/**
 * Asks the browser for the new deployment's worker now (it would look only at the next page load, at most daily):
 * called when the update check prompts, so that the refresh seldom waits for its download.
 */
export async function fetchNewWorker(
  container: Container | undefined = navigator.serviceWorker,
): Promise<void> {
  const registration = await container?.getRegistration(SERVICE_WORKER_SCOPE).catch(() => undefined);
  await registration?.update().catch(() => undefined);
}

/**
 * The update prompt's refresh, before it reloads: the new deployment's worker, installed and waiting since the
 * old one still serves this page, is told to take over, and this resolves once it controls the page (or after
 * NEW_WORKER_WAIT_MS: the reload then still loads the new version, pages come from the network first). A page no
 * worker controls (none yet, or the first install) has nothing to swap and resolves at once.
 */
export async function activateNewWorker(
  container: Container | undefined = navigator.serviceWorker,
  waitMs = NEW_WORKER_WAIT_MS,
): Promise<void> {
  if (!container?.controller) return;
  let askingAgain: ReturnType<typeof setInterval> | undefined;
  const swap = async () => {
    const registration = await container.getRegistration(SERVICE_WORKER_SCOPE);
    const worker = registration && (await waitingWorker(registration));
    if (!worker) return;
    const controlled = new Promise<void>((resolve) =>
      container.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
    const ask = () => worker.postMessage({ type: SKIP_WAITING });
    ask();
    askingAgain = setInterval(() => {
      if (worker.state === 'installed') ask();
    }, ASK_AGAIN_MS);
    await controlled;
  };
  try {
    await within(
      swap().catch(() => undefined),
      waitMs,
    );
  } finally {
    clearInterval(askingAgain);
  }
}
